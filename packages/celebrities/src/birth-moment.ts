import { resolveLocalTime } from '@mandala/ephemeris';
import { UNKNOWN_TIME_CHART_TIME, type CelebrityRecord } from './celebrity-record';

/** Seconds of UTC offset per degree of longitude in local mean (solar) time: 24 h / 360°. */
const MEAN_TIME_SECONDS_PER_DEGREE = 240;

/** The instant a record's chart is cast for, and how it was found. */
export interface CelebrityBirthMoment {
  /** Local wall time the chart uses, `YYYY-MM-DDTHH:MM` (12:00 when the birth time is unknown). */
  localDateTime: string;
  /** The UTC instant. */
  instant: Date;
  /** UTC offset applied, in seconds east of Greenwich. */
  offsetSeconds: number;
  /** `zone` (IANA history of `timezone`) or `local-mean-time` (the birthplace's longitude). */
  offsetBasis: 'zone' | 'local-mean-time';
  /** Time-zone warnings (`nonexistent_local_time`, `ambiguous_local_time`); none for the shipped records. */
  warnings: string[];
}

/**
 * The UTC offset of local mean time at a longitude, in whole seconds (Ulm, 9.9916° E → +2398 s, 0:39:58).
 * @param longitudeDegrees east positive, −180..180.
 */
export function localMeanTimeOffsetSeconds(longitudeDegrees: number): number {
  return Math.round(longitudeDegrees * MEAN_TIME_SECONDS_PER_DEGREE);
}

/** `YYYY-MM-DDTHH:MM` read as if it were UTC, in milliseconds since 1970. */
function wallClockAsUtcMilliseconds(localDateTime: string): number {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = localDateTime.split(/[-T:]/).map(Number);
  return Date.UTC(year, month - 1, day, hour, minute);
}

/**
 * The UTC instant of a record's birth: its recorded local time (or 12:00 when unknown) in its IANA zone,
 * or, for `localMeanTime` records, in the mean solar time of its birthplace. Invalid dates and zones throw the
 * `EphemerisError` of `resolveLocalTime` (the validation script keeps them out of the data).
 */
export function celebrityBirthMoment(record: CelebrityRecord): CelebrityBirthMoment {
  const localDateTime = `${record.birthDate}T${record.birthTime ?? UNKNOWN_TIME_CHART_TIME}`;
  const resolved = resolveLocalTime({ date: localDateTime, timezone: record.timezone });
  if (record.localMeanTime === true) {
    const offsetSeconds = localMeanTimeOffsetSeconds(record.longitudeDegrees);
    return {
      localDateTime,
      instant: new Date(wallClockAsUtcMilliseconds(localDateTime) - offsetSeconds * 1000),
      offsetSeconds,
      offsetBasis: 'local-mean-time',
      warnings: [],
    };
  }
  return {
    localDateTime,
    instant: resolved.instant,
    offsetSeconds: resolved.offsetSeconds,
    offsetBasis: 'zone',
    warnings: [...resolved.warnings],
  };
}
