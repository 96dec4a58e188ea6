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

  it('collapses equal repeats and leaves a conflicting one for the schema to refuse', () => {
    expect(canonicalParameterNames({ date: 'a', Date: 'a' }, names)).toEqual({ date: 'a' });
    expect(canonicalParameterNames({ date: 'a', Date: 'b' }, names)).toEqual({ date: 'a', Date: 'b' });
  });
});
