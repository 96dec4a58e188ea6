// Local wall time + IANA zone → UTC instant. Before a zone had standard time it ran on its reference city's
// local mean time; given the birthplace's longitude, the birthplace's own local mean time is used instead.
import { EphemerisError } from '../errors';
import { birthplaceZoneTable, nearestWholeDaysTo } from './birthplace-zone-table';
import { localMeanTimeOffsetSeconds } from './local-mean-time-offset';
import { parseLocalDateTime } from './local-date-time-string';
import { resolveInZoneTable, SEARCH_WINDOW_SECONDS, type Disambiguation, type TableResolution } from './resolve-in-zone-table';
import { requireZone } from './time-zone-registry';
import { offsetSecondsAt, type ZoneTable } from './zone-table';

export type { Disambiguation } from './resolve-in-zone-table';

/**
 * A notice about how the local time was read; tell the person.
 * - `nonexistent_local_time`: the time fell in a clock-change gap and was moved per `disambiguation`.
 * - `ambiguous_local_time`: the time fell in a clock-change fold and one of its two instants was chosen.
 * - `zone_local_mean_time`: the zone had no standard time yet, so its reference city's local mean time was
 *   used (Berlin's +0:53:28 for all of Europe/Berlin before 1893); give the birthplace longitude for its own.
 * - `birthplace_local_mean_time`: the zone had no standard time yet, so the birthplace's local mean time
 *   from the given longitude was used.
 */
export type TimeWarning = 'nonexistent_local_time' | 'ambiguous_local_time' | 'zone_local_mean_time' | 'birthplace_local_mean_time';

/**
 * Where the applied UTC offset came from: the zone's own offsets (`zone`), the local mean time of the
 * zone's reference city before the zone had standard time (`zone-local-mean-time`), or the local mean
 * time of the birthplace's longitude then (`birthplace-local-mean-time`).
 */
export type OffsetBasis = 'zone' | 'zone-local-mean-time' | 'birthplace-local-mean-time';

/** Input of {@link resolveLocalTime}. */
export interface LocalTimeInput {
  /** Local wall time `YYYY-MM-DDTHH:MM[:SS[.f{1,7}]]`, without `Z` or offset. */
  date: string;
  /** IANA zone name (`America/New_York`, `UTC`; backward links such as `US/Eastern` accepted). */
  timezone: string;
  /** Defaults to `compatible`. */
  disambiguation?: Disambiguation;
  /**
   * Longitude of the place, degrees east (−180..180). Used only before the zone had standard time, to
   * apply the place's own local mean time; at any other time it changes nothing.
   */
  longitudeDegrees?: number;
}

/** Result of {@link resolveLocalTime}. */
export interface ResolvedLocalTime {
  /** The UTC instant (millisecond precision; fraction digits past the third are truncated). */
  instant: Date;
  /** UTC offset applied, seconds east of Greenwich (can carry seconds, e.g. local mean time). */
  offsetSeconds: number;
  /** Where `offsetSeconds` came from. */
  offsetBasis: OffsetBasis;
  /** Empty for an ordinary time; a clock-change code and/or a local-mean-time code otherwise. */
  warnings: TimeWarning[];
  /** Canonical name of the zone used. */
  timezone: string;
}

const DISAMBIGUATIONS: readonly string[] = ['compatible', 'earlier', 'later', 'reject'];

/** True when `localSeconds` lies so far past `untilSeconds` that no reading of it can fall before. */
function wellAfter(localSeconds: number, untilSeconds: number): boolean {
  return localSeconds >= untilSeconds + 2 * SEARCH_WINDOW_SECONDS;
}

/** The birthplace's local mean time offset, on the zone's side of the date line at that local time. */
function birthplaceOffsetSeconds(table: ZoneTable, localSeconds: number, untilSeconds: number, longitudeDegrees: number): number {
  const zoneOffsetThen = offsetSecondsAt(table, Math.min(localSeconds - table.initialOffsetSeconds, untilSeconds - 1));
  return nearestWholeDaysTo(localMeanTimeOffsetSeconds(longitudeDegrees), zoneOffsetThen);
}

function warningsOf(resolution: TableResolution, basisWarning?: TimeWarning): TimeWarning[] {
  const warnings: TimeWarning[] = resolution.clockChange === undefined ? [] : [resolution.clockChange];
  if (basisWarning !== undefined) warnings.push(basisWarning);
  return warnings;
}

