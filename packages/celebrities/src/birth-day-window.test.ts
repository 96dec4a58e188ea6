import { chartsOverTimeRange } from '@mandala/calendar';
import { describe, expect, it } from 'vitest';
import { celebrityBirthDayWindow } from './birth-day-window';
import { celebrityBirthMoment } from './birth-moment';
import type { CelebrityRecord } from './celebrity-record';
import { findCelebrityRecord } from './get-celebrity';

function record(slug: string): CelebrityRecord {
  const found = findCelebrityRecord(slug);
  if (found === undefined) throw new Error(`no record ${slug}`);
  return found;
}

describe('celebrityBirthDayWindow', () => {
  it('is the whole local day in the zone for a record without a birth time (Marie Curie)', () => {
    expect(celebrityBirthDayWindow(record('marie-curie'))).toEqual({ date: '1867-11-07', timezone: 'Europe/Warsaw' });
  });

  it('holds the 12:00 chart of every record without a birth time', () => {
    for (const each of [record('marie-curie'), record('charles-darwin'), record('max-planck')]) {
      const day = chartsOverTimeRange(celebrityBirthDayWindow(each));
      const noon = celebrityBirthMoment(each).instant.toISOString();
      expect(day.Window.StartUtc < noon && noon < day.Window.EndUtc, each.slug).toBe(true);
    }
  });

  it('shifts the day to the mean time of the birthplace for a localMeanTime record (Ulm 1879 on Berlin time)', () => {
    // Not in the data (the validation script allows localMeanTime only with a birth time), but the window must
    // follow the clock the chart would be cast on: Ulm's mean time runs 0:39:58 ahead of Greenwich, Berlin's zone
    // then 0:53:28, so Ulm's midnight is 00:13:30 on the zone's clock.
    const undated: CelebrityRecord = { ...record('albert-einstein'), birthTime: null, timeKnown: false, rating: 'X' };
    const window = celebrityBirthDayWindow(undated);
    expect(window).toEqual({
      date: '1879-03-14',
      from: '00:13:30',
      toDate: '1879-03-15',
      to: '00:13:30',
      timezone: 'Europe/Berlin',
    });
    const day = chartsOverTimeRange(window);
    expect(day.Window.StartUtc).toBe('1879-03-13T23:20:02.000Z');
    expect(day.Window.Minutes).toBe(1440);
    expect(celebrityBirthMoment(undated).instant.toISOString()).toBe('1879-03-14T11:20:02.000Z');
  });
});
