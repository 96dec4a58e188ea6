import { describe, expect, it } from 'vitest';
import { celebrityBirthDayRange } from './birth-day-range';
import { celebrityChartSummary } from './celebrity-chart';
import { CELEBRITIES } from './data/all-celebrities';
import { findCelebrityRecord } from './get-celebrity';
import { searchCelebrities } from './search-celebrities';

const invalid = expect.objectContaining({ code: 'invalid_celebrity_query' });

describe('searchCelebrities', () => {
  it('finds a person by surname, with basic chart data', () => {
    const [first] = searchCelebrities('einstein');
    expect(first?.Slug).toBe('albert-einstein');
    expect(first?.Name).toBe('Albert Einstein');
    expect(first?.TimeKnown).toBe(true);
    expect(first?.DataRating).toBe('AA');
    expect(first?.Type).toMatch(/^(Manifestor|Generator|Manifesting Generator|Projector|Reflector)$/);
    expect(first?.Profile).toMatch(/^[1-6]\/[1-6]$/);
    expect(typeof first?.Authority).toBe('string');
    expect(first?.IncarnationCross).toMatch(/Cross of/);
    expect(first?.CertainOverBirthDay).toBeNull();
  });

  it('says which chart data of a person without a birth time holds all day', () => {
    const [curie] = searchCelebrities('marie curie');
    expect(curie?.TimeKnown).toBe(false);
    const record = findCelebrityRecord('marie-curie');
    const certain = Object.keys(record === undefined ? {} : (celebrityBirthDayRange(record)?.Certain ?? {}));
    const summaryFields = ['Type', 'Profile', 'Authority', 'Definition', 'IncarnationCross'];
    expect(curie?.CertainOverBirthDay).toEqual(summaryFields.filter((field) => certain.includes(field)));
    expect(curie?.CertainOverBirthDay?.length).toBeGreaterThan(0);
    expect(Object.keys(curie ?? {})).toEqual([
      'Id', 'Slug', 'Name', 'Profession', 'Category', 'BirthDate', 'BirthTime', 'TimeKnown', 'Birthplace', 'DataRating',
      'Type', 'Profile', 'Authority', 'Definition', 'IncarnationCross', 'CertainOverBirthDay',
    ]);
  });

  it('ignores case, accents and punctuation', () => {
    expect(searchCelebrities('dali')[0]?.Slug).toBe('salvador-dali');
    expect(searchCelebrities('SALVADOR DALÍ')[0]?.Slug).toBe('salvador-dali');
    expect(searchCelebrities('ngugi')[0]?.Slug).toBe('ngugi-wa-thiongo');
    expect(searchCelebrities('albert-einstein')[0]?.Slug).toBe('albert-einstein');
  });

  it('ranks a whole-name match before partial ones', () => {
    const slugs = searchCelebrities('prince').map((result) => result.Slug);
    expect(slugs[0]).toBe('prince');
    expect(slugs).toContain('prince-william');
    expect(slugs).toContain('prince-harry');
  });

  it('matches the profession', () => {
    const results = searchCelebrities('physicist', { limit: 100 });
    expect(results.length).toBeGreaterThanOrEqual(10);
    for (const result of results) expect(result.Profession.toLowerCase()).toContain('physicist');
  });

  it('returns nothing for a name nobody has', () => {
    expect(searchCelebrities('zzqx')).toEqual([]);
  });

  it('limits results: 20 by default, at most 100', () => {
    expect(searchCelebrities('')).toHaveLength(20);
    expect(searchCelebrities('', { limit: 5 })).toHaveLength(5);
    expect(searchCelebrities('', { limit: 100 })).toHaveLength(100);
    for (const limit of [0, 101, 1.5, -1, Number.NaN]) expect(() => searchCelebrities('a', { limit }), String(limit)).toThrow(invalid);
    expect(() => searchCelebrities('a', { limit: '5' as unknown as number })).toThrow(invalid);
  });

  it('rejects a query that is not a string or is too long', () => {
    expect(() => searchCelebrities(42 as unknown as string)).toThrow(invalid);
    expect(() => searchCelebrities('a'.repeat(201))).toThrow(invalid);
  });

  it('filters by type in any spelling', () => {
    // A person without a birth time counts only when Projector is certain over the birth day.
    const everyone = CELEBRITIES.filter((record) => {
      const range = celebrityBirthDayRange(record);
      if (celebrityChartSummary(record).Type !== 'Projector') return false;
      return range === null || range.Certain.Type?.Name === 'Projector';
    }).length;
    const results = searchCelebrities('', { type: 'projector', limit: 100 });
    expect(results.length).toBe(Math.min(everyone, 100));
    for (const result of results) expect(result.Type).toBe('Projector');
    expect(searchCelebrities('', { type: 'Projector', limit: 100 })).toEqual(results);
  });

  it('filters by profile written 5/1, 51 or 5-1', () => {
    const results = searchCelebrities('', { profile: '5/1', limit: 100 });
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) expect(result.Profile).toBe('5/1');
    expect(searchCelebrities('', { profile: '51', limit: 100 })).toEqual(results);
    expect(searchCelebrities('', { profile: '5-1', limit: 100 })).toEqual(results);
  });

  it('filters by authority and combines filters with AND', () => {
    const splenic = searchCelebrities('', { authority: 'Splenic', limit: 100 });
    expect(splenic.length).toBeGreaterThan(0);
    for (const result of splenic) expect(result.Authority).toBe('Splenic');
    const both = searchCelebrities('', { authority: 'splenic', type: 'Projector', limit: 100 });
    for (const result of both) expect([result.Type, result.Authority]).toEqual(['Projector', 'Splenic']);
    expect(both.length).toBeLessThanOrEqual(splenic.length);
  });

  it('filters by category', () => {
    const results = searchCelebrities('', { category: 'Religion', limit: 100 });
    expect(results.length).toBe(CELEBRITIES.filter((record) => record.category === 'religion').length);
  });

  it('rejects filters that name nothing', () => {
    expect(() => searchCelebrities('', { type: 'Wizard' })).toThrow(invalid);
    expect(() => searchCelebrities('', { profile: '7/7' })).toThrow(invalid);
    expect(() => searchCelebrities('', { authority: 'Gut' })).toThrow(invalid);
  });
});