/**
 * Converts a local wall time in an IANA zone to a UTC instant using the engine's own copy of
 * the full tz database (with backzone), so historical offsets are right and the host's time-zone
 * data never matters. A time in a DST gap or fold is resolved by `disambiguation` and always
 * reported in `warnings`.
 *
 * Before a zone had standard time (the database's `LMT` period), its offsets are the local mean time
 * of its reference city, for every place in the zone: Europe/Berlin gives Berlin's +0:53:28 to a
 * birth in Ulm in 1879, 13.5 minutes off Ulm's own +0:39:57. The result then carries
 * `zone_local_mean_time`. With `longitudeDegrees`, the place's own local mean time
 * (`round(longitudeDegrees × 240)` seconds, whole days added when the zone counted its dates across
 * the date line) is used instead, up to the instant the zone took up standard time, with
 * `birthplace_local_mean_time`; the same holds for a zone's `-00` period (no local time, offset 0).
 *
 * Throws `EphemerisError` with code `invalid_date` (malformed string, impossible day such as
 * 2023-02-30), `invalid_timezone` (not an accepted IANA name; the message says the time zone is
 * not properly formatted), `invalid_argument` (unknown disambiguation, a longitude that is not a
 * finite number from −180 to 180), or, with `disambiguation: 'reject'`, `nonexistent_local_time` /
 * `ambiguous_local_time`.
 *
 * @example resolveLocalTime({ date: '1985-03-12T14:30', timezone: 'America/New_York' })
 *   // → { instant: 1985-03-12T19:30:00.000Z, offsetSeconds: -18000, offsetBasis: 'zone', warnings: [], timezone: 'America/New_York' }
 * @example resolveLocalTime({ date: '1879-03-14T11:30', timezone: 'Europe/Berlin', longitudeDegrees: 9.9876 })
 *   // → instant 1879-03-14T10:50:03.000Z, offsetSeconds 2397, offsetBasis 'birthplace-local-mean-time'
 */
export function resolveLocalTime(input: LocalTimeInput): ResolvedLocalTime {
  if (typeof input !== 'object' || input === null) {
    throw new EphemerisError('invalid_argument', 'Expected { date, timezone, disambiguation?, longitudeDegrees? }.', { details: { input } });
  }
  const disambiguation = input.disambiguation ?? 'compatible';
  if (!DISAMBIGUATIONS.includes(disambiguation)) {
    throw new EphemerisError('invalid_argument', `Unknown disambiguation ${JSON.stringify(disambiguation)}.`, {
      details: { disambiguation, allowed: DISAMBIGUATIONS },
    });
  }
  const { longitudeDegrees } = input;
  if (longitudeDegrees !== undefined) localMeanTimeOffsetSeconds(longitudeDegrees);
  const { localSeconds, millisecond } = parseLocalDateTime(input.date);
  const { canonicalName, table } = requireZone(input.timezone);
  const shown = { date: input.date, timezone: canonicalName };
  const finish = (resolution: TableResolution, offsetBasis: OffsetBasis, warnings: TimeWarning[]): ResolvedLocalTime => ({
    instant: new Date(resolution.instantSeconds * 1000 + millisecond),
    offsetSeconds: resolution.offsetSeconds,
    offsetBasis,
    warnings,
    timezone: canonicalName,
  });

  const before = table.beforeStandardTime;
  if (before === undefined || wellAfter(localSeconds, before.untilSeconds)) {
    const resolution = resolveInZoneTable(table, localSeconds, disambiguation, shown);
    return finish(resolution, 'zone', warningsOf(resolution));
  }
  if (longitudeDegrees !== undefined) {
    const offsetSeconds = birthplaceOffsetSeconds(table, localSeconds, before.untilSeconds, longitudeDegrees);
    const resolution = resolveInZoneTable(birthplaceZoneTable(table, offsetSeconds), localSeconds, disambiguation, shown);
    return resolution.instantSeconds < before.untilSeconds
      ? finish(resolution, 'birthplace-local-mean-time', warningsOf(resolution, 'birthplace_local_mean_time'))
      : finish(resolution, 'zone', warningsOf(resolution));
  }
  const resolution = resolveInZoneTable(table, localSeconds, disambiguation, shown);
  return resolution.instantSeconds < before.untilSeconds && before.abbreviation === 'LMT'
    ? finish(resolution, 'zone-local-mean-time', warningsOf(resolution, 'zone_local_mean_time'))
    : finish(resolution, 'zone', warningsOf(resolution));
}
