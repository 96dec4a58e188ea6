import { describe, expect, it } from 'vitest';
import { EphemerisError } from './errors';

describe('EphemerisError', () => {
  it('carries code, details, cause and the Mandala marker', () => {
    const cause = new Error('root');
    const error = new EphemerisError('invalid_timezone', 'bad zone', { details: { timezone: 'EST' }, cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('EphemerisError');
    expect(error.code).toBe('invalid_timezone');
    expect(error.details).toEqual({ timezone: 'EST' });
    expect(error.cause).toBe(cause);
    expect((error as unknown as Record<symbol, unknown>)[Symbol.for('mandala.error')]).toBe(true);
  });

  it('is recognised by the marker, also from another copy of the package', () => {
    const foreign = Object.assign(new Error('x'), { name: 'EphemerisError', code: 'invalid_date', [Symbol.for('mandala.error')]: true });
    expect(EphemerisError.isInstance(foreign)).toBe(true);
    expect(EphemerisError.isInstance(new EphemerisError('invalid_date', 'x'))).toBe(true);
    expect(EphemerisError.isInstance(new Error('x'))).toBe(false);
    expect(EphemerisError.isInstance(Object.assign(new Error('x'), { name: 'OtherError', [Symbol.for('mandala.error')]: true }))).toBe(false);
    expect(EphemerisError.isInstance(null)).toBe(false);
    expect(EphemerisError.isInstance('EphemerisError')).toBe(false);
  });

  it('omits details and cause when not given', () => {
    const error = new EphemerisError('invalid_argument', 'x');
    expect('details' in error).toBe(false);
    expect(error.cause).toBeUndefined();
  });
});
