import { EphemerisError } from '@mandala/ephemeris';
import { describe, expect, it } from 'vitest';
import { CalendarError } from '../errors';
import { chartsOverTimeRange } from './charts-over-time-range';
import { HEADLINE_FIELDS } from './segment-headline';

const berlinDay = { date: '1990-05-04', timezone: 'Europe/Berlin' };

describe('chartsOverTimeRange', () => {
  it('covers the whole local day by default, segments meeting end to start, shares adding up to 1', () => {
    const range = chartsOverTimeRange(berlinDay);
    expect(range.Level).toBe('headline');
    expect(range.Timezone).toBe('Europe/Berlin');
    expect(range.Window).toMatchObject({
      Date: '1990-05-04',
      From: '00:00',
      ToDate: '1990-05-04',
      To: '24:00',
      StartLocal: '1990-05-04T00:00:00.000+02:00',
      EndLocal: '1990-05-05T00:00:00.000+02:00',
      StartUtc: '1990-05-03T22:00:00.000Z',
      EndUtc: '1990-05-04T22:00:00.000Z',
      Minutes: 1440,
      WallClockMinutes: 1440,
    });
    const { Segments } = range;
    expect(Segments[0]?.StartUtc).toBe(range.Window.StartUtc);
    expect(Segments[Segments.length - 1]?.EndUtc).toBe(range.Window.EndUtc);
    Segments.slice(1).forEach((segment, index) => expect(segment.StartUtc).toBe(Segments[index]?.EndUtc));
    expect(Segments.reduce((sum, segment) => sum + segment.ShareOfWindow, 0)).toBeCloseTo(1, 12);
    expect(Segments.reduce((sum, segment) => sum + segment.Minutes, 0)).toBeCloseTo(1440, 9);
    for (const segment of Segments) {
      expect(segment.Minutes).toBeCloseTo((Date.parse(segment.EndUtc) - Date.parse(segment.StartUtc)) / 60_000, 12);
      expect(Date.parse(segment.StartLocal)).toBe(Date.parse(segment.StartUtc));
      expect('Activations' in segment).toBe(false);
    }
  });

  it('keeps certain fields identical in every segment and gives each uncertain one alternatives adding up to the window', () => {
    for (const level of ['headline', 'activations'] as const) {
      const range = chartsOverTimeRange(berlinDay, { level });
      const certainFields = Object.keys(range.Certain);
      const uncertainFields = range.Uncertain.map((field) => field.Field);
      expect([...certainFields, ...uncertainFields].sort()).toEqual([...HEADLINE_FIELDS].sort());
      for (const field of certainFields) {
        for (const segment of range.Segments) {
          expect(segment.Headline[field as keyof typeof range.Certain]).toEqual(range.Certain[field as keyof typeof range.Certain]);
        }
      }
      for (const field of range.Uncertain) {
        expect(field.Alternatives.length).toBeGreaterThan(1);
        expect(field.Alternatives.reduce((sum, each) => sum + each.ShareOfWindow, 0)).toBeCloseTo(1, 12);
        expect(field.Alternatives.reduce((sum, each) => sum + each.Minutes, 0)).toBeCloseTo(range.Window.Minutes, 9);
        for (const alternative of field.Alternatives) {
          const minutes = range.Segments.filter((segment) => JSON.stringify(segment.Headline[field.Field]) === JSON.stringify(alternative.Value)).reduce(
            (sum, segment) => sum + segment.Minutes,
            0,
          );
          expect(minutes).toBeCloseTo(alternative.Minutes, 9);
        }
      }
    }
  });

  it('cuts at every activation change at activations level, with the 26 gates and lines', () => {
    const headline = chartsOverTimeRange(berlinDay);
    const activations = chartsOverTimeRange(berlinDay, { level: 'activations' });
    expect(activations.Level).toBe('activations');
    expect(activations.Segments.length).toBeGreaterThan(headline.Segments.length);
    expect(activations.Segments.every((segment) => segment.Activations.length === 26)).toBe(true);
    // The same day, the same answers.
    expect(activations.Certain).toEqual(headline.Certain);
    expect(activations.Uncertain).toEqual(headline.Uncertain);
  });

  it('answers a two-minute window with one segment or a few', () => {
    const range = chartsOverTimeRange({ date: '1990-05-04', timezone: 'Europe/Berlin', from: '12:00', to: '12:02' });
    expect(range.Window.Minutes).toBe(2);
    expect(range.Segments.length).toBeGreaterThanOrEqual(1);
    expect(range.Segments.reduce((sum, segment) => sum + segment.ShareOfWindow, 0)).toBeCloseTo(1, 12);
  });

  it('spans midnight with toDate', () => {
    const range = chartsOverTimeRange({ date: '1990-05-04', toDate: '1990-05-05', timezone: 'Europe/Berlin', from: '22:00', to: '02:00' });
    expect(range.Window.StartLocal).toBe('1990-05-04T22:00:00.000+02:00');
    expect(range.Window.EndLocal).toBe('1990-05-05T02:00:00.000+02:00');
    expect(range.Window.Minutes).toBe(240);
  });

  it('throws invalid_argument for bad input and passes the ephemeris’s zone and range errors through', () => {
    const codeOf = (run: () => unknown): string | undefined => {
      try {
        run();
      } catch (error) {
        if (CalendarError.isInstance(error) || EphemerisError.isInstance(error)) return error.code;
        throw error;
      }
      return undefined;
    };
    expect(codeOf(() => chartsOverTimeRange({ date: '1990-02-30', timezone: 'UTC' }))).toBe('invalid_argument');
    expect(codeOf(() => chartsOverTimeRange({ date: '1990-05-04', timezone: 'UTC', from: '12:00', to: '11:00' }))).toBe('invalid_argument');
    expect(codeOf(() => chartsOverTimeRange({ date: '1990-05-04', toDate: '1990-05-07', timezone: 'UTC' }))).toBe('invalid_argument');
    expect(codeOf(() => chartsOverTimeRange(berlinDay, { level: 'gates' as 'headline' }))).toBe('invalid_argument');
    expect(codeOf(() => chartsOverTimeRange({ date: '1990-05-04', timezone: 'Mars/Olympus' }))).toBe('invalid_timezone');
    expect(codeOf(() => chartsOverTimeRange({ date: '1800-01-05', timezone: 'UTC' }))).toBe('date_out_of_range');
  });
});
