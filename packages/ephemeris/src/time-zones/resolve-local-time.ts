// Local wall time + IANA zone → UTC instant, with Temporal-style disambiguation of DST gaps
// (times that never happened) and folds (times that happened twice).
import { EphemerisError } from '../errors';
import { parseLocalDateTime } from './local-date-time-string';
import { requireZone } from './time-zone-registry';
import { offsetSecondsAt, transitionsBetween, type ZoneTable } from './zone-table';

/**
 * How to choose an instant for a local time that is skipped (gap) or repeated (fold).
 * - `compatible` (default, as Temporal and most calendars): in a fold the earlier instant; in a
 *   gap the instant the clock would show had it not jumped (pushed forward by the gap's length).
 * - `earlier`: the earlier of the two instants in a fold; in a gap, pushed back by the gap's length.
 * - `later`: the later instant in a fold; in a gap, pushed forward by the gap's length.
 * - `reject`: throw `EphemerisError` with code `nonexistent_local_time` or `ambiguous_local_time`.
 */
export type Disambiguation = 'compatible' | 'earlier' | 'later' | 'reject';

/** A notice that the local time had to be disambiguated; tell the person. */
export type TimeWarning = 'nonexistent_local_time' | 'ambiguous_local_time';

/** Input of {@link resolveLocalTime}. */
export interface LocalTimeInput {
  /** Local wall time `YYYY-MM-DDTHH:MM[:SS[.f{1,7}]]`, without `Z` or offset. */
  date: string;
  /** IANA zone name (`America/New_York`, `UTC`; backward links such as `US/Eastern` accepted). */
  timezone: string;
  /** Defaults to `compatible`. */
  disambiguation?: Disambiguation;
}

/** Result of {@link resolveLocalTime}. */
export interface ResolvedLocalTime {
  /** The UTC instant (millisecond precision; fraction digits past the third are truncated). */
  instant: Date;
  /** UTC offset applied, seconds east of Greenwich (can carry seconds, e.g. local mean time). */
  offsetSeconds: number;
  /** Empty for an ordinary time; one code when the time fell in a DST gap or fold. */
  warnings: TimeWarning[];
  /** Canonical name of the zone used. */
  timezone: string;
}

/** Offsets never exceed 16 hours either way in the tz database (Asia/Manila LMT: -15:56:08). */
const SEARCH_WINDOW_SECONDS = 18 * 3600;
const DISAMBIGUATIONS: readonly string[] = ['compatible', 'earlier', 'later', 'reject'];

interface Candidates {
  /** Instants (Unix seconds) whose offset maps them to the local time, ascending. */
  instantsSeconds: number[];
  offsetsSeconds: number[];
  /** For a gap: the offsets before and after the jump. */
  gap?: { offsetSecondsBefore: number; offsetSecondsAfter: number };
}

function candidatesFor(table: ZoneTable, localSeconds: number): Candidates {
  const from = localSeconds - SEARCH_WINDOW_SECONDS;
  const transitions = transitionsBetween(table, from, localSeconds + SEARCH_WINDOW_SECONDS);
  const offsets = [offsetSecondsAt(table, from), ...transitions.map((each) => each.offsetSecondsAfter)];
  const instantsSeconds: number[] = [];
  const offsetsSeconds: number[] = [];
  for (const offset of offsets) {
    const instant = localSeconds - offset;
    if (instantsSeconds.includes(instant) || offsetSecondsAt(table, instant) !== offset) continue;
    instantsSeconds.push(instant);
    offsetsSeconds.push(offset);
  }
  if (instantsSeconds.length > 0) {
    const order = instantsSeconds.map((_, index) => index).sort((a, b) => (instantsSeconds[a] ?? 0) - (instantsSeconds[b] ?? 0));
    return {
      instantsSeconds: order.map((index) => instantsSeconds[index] ?? 0),
      offsetsSeconds: order.map((index) => offsetsSeconds[index] ?? 0),
    };
  }
  const jump = transitions.find(
    (each) =>
      each.offsetSecondsAfter > each.offsetSecondsBefore &&
      each.atSeconds + each.offsetSecondsBefore <= localSeconds &&
      localSeconds < each.atSeconds + each.offsetSecondsAfter,
  );
  const before = jump?.offsetSecondsBefore ?? offsets[0] ?? 0;
  return {
    instantsSeconds,
    offsetsSeconds,
    gap: { offsetSecondsBefore: before, offsetSecondsAfter: jump?.offsetSecondsAfter ?? before },
  };
}

