import { describe, expect, it } from 'vitest';
import { AtlasError } from './errors';

describe('AtlasError', () => {
  it('carries code, details and cause, and the Mandala marker', () => {
    const cause = new Error('inner');
    const error = new AtlasError('location_not_found', 'nothing', { details: { query: 'x' }, cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('AtlasError');
    expect(error.code).toBe('location_not_found');
    expect(error.details).toEqual({ query: 'x' });
    expect(error.cause).toBe(cause);
    expect((error as unknown as Record<symbol, unknown>)[Symbol.for('mandala.error')]).toBe(true);
  });

  it('recognises instances from another copy by the marker, not the prototype', () => {
    const lookalike = { name: 'AtlasError', code: 'location_not_found', [Symbol.for('mandala.error')]: true };
    expect(AtlasError.isInstance(lookalike)).toBe(true);
    expect(AtlasError.isInstance(new Error('plain'))).toBe(false);
    expect(AtlasError.isInstance({ name: 'AtlasError' })).toBe(false);
    expect(AtlasError.isInstance(null)).toBe(false);
  });
});
