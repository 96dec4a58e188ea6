// Guards the chart filters against the 12:00 chart of a person without a birth time: a type, profile or authority
// filter returns such a person only when that value holds for any birth time on their birth day.
import { describe, expect, it } from 'vitest';
import { celebrityBirthDayRange } from './birth-day-range';
import { celebrityChartSummary } from './celebrity-chart';
import { CELEBRITIES } from './data/all-celebrities';
import { findCelebrityRecord } from './get-celebrity';
import { searchCelebrities } from './search-celebrities';

const slugsOf = (query: string, options: Parameters<typeof searchCelebrities>[1]) =>
  searchCelebrities(query, { limit: 100, ...options }).map((result) => result.Slug);

describe('chart filters and people without a birth time', () => {
  it('leave out someone who is a Projector at 12:00 but not all day (Max Planck)', () => {
    const [planck] = searchCelebrities('max planck');
    expect([planck?.Slug, planck?.TimeKnown, planck?.Type]).toEqual(['max-planck', false, 'Projector']);
    expect(planck?.CertainOverBirthDay).not.toContain('Type');
    const planckRecord = findCelebrityRecord('max-planck');
    if (planckRecord === undefined) throw new Error('no record max-planck');
    const types = celebrityBirthDayRange(planckRecord)?.Uncertain.find((field) => field.Field === 'Type');
    expect(types?.Alternatives.map((alternative) => alternative.Value.Name)).toContain('Manifestor');

    expect(slugsOf('planck', { type: 'Projector' })).toEqual([]);
    expect(slugsOf('', { type: 'Projector' })).not.toContain('max-planck');
  });

  it('keep someone who is a Projector all day (Charles Darwin)', () => {
    expect(searchCelebrities('charles darwin')[0]?.CertainOverBirthDay).toContain('Type');
    expect(slugsOf('darwin', { type: 'Projector' })).toEqual(['charles-darwin']);
    expect(slugsOf('', { type: 'projector' })).toContain('charles-darwin');
  });

  it('apply to profile and authority too (Darwin is 5/1 and Mental only at 12:00)', () => {
    const [darwin] = searchCelebrities('charles darwin');
    expect([darwin?.Profile, darwin?.Authority]).toEqual(['5/1', 'Mental']);
    expect(slugsOf('darwin', { profile: '5/1' })).toEqual([]);
    expect(slugsOf('darwin', { authority: 'Mental' })).toEqual([]);
  });

  it('return only people whose filtered fields are certain, and all of them', () => {
    for (const type of ['Projector', 'Generator', 'Manifestor', 'Manifesting Generator', 'Reflector'] as const) {
      const expected = CELEBRITIES.filter((record) => {
        if (celebrityChartSummary(record).Type !== type) return false;
        const range = celebrityBirthDayRange(record);
        return range === null || range.Certain.Type?.Name === type;
      });
      const results = searchCelebrities('', { type, limit: 100 });
      expect(results.length, type).toBe(Math.min(expected.length, 100));
      for (const result of results) {
        expect(result.Type).toBe(type);
        if (!result.TimeKnown) expect(result.CertainOverBirthDay, result.Slug).toContain('Type');
      }
    }
  });

  it('filter people with a birth time on their chart, as before', () => {
    const timed = CELEBRITIES.filter((record) => record.timeKnown);
    expect(timed.length).toBeGreaterThan(20);
    for (const record of timed) {
      const { Type, Profile, Authority } = celebrityChartSummary(record);
      const otherType = Type === 'Projector' ? 'Generator' : 'Projector';
      const otherProfile = Profile === '1/3' ? '6/2' : '1/3';
      const own = { type: Type, profile: Profile, authority: Authority };
      expect(slugsOf(record.name, own), record.slug).toContain(record.slug);
      expect(slugsOf(record.name, { type: otherType }), record.slug).not.toContain(record.slug);
      expect(slugsOf(record.name, { profile: otherProfile }), record.slug).not.toContain(record.slug);
      const result = searchCelebrities(record.name, own).find((each) => each.Slug === record.slug);
      expect(result?.CertainOverBirthDay, record.slug).toBeNull();
    }
  });
});
