import { describe, expect, it } from 'vitest';
import { UNKNOWN_TIME_NOTE } from './celebrity-views';
import { CelebrityError } from './errors';
import { findCelebrity, findCelebrityRecord, getCelebrity } from './get-celebrity';

describe('getCelebrity', () => {
  it('finds a person by slug, with birth information and the v3 chart', () => {
    const detail = getCelebrity('albert-einstein');
    expect(detail.Name).toBe('Albert Einstein');
    expect(detail.Birth).toMatchObject({
      Date: '1879-03-14',
      Time: '11:30',
      TimeKnown: true,
      Place: 'Ulm, Germany',
      Timezone: 'Europe/Berlin',
      DataRating: 'AA',
      UtcOffsetBasis: 'LocalMeanTime',
      UtcInstant: '1879-03-14T10:50:02.000Z',
      TimeNote: null,
    });
    expect(detail.Chart.BirthDateUtc).toBe('1879-03-14T10:50:02.000Z');
    expect(detail.Chart.Planets.Design.Sun.Gate).toBeGreaterThanOrEqual(1);
    expect(detail.Chart.Meta.EngineVersion).toBeTruthy();
  });

  it('finds the same person by UUID in any letter case', () => {
    const id = getCelebrity('albert-einstein').Id;
    expect(getCelebrity(id).Slug).toBe('albert-einstein');
    expect(getCelebrity(id.toUpperCase()).Slug).toBe('albert-einstein');
    expect(getCelebrity(' Albert-Einstein ').Id).toBe(id);
  });

  it('flags a chart cast without a birth time', () => {
    const detail = getCelebrity('marie-curie');
    expect(detail.Birth.TimeKnown).toBe(false);
    expect(detail.Birth.Time).toBeNull();
    expect(detail.Birth.ChartLocalTime).toBe('1867-11-07T12:00');
    expect(detail.Birth.DataRating).toBe('X');
    expect(detail.Birth.TimeNote).toBe(UNKNOWN_TIME_NOTE);
  });

  it('throws celebrity_not_found for an unknown slug or id', () => {
    for (const key of ['nobody-at-all', '00000000-0000-4000-8000-000000000000', '', '42']) {
      let caught: unknown;
      try {
        getCelebrity(key);
      } catch (error) {
        caught = error;
      }
      expect(CelebrityError.isInstance(caught), key).toBe(true);
      expect((caught as CelebrityError).code).toBe('celebrity_not_found');
    }
    expect(findCelebrityRecord('nobody-at-all')).toBeUndefined();
    expect(findCelebrity('nobody-at-all')).toBeUndefined();
    expect(findCelebrity('marie-curie')?.Slug).toBe('marie-curie');
    expect(findCelebrityRecord(42)).toBeUndefined();
  });
});