/**
 * Converts a local wall time in an IANA zone to a UTC instant using the engine's own copy of
 * the full tz database (with backzone), so historical offsets are right and the host's time-zone
 * data never matters. A time in a DST gap or fold is resolved by `disambiguation` and always
 * reported in `warnings`.
 *
 * Throws `EphemerisError` with code `invalid_date` (malformed string, impossible day such as
 * 2023-02-30), `invalid_timezone` (not an accepted IANA name; the message says the time zone is
 * not properly formatted), `invalid_argument` (unknown disambiguation), or, with
 * `disambiguation: 'reject'`, `nonexistent_local_time` / `ambiguous_local_time`.
 *
 * @example resolveLocalTime({ date: '1985-03-12T14:30', timezone: 'America/New_York' })
 *   // → { instant: 1985-03-12T19:30:00.000Z, offsetSeconds: -18000, warnings: [], timezone: 'America/New_York' }
 */
export function resolveLocalTime(input: LocalTimeInput): ResolvedLocalTime {
  if (typeof input !== 'object' || input === null) {
    throw new EphemerisError('invalid_argument', 'Expected { date, timezone, disambiguation? }.', { details: { input } });
  }
  const disambiguation = input.disambiguation ?? 'compatible';
  if (!DISAMBIGUATIONS.includes(disambiguation)) {
    throw new EphemerisError('invalid_argument', `Unknown disambiguation ${JSON.stringify(disambiguation)}.`, {
      details: { disambiguation, allowed: DISAMBIGUATIONS },
    });
  }
  const { localSeconds, millisecond } = parseLocalDateTime(input.date);
  const { canonicalName, table } = requireZone(input.timezone);
  const candidates = candidatesFor(table, localSeconds);
  const count = candidates.instantsSeconds.length;
  const finish = (instantSeconds: number, offsetSeconds: number, warnings: TimeWarning[]): ResolvedLocalTime => ({
    instant: new Date(instantSeconds * 1000 + millisecond),
    offsetSeconds,
    warnings,
    timezone: canonicalName,
  });

  if (count === 1) return finish(candidates.instantsSeconds[0] ?? 0, candidates.offsetsSeconds[0] ?? 0, []);
  const details = { date: input.date, timezone: canonicalName };
  if (count === 0) {
    if (disambiguation === 'reject') {
      throw new EphemerisError(
        'nonexistent_local_time',
        `The local time ${input.date} does not exist in ${canonicalName}: the clocks skipped it.`,
        { details: { ...details, ...candidates.gap } },
      );
    }
    const gap = candidates.gap ?? { offsetSecondsBefore: 0, offsetSecondsAfter: 0 };
    const offsetUsed = disambiguation === 'earlier' ? gap.offsetSecondsAfter : gap.offsetSecondsBefore;
    const instantSeconds = localSeconds - offsetUsed;
    return finish(instantSeconds, offsetSecondsAt(table, instantSeconds), ['nonexistent_local_time']);
  }
  if (disambiguation === 'reject') {
    throw new EphemerisError(
      'ambiguous_local_time',
      `The local time ${input.date} occurs twice in ${canonicalName}: the clocks were turned back.`,
      { details: { ...details, offsetsSeconds: candidates.offsetsSeconds } },
    );
  }
  const pick = disambiguation === 'later' ? count - 1 : 0;
  return finish(candidates.instantsSeconds[pick] ?? 0, candidates.offsetsSeconds[pick] ?? 0, ['ambiguous_local_time']);
}
