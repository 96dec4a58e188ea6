import { describe, expect, it } from 'vitest';
import { AccessError, accessErrorHttpStatus } from './errors';

describe('AccessError', () => {
  it('carries a stable code, details, cause and its HTTP status', () => {
    const cause = new Error('socket closed');
    const error = new AccessError('store_unavailable', 'down', { details: { attempt: 1 }, cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('AccessError');
    expect(error.code).toBe('store_unavailable');
    expect(error.details).toEqual({ attempt: 1 });
    expect(error.cause).toBe(cause);
    expect(error.httpStatus).toBe(503);
  });

  it('recognises instances from another copy of the package by the marker, and nothing else', () => {
    const foreign = Object.assign(new Error('x'), { name: 'AccessError', code: 'invalid_key', [Symbol.for('mandala.error')]: true });
    expect(AccessError.isInstance(foreign)).toBe(true);
    expect(AccessError.isInstance(new Error('x'))).toBe(false);
    expect(AccessError.isInstance(Object.assign(new Error('x'), { [Symbol.for('mandala.error')]: true, name: 'EphemerisError' }))).toBe(false);
    expect(AccessError.isInstance(null)).toBe(false);
  });

  it('maps the authentication and quota codes to the statuses of the spec', () => {
    expect(accessErrorHttpStatus).toMatchObject({
      missing_credential: 401,
      malformed_credential: 401,
      credential_in_query: 401,
      invalid_key: 403,
      insufficient_tier: 403,
      quota_exhausted: 429,
      idempotency_key_reused: 409,
      request_in_progress: 409,
      invalid_idempotency_key: 400,
    });
  });
});
