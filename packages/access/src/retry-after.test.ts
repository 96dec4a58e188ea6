import { describe, expect, it } from 'vitest';
import { retryAfterHeaders, storeUnavailableRetryAfterSeconds } from './retry-after';

describe('retryAfterHeaders', () => {
  it('asks a caller refused with store_unavailable to retry after a few seconds', () => {
    expect(retryAfterHeaders('store_unavailable')).toEqual({ 'Retry-After': String(storeUnavailableRetryAfterSeconds) });
    expect(storeUnavailableRetryAfterSeconds).toBe(5);
  });

  it.each(['quota_exhausted', 'invalid_key', 'validation_error', 'internal_error'])('adds nothing to %s', (code) => {
    expect(retryAfterHeaders(code)).toEqual({});
  });
});
