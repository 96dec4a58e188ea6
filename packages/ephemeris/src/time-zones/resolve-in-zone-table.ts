// A local wall time in one decoded zone table → the UTC instant, with Temporal-style disambiguation of DST
// gaps (times that never happened) and folds (times that happened twice).
import { EphemerisError } from '../errors';
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

/** The instant a local time resolved to in one table, and the clock change it met, if any. */
export interface TableResolution {
  instantSeconds: number;
  offsetSeconds: number;
  clockChange: 'nonexistent_local_time' | 'ambiguous_local_time' | undefined;
}

/** Offsets never exceed 16 hours either way in the tz database (Asia/Manila LMT: -15:56:08). */
export const SEARCH_WINDOW_SECONDS = 18 * 3600;

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
 * Resolves `localSeconds` (the wall time read as if it were UTC, in seconds) in `table`. With
 * `disambiguation: 'reject'` a gap or fold throws `nonexistent_local_time` / `ambiguous_local_time`,
 * whose message names `date` and `timezone`.
 */
export function resolveInZoneTable(
  table: ZoneTable,
  localSeconds: number,
  disambiguation: Disambiguation,
  shown: { date: string; timezone: string },
): TableResolution {
  const candidates = candidatesFor(table, localSeconds);
  const count = candidates.instantsSeconds.length;
  if (count === 1) {
    return { instantSeconds: candidates.instantsSeconds[0] ?? 0, offsetSeconds: candidates.offsetsSeconds[0] ?? 0, clockChange: undefined };
  }
  if (count === 0) {
    if (disambiguation === 'reject') {
      throw new EphemerisError(
        'nonexistent_local_time',
        `The local time ${shown.date} does not exist in ${shown.timezone}: the clocks skipped it.`,
        { details: { ...shown, ...candidates.gap } },
      );
    }
    const gap = candidates.gap ?? { offsetSecondsBefore: 0, offsetSecondsAfter: 0 };
    const offsetUsed = disambiguation === 'earlier' ? gap.offsetSecondsAfter : gap.offsetSecondsBefore;
    const instantSeconds = localSeconds - offsetUsed;
    return { instantSeconds, offsetSeconds: offsetSecondsAt(table, instantSeconds), clockChange: 'nonexistent_local_time' };
  }
  if (disambiguation === 'reject') {
    throw new EphemerisError(
      'ambiguous_local_time',
      `The local time ${shown.date} occurs twice in ${shown.timezone}: the clocks were turned back.`,
      { details: { ...shown, offsetsSeconds: candidates.offsetsSeconds } },
    );
  }
  const pick = disambiguation === 'later' ? count - 1 : 0;
  return {
    instantSeconds: candidates.instantsSeconds[pick] ?? 0,
    offsetSeconds: candidates.offsetsSeconds[pick] ?? 0,
    clockChange: 'ambiguous_local_time',
  };
}
