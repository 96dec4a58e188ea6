import { describe, expect, it } from 'vitest';
import { canonicalParameterNames } from './parameter-names';

describe('canonicalParameterNames', () => {
  const names = ['date', 'timezone', 'transitDate', 'transitTimezone'];

  it('matches names case-insensitively', () => {
    expect(canonicalParameterNames({ Date: 'a', TIMEZONE: 'b', TransitDate: 'c', transittimezone: 'd' }, names)).toEqual({
      date: 'a',
      timezone: 'b',
      transitDate: 'c',
      transitTimezone: 'd',
    });
  });

  it('maps aliases and keeps unknown names for the schema to report', () => {
    expect(canonicalParameterNames({ Q: 'Berlin', extra: '1' }, ['query'], { q: 'query' })).toEqual({ query: 'Berlin', extra: '1' });
  });

  it('collapses equal repeats and lists the values of two spellings with different values, for the schema to refuse', () => {
    expect(canonicalParameterNames({ date: 'a', Date: 'a' }, names)).toEqual({ date: 'a' });
    expect(canonicalParameterNames({ date: 'a', Date: 'b' }, names)).toEqual({ date: ['a', 'b'] });
    expect(canonicalParameterNames({ query: 'Berlin', q: 'Paris' }, ['query'], { q: 'query' })).toEqual({ query: ['Berlin', 'Paris'] });
  });

  it('keeps __proto__ as an own parameter (for the strict schema to refuse), never as the prototype', () => {
    const raw: Record<string, unknown> = {};
    Object.defineProperty(raw, '__proto__', { value: 'x', enumerable: true });
    const result = canonicalParameterNames(raw, ['query']);
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.keys(result)).toEqual(['__proto__']);
  });
});
