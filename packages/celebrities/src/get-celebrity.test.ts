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
    expect(detail.OverBirthDay).toBeNull();
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

  it('adds what holds over the whole birth day when the time is unknown', () => {
    const detail = getCelebrity('marie-curie');
    expect(Object.keys(detail)).toEqual(['Id', 'Slug', 'Name', 'Profession', 'Category', 'Birth', 'Chart', 'OverBirthDay']);
    const day = detail.OverBirthDay;
    expect(day?.Window).toMatchObject({ Basis: 'Zone', Timezone: 'Europe/Warsaw', Minutes: 1440 });
    expect(day?.Window.StartLocal.startsWith('1867-11-07T00:00:00.000+')).toBe(true);
    expect(day?.Window.EndLocal.startsWith('1867-11-08T00:00:00.000+')).toBe(true);
    // 12:00, the chart's time, lies in the day, so every certain field is the chart's own.
    expect(detail.Birth.UtcInstant > (day?.Window.StartUtc ?? '')).toBe(true);
    expect(detail.Birth.UtcInstant < (day?.Window.EndUtc ?? '')).toBe(true);
    if (day?.Certain.Type !== undefined) expect(day.Certain.Type).toEqual(detail.Chart.Type);
    if (day?.Certain.Authority !== undefined) expect(day.Certain.Authority).toEqual(detail.Chart.Authority);
    for (const field of day?.Uncertain ?? []) {
      expect(field.Alternatives.length, field.Field).toBeGreaterThan(1);
      for (const alternative of field.Alternatives) {
        expect(Object.keys(alternative)).toEqual(['Value', 'Minutes', 'ShareOfWindow']);
      }
    }
    expect(findCelebrity('marie-curie')?.OverBirthDay).toEqual(day);
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
