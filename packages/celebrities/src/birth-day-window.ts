import type { BirthTimeRangeInput } from '@mandala/calendar';
import { timeZoneOffsetSeconds } from '@mandala/ephemeris';
import { localMeanTimeOffsetSeconds } from './birth-moment';
import type { CelebrityRecord } from './celebrity-record';

const SECONDS_PER_DAY = 86_400;

/** The wall clock of `timezone` at a UTC instant given in seconds since 1970: `YYYY-MM-DD` and `HH:MM:SS`. */
function wallClockAt(utcSeconds: number, timezone: string): { date: string; time: string } {
  const offsetSeconds = timeZoneOffsetSeconds(timezone, new Date(utcSeconds * 1000));
  const wallClock = new Date((utcSeconds + offsetSeconds) * 1000).toISOString();
  return { date: wallClock.slice(0, 10), time: wallClock.slice(11, 19) };
}

/**
 * The whole local day of a record's birth date, on the same clock as its chart (see `celebrityBirthMoment`), as a
 * window for `chartsOverTimeRange`: 00:00 to 24:00 in the record's zone; for a `localMeanTime` record, the day of
 * the birthplace's mean solar time, written as the wall times of the zone at its two ends (Ulm, 1879-03-14:
 * 00:13:30 to 00:13:30 the next day in Europe/Berlin, whose clock then ran 13 min 30 s ahead of Ulm's). The shifted
 * window is exact unless the zone changes its offset during that day. The chart of a record without a birth time
 * (12:00 on that clock) always lies inside it.
 */
export function celebrityBirthDayWindow(record: CelebrityRecord): BirthTimeRangeInput {
  if (record.localMeanTime !== true) return { date: record.birthDate, timezone: record.timezone };
  const [year = 0, month = 1, day = 1] = record.birthDate.split('-').map(Number);
  const startUtcSeconds = Date.UTC(year, month - 1, day) / 1000 - localMeanTimeOffsetSeconds(record.longitudeDegrees);
  const start = wallClockAt(startUtcSeconds, record.timezone);
  const end = wallClockAt(startUtcSeconds + SECONDS_PER_DAY, record.timezone);
  return { date: start.date, from: start.time, toDate: end.date, to: end.time, timezone: record.timezone };
}
