// The instants a wall-clock window covers: every instant whose wall time is `from` or later and before `to`. A
// spring-forward gap skips wall times, so the window holds fewer real minutes than its wall clock shows; a fall-back
// fold repeats them, and the window holds both passes. When `from` or `to` falls inside the repeated hour, the
// instants of one pass lie outside the window and it splits into two intervals (born 01:10-01:20 on a fall-back day:
// 01:10-01:20 before and 01:10-01:20 after the clocks go back).
import { resolveLocalTime, timeZoneOffsetSeconds, timeZoneTransitions } from '@mandala/ephemeris';
import { CalendarError } from '../errors';
import type { WallClockWindow } from './wall-clock-window';

/** A span of instants `[start, end)`, milliseconds since 1970. */
export interface MillisecondSpan {
  readonly startMilliseconds: number;
  readonly endMilliseconds: number;
}

/** A wall-clock window resolved to instants. */
export interface WindowInstants extends MillisecondSpan {
  /** Canonical zone name. */
  readonly timezone: string;
  /**
   * The instants of the window, in time order: one interval, or more when `from` or `to` falls in a repeated hour.
   * `startMilliseconds` and `endMilliseconds` are the first one's start and the last one's end (whole milliseconds).
   */
  readonly intervals: MillisecondSpan[];
}

/** The end of the gap that skips the wall time `local`: the instant the clock jumps. */
function endOfGap(local: string, timezone: string, pushedForward: Date): number {
  const pushedBack = resolveLocalTime({ date: local, timezone, disambiguation: 'earlier' }).instant;
  const jump = timeZoneTransitions(timezone, pushedBack, pushedForward).find((each) => each.offsetSecondsAfter > each.offsetSecondsBefore);
  if (jump === undefined) throw new Error(`no forward jump of ${timezone} around ${local}`);
  return jump.instant.getTime();
}

/** The first instant whose wall time is `local` or later. */
function firstInstantFrom(local: string, timezone: string): number {
  const resolved = resolveLocalTime({ date: local, timezone, disambiguation: 'earlier' });
  if (!resolved.warnings.includes('nonexistent_local_time')) return resolved.instant.getTime();
  return endOfGap(local, timezone, resolveLocalTime({ date: local, timezone, disambiguation: 'later' }).instant);
}

/** The last occurrence of the wall time `local` (the end of the gap when a gap skips it). */
function lastInstantOf(local: string, timezone: string): number {
  const resolved = resolveLocalTime({ date: local, timezone, disambiguation: 'later' });
  if (!resolved.warnings.includes('nonexistent_local_time')) return resolved.instant.getTime();
  return endOfGap(local, timezone, resolved.instant);
}

/**
 * The instants of `[startMilliseconds, endMilliseconds)` whose wall time lies in the window: on each stretch of one
 * offset, the instants from `from − offset` to `to − offset`; touching pieces joined.
 */
function instantsWithWallTimeIn(window: WallClockWindow, timezone: string, startMilliseconds: number, endMilliseconds: number): MillisecondSpan[] {
  const changes = timeZoneTransitions(timezone, new Date(startMilliseconds), new Date(endMilliseconds)).map((change) => change.instant.getTime());
  const edges = [startMilliseconds, ...changes.filter((at) => at < endMilliseconds), endMilliseconds];
  const intervals: Array<{ startMilliseconds: number; endMilliseconds: number }> = [];
  for (let index = 0; index + 1 < edges.length; index += 1) {
    const stretchStart = edges[index] as number;
    const offsetMilliseconds = timeZoneOffsetSeconds(timezone, new Date(stretchStart)) * 1000;
    const pieceStart = Math.max(stretchStart, window.fromWallSeconds * 1000 - offsetMilliseconds);
    const pieceEnd = Math.min(edges[index + 1] as number, window.toWallSeconds * 1000 - offsetMilliseconds);
    if (!(pieceEnd > pieceStart)) continue;
    const previous = intervals[intervals.length - 1];
    if (previous !== undefined && previous.endMilliseconds === pieceStart) previous.endMilliseconds = pieceEnd;
    else intervals.push({ startMilliseconds: pieceStart, endMilliseconds: pieceEnd });
  }
  return intervals;
}

/**
 * The instants of a wall-clock window in `timezone`.
 * Throws `CalendarError` `invalid_argument` when every wall time of the window falls in one gap (no instant has
 * it); `EphemerisError` `invalid_timezone` for a refused zone name.
 */
export function windowInstants(window: WallClockWindow, timezone: string): WindowInstants {
  const canonical = resolveLocalTime({ date: window.fromLocal, timezone }).timezone;
  const startMilliseconds = firstInstantFrom(window.fromLocal, canonical);
  const endMilliseconds = lastInstantOf(window.toLocal, canonical);
  if (!(endMilliseconds > startMilliseconds)) {
    throw new CalendarError(
      'invalid_argument',
      `no instant has a wall time in ${window.date} ${window.from} to ${window.toDate} ${window.to} in ${canonical}: the clocks skipped all of it`,
      { details: { field: 'to', date: window.date, from: window.from, toDate: window.toDate, to: window.to, timezone: canonical } },
    );
  }
  const intervals = instantsWithWallTimeIn(window, canonical, startMilliseconds, endMilliseconds);
  if (intervals.length === 0) throw new Error(`no instant of ${canonical} has a wall time in ${window.fromLocal} to ${window.toLocal}`);
  return { timezone: canonical, startMilliseconds, endMilliseconds, intervals };
}
