import { describe, expect, it } from 'vitest';
import { CalendarError } from '../src/index';

describe('CalendarError', () => {
  it('carries a stable code, details and cause, and the shared Mandala marker', () => {
    const cause = new Error('inner');
    const error = new CalendarError('invalid_argument', 'bad window', { details: { field: 'window' }, cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('CalendarError');
    expect(error.code).toBe('invalid_argument');
    expect(error.details).toEqual({ field: 'window' });
    expect(error.cause).toBe(cause);
    expect((error as unknown as Record<symbol, unknown>)[Symbol.for('mandala.error')]).toBe(true);
  });

  it('recognises an instance from another copy of the package by marker and name', () => {
    const foreign = Object.assign(new Error('x'), { name: 'CalendarError', code: 'invalid_argument', [Symbol.for('mandala.error')]: true });
    expect(CalendarError.isInstance(foreign)).toBe(true);
    expect(CalendarError.isInstance(new Error('x'))).toBe(false);
    expect(CalendarError.isInstance(Object.assign(new Error('x'), { [Symbol.for('mandala.error')]: true }))).toBe(false);
    expect(CalendarError.isInstance(null)).toBe(false);
  });
});
