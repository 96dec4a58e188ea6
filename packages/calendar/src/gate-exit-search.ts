// When bodies next leave (or last entered) their gates, looked for beyond a window: one event-finder search for all
// the bodies still unanswered, over growing spans (1, 8, 64 days, then up to the bound), so a fast body costs a day
// of search and only a slow one costs the whole bound. The searches stop at the ephemeris's range.
import { FIRST_SEARCHABLE_MILLISECONDS, LAST_SEARCHABLE_MILLISECONDS } from './ephemeris-range';
import { gateCrossings, type EventBody, type GateCrossing } from './events';

const MILLISECONDS_PER_DAY = 86_400_000;

/** Crossings of `bodies` in [start, end) cut to the ephemeris's range; none when nothing is left. */
function crossingsInRange(startMilliseconds: number, endMilliseconds: number, bodies: readonly EventBody[]): GateCrossing[] {
  const start = Math.max(startMilliseconds, FIRST_SEARCHABLE_MILLISECONDS);
  const end = Math.min(endMilliseconds, LAST_SEARCHABLE_MILLISECONDS);
  if (!(end > start)) return [];
  return gateCrossings({ start: new Date(start), end: new Date(end) }, { bodies, lines: false });
}
/** Span ends in days from the starting instant; the last is replaced by the bound when it is shorter. */
const SPAN_DAYS = [1, 8, 64];

function spanEnds(boundDays: number): number[] {
  return [...SPAN_DAYS.filter((days) => days < boundDays), boundDays];
}

/**
 * The gate change of each of `bodies` nearest to `from` in `direction` (strictly after or before it), searching
 * spans of growing length up to `boundDays` days, so near changes cost a short search. A body without a change
 * in that time has no entry.
 */
function nearestGateChanges(
  bodies: Iterable<EventBody>,
  from: Date,
  boundDays: number,
  direction: 'forward' | 'backward',
): Map<EventBody, GateCrossing> {
  const found = new Map<EventBody, GateCrossing>();
  const fromMilliseconds = from.getTime();
  const sign = direction === 'forward' ? 1 : -1;
  let remaining = [...new Set(bodies)];
  let searchedDays = 0;
  for (const endDays of spanEnds(boundDays)) {
    if (remaining.length === 0) break;
    const near = fromMilliseconds + sign * searchedDays * MILLISECONDS_PER_DAY;
    const far = fromMilliseconds + sign * endDays * MILLISECONDS_PER_DAY;
    for (const crossing of crossingsInRange(Math.min(near, far), Math.max(near, far), remaining)) {
      const offset = (crossing.instant.getTime() - fromMilliseconds) * sign;
      // Forward: the first crossing wins; backward: crossings come in time order, so the last one does.
      if (offset > 0 && (direction === 'backward' || !found.has(crossing.body))) found.set(crossing.body, crossing);
    }
    remaining = remaining.filter((body) => !found.has(body));
    searchedDays = endDays;
  }
  return found;
}

/**
 * The first gate change of each of `bodies` after `after`, searching at most `boundDays` days ahead. A body without
 * a change in that time has no entry.
 */
export function nextGateChanges(bodies: Iterable<EventBody>, after: Date, boundDays: number): Map<EventBody, GateCrossing> {
  return nearestGateChanges(bodies, after, boundDays, 'forward');
}

/**
 * The last gate change of each of `bodies` before `before`, searching at most `boundDays` days back. A body without
 * a change in that time has no entry.
 */
export function previousGateChanges(bodies: Iterable<EventBody>, before: Date, boundDays: number): Map<EventBody, GateCrossing> {
  return nearestGateChanges(bodies, before, boundDays, 'backward');
}
