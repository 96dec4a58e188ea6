// The gaps and folds of a zone inside a wall-clock window: the changes of offset whose skipped or repeated wall
// times overlap it, each with what it did to the clock.
import { timeZoneTransitions, type TimeWarning } from '@mandala/ephemeris';
import { formatOffset, formatWallSeconds } from './offset-date-time';
import type { WallClockWindow } from './wall-clock-window';

/** A change of the zone's offset that skips or repeats wall-clock times of the window. */
export interface WindowZoneTransition {
  /** `gap`: the clock jumps forward and skips wall times; `fold`: it jumps back and repeats them. */
  Kind: 'gap' | 'fold';
  /** The instant of the change, ISO 8601 UTC with milliseconds. */
  Utc: string;
  /** Offsets in force before and after the change, `±HH:MM` (`±HH:MM:SS` when they carry seconds). */
  OffsetBefore: string;
  OffsetAfter: string;
  /** The skipped (gap) or repeated (fold) wall times, `[LocalFrom, LocalTo)`, `YYYY-MM-DDTHH:MM:SS`. */
  LocalFrom: string;
  LocalTo: string;
  /** Length of the skipped or repeated run of wall time, minutes. */
  Minutes: number;
}

/** Gaps and folds of a window, and the warnings they give. */
export interface WindowZoneChanges {
  /** In time order. */
  readonly zoneTransitions: WindowZoneTransition[];
  /** `nonexistent_local_time` when the window holds skipped wall times, `ambiguous_local_time` when repeated ones. */
  readonly warnings: TimeWarning[];
}

const MILLISECONDS_PER_DAY = 86_400_000;

/**
 * The changes of offset of `timezone` (canonical) whose skipped (gap) or repeated (fold) wall times overlap the
 * window, whose instants run from `startMilliseconds` to `endMilliseconds`.
 */
export function windowZoneChanges(window: WallClockWindow, timezone: string, startMilliseconds: number, endMilliseconds: number): WindowZoneChanges {
  const zoneTransitions: WindowZoneTransition[] = [];
  const warnings: TimeWarning[] = [];
  const changes = timeZoneTransitions(timezone, new Date(startMilliseconds - MILLISECONDS_PER_DAY), new Date(endMilliseconds + MILLISECONDS_PER_DAY));
  for (const change of changes) {
    const atSeconds = change.instant.getTime() / 1000;
    const kind = change.offsetSecondsAfter > change.offsetSecondsBefore ? 'gap' : 'fold';
    const firstWallSeconds = atSeconds + Math.min(change.offsetSecondsBefore, change.offsetSecondsAfter);
    const lastWallSeconds = atSeconds + Math.max(change.offsetSecondsBefore, change.offsetSecondsAfter);
    if (!(firstWallSeconds < window.toWallSeconds && lastWallSeconds > window.fromWallSeconds)) continue;
    zoneTransitions.push({
      Kind: kind,
      Utc: change.instant.toISOString(),
      OffsetBefore: formatOffset(change.offsetSecondsBefore),
      OffsetAfter: formatOffset(change.offsetSecondsAfter),
      LocalFrom: formatWallSeconds(firstWallSeconds),
      LocalTo: formatWallSeconds(lastWallSeconds),
      Minutes: (lastWallSeconds - firstWallSeconds) / 60,
    });
    const warning = kind === 'gap' ? 'nonexistent_local_time' : 'ambiguous_local_time';
    if (!warnings.includes(warning)) warnings.push(warning);
  }
  return { zoneTransitions, warnings };
}
