import { describe, expect, it } from 'vitest';
import { CelebrityError, invalidCelebrityQuery } from './errors';

describe('CelebrityError', () => {
  it('carries a code, details and the Mandala marker', () => {
    const error = new CelebrityError('celebrity_not_found', 'No celebrity', { details: { slugOrId: 'x' } });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('CelebrityError');
    expect(error.code).toBe('celebrity_not_found');
    expect(error.details).toEqual({ slugOrId: 'x' });
    expect((error as unknown as Record<symbol, unknown>)[Symbol.for('mandala.error')]).toBe(true);
  });

  it('recognises copies from another install by marker and name, not by prototype', () => {
    const lookalike = Object.assign(new Error('x'), { name: 'CelebrityError', [Symbol.for('mandala.error')]: true });
    expect(CelebrityError.isInstance(lookalike)).toBe(true);
    expect(CelebrityError.isInstance(new Error('x'))).toBe(false);
    expect(CelebrityError.isInstance(Object.assign(new Error('x'), { name: 'CelebrityError' }))).toBe(false);
    expect(CelebrityError.isInstance(null)).toBe(false);
  });

  it('keeps the cause', () => {
    const cause = new Error('inner');
    expect(new CelebrityError('invalid_celebrity_query', 'bad', { cause }).cause).toBe(cause);
  });

  it('describes a bad argument', () => {
    const error = invalidCelebrityQuery('limit', 0, 'an integer from 1 to 100');
    expect(error.code).toBe('invalid_celebrity_query');
    expect(error.details).toEqual({ field: 'limit', value: 0, expected: 'an integer from 1 to 100' });
  });
});
