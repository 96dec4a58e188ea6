import { describe, expect, it } from 'vitest';
import { atlasErrorCodeOf as codeOf } from './atlas-error-code.test-support';
import { parseLocationQuery } from './parse-location-query';

describe('parseLocationQuery', () => {
  it('folds the name and each qualifier', () => {
    expect(parseLocationQuery('  São Paulo ,  Brasil ')).toEqual({ nameKey: 'sao paulo', qualifierKeys: ['brasil'], wholeKey: 'sao paulo brasil' });
    expect(parseLocationQuery('Portland, Oregon, US')).toMatchObject({ nameKey: 'portland', qualifierKeys: ['oregon', 'us'] });
  });

  it('drops empty qualifiers', () => {
    expect(parseLocationQuery('Paris,, ').qualifierKeys).toEqual([]);
  });

  it.each(['', ' ', 'a', 'É', ',', ', France', '.-', 'x, US'])('refuses %j as invalid_location_query', (text) => {
    expect(codeOf(() => parseLocationQuery(text))).toBe('invalid_location_query');
  });

  it('refuses non-strings and over-long text', () => {
    expect(codeOf(() => parseLocationQuery(42))).toBe('invalid_location_query');
    expect(codeOf(() => parseLocationQuery(undefined))).toBe('invalid_location_query');
    expect(codeOf(() => parseLocationQuery('a'.repeat(201)))).toBe('invalid_location_query');
    expect(codeOf(() => parseLocationQuery('ab'))).toBeUndefined();
  });
});
