// The charts a window of possible birth times can give: the window cut into the exact intervals over which the
// chart (its headline, or every activation's gate and line) stays the same, and which answers hold whatever the time.
import type { GateActivationV1 } from '@mandala/bodygraph';
import type { TimeWarning } from '@mandala/ephemeris';
import { activationTimeline } from './activation-timeline';
import { chartPieces, clipPieces, type ChartPiece } from './chart-pieces';
import { headlineCertainty, type UncertainHeadlineField } from './headline-certainty';
import { offsetDateTime } from './offset-date-time';
import type { BirthTimeHeadline } from './segment-headline';
import { checkedLevel, type BirthTimeRangeLevel } from './time-range-level';
import { windowInstants } from './window-instants';
import { windowZoneChanges, type WindowZoneTransition } from './window-zone-transitions';
import { checkedWallClockWindow, type BirthTimeRangeInput } from './wall-clock-window';

/** Options of {@link chartsOverTimeRange}. */
export interface BirthTimeRangeOptions<Level extends BirthTimeRangeLevel = BirthTimeRangeLevel> {
  /** `headline` (default) or `activations`. */
  readonly level?: Level;
}

/** Where a span starts and ends, as instants. */
export interface InstantSpan {
  /** Wall time in the zone with its offset, `YYYY-MM-DDTHH:MM:SS.sss±HH:MM`. */
  StartLocal: string;
  EndLocal: string;
  /** ISO 8601 UTC with milliseconds. */
  StartUtc: string;
  EndUtc: string;
  /** Real minutes between the two instants (a window over a spring-forward gap has fewer than its wall clock shows). */
  Minutes: number;
}

/** One interval of birth instants, `[Start, End)`, with one chart at the requested level. */
export interface BirthTimeSegmentBase extends InstantSpan {
  /** `Minutes` over the window's minutes, 0..1; the segments' shares add up to 1. */
  ShareOfWindow: number;
  Headline: BirthTimeHeadline;
}

/** A segment at `activations` level: also the gate and line of each of the 26 activations (personality first). */
export interface BirthTimeActivationSegment extends BirthTimeSegmentBase {
  Activations: GateActivationV1[];
}

/** A segment of a result at `Level`. */
export type BirthTimeSegment<Level extends BirthTimeRangeLevel = BirthTimeRangeLevel> = Level extends 'activations'
  ? BirthTimeActivationSegment
  : BirthTimeSegmentBase;

/** Result of {@link chartsOverTimeRange}. */
export interface BirthTimeRange<Level extends BirthTimeRangeLevel = BirthTimeRangeLevel> {
  Level: Level;
  /** Canonical zone name. */
  Timezone: string;
  /**
   * The window as asked for (wall clock) and as instants: from its first instant to its last, `Minutes` the real
   * minutes inside it.
   */
  Window: InstantSpan & {
    Date: string;
    From: string;
    ToDate: string;
    To: string;
    /**
     * The instants of the window: one interval, or more when `From` or `To` falls in an hour a fall-back fold
     * repeats (the part of that hour's other pass outside the window is left out).
     */
    Intervals: InstantSpan[];
    /** Minutes of wall-clock time from `From` to `To`. */
    WallClockMinutes: number;
  };
  /**
   * The window cut where the level's value changes, in time order, covering it without overlaps: each segment ends
   * where the next starts, except at the hole between two `Window.Intervals`.
   */
  Segments: BirthTimeSegment<Level>[];
  /** The headline fields with one value over the whole window, with that value. */
  Certain: Partial<BirthTimeHeadline>;
  /** Every other headline field, with each value it takes and the share of the window it holds. */
  Uncertain: UncertainHeadlineField[];
  /** Gaps and folds of the zone inside the window. */
  ZoneTransitions: WindowZoneTransition[];
  /** `nonexistent_local_time` when the window holds wall times the clocks skipped; `ambiguous_local_time` when it holds repeated ones. */
  Warnings: TimeWarning[];
}

function span(startMilliseconds: number, endMilliseconds: number, timezone: string): InstantSpan {
  return {
    StartLocal: offsetDateTime(startMilliseconds, timezone),
    EndLocal: offsetDateTime(endMilliseconds, timezone),
    StartUtc: new Date(startMilliseconds).toISOString(),
    EndUtc: new Date(endMilliseconds).toISOString(),
    Minutes: (endMilliseconds - startMilliseconds) / 60_000,
  };
}

function segmentOf(piece: ChartPiece, windowMilliseconds: number, timezone: string): BirthTimeSegment {
  const segment: BirthTimeSegmentBase = {
    ...span(piece.startMilliseconds, piece.endMilliseconds, timezone),
    ShareOfWindow: (piece.endMilliseconds - piece.startMilliseconds) / windowMilliseconds,
    Headline: piece.headline,
  };
  return piece.activations === undefined ? segment : { ...segment, Activations: piece.activations };
}

/**
 * The charts of every birth time in a local window: `date` `from` to `toDate` `to` (default the whole local day
 * `00:00` to `24:00`) in `timezone`, cut into the exact intervals over which the chart stays the same at `level`,
 * with the headline answers that hold whatever the time (`Certain`) and the others' alternatives (`Uncertain`).
 *
 * Both sides move with the birth: the personality at the birth instant, the design at the instant the Sun stood 88°
 * of solar arc earlier. Every boundary is a root of the event finder (a body on a gate or line boundary, in birth or
 * design time), exact to well under a millisecond on `@mandala/ephemeris`, and written to the millisecond.
 *
 * The window is every instant whose wall time is `from` or later and before `to`: a spring-forward gap inside it
 * skips wall times (fewer real minutes), a fall-back fold repeats them (both passes belong to the window). Segments
 * are intervals of instants, labelled in local time with the offset in force; `Minutes` and `ShareOfWindow` count
 * real time.
 *
 * @throws CalendarError `invalid_argument` for a date that is not an existing `YYYY-MM-DD`, a time that is not
 *   `HH:MM[:SS]` (`to` up to `24:00`), an end not after the start, a window longer than 48 hours of wall-clock time,
 *   a window that a gap skips entirely, or an unknown level; EphemerisError `invalid_timezone` for a refused zone
 *   and `date_out_of_range` for births (or their design instants) outside 1800-2200.
 *
 * @example
 * const day = chartsOverTimeRange({ date: '1990-05-04', timezone: 'Europe/Berlin' });
 * day.Certain;                                // { Type: { Id: 'projector', Name: 'Projector' } }
 * day.Uncertain.map((field) => field.Field);  // ['Authority', 'Profile', 'Definition', 'IncarnationCross', 'DefinedCenters', 'Channels']
 * day.Segments[1]?.StartLocal;                // '1990-05-04T01:14:19.208+02:00' (the profile turns from 6/3 to 1/3)
 */
export function chartsOverTimeRange<Level extends BirthTimeRangeLevel = 'headline'>(
  input: BirthTimeRangeInput,
  options: BirthTimeRangeOptions<Level> = {},
): BirthTimeRange<Level> {
  const level = checkedLevel((options as BirthTimeRangeOptions | undefined)?.level) as Level;
  const wallClock = checkedWallClockWindow(input);
  const window = windowInstants(wallClock, input.timezone);
  const { startMilliseconds, endMilliseconds, timezone } = window;
  const zoneChanges = windowZoneChanges(wallClock, timezone, startMilliseconds, endMilliseconds);
  const timeline = activationTimeline(startMilliseconds, endMilliseconds, level);
  const pieces = clipPieces(chartPieces(timeline, startMilliseconds, endMilliseconds, level), window.intervals);
  const windowMilliseconds = window.intervals.reduce((sum, interval) => sum + interval.endMilliseconds - interval.startMilliseconds, 0);
  const certainty = headlineCertainty(
    pieces.map((piece) => ({ headline: piece.headline, milliseconds: piece.endMilliseconds - piece.startMilliseconds })),
  );
  return {
    Level: level,
    Timezone: timezone,
    Window: {
      Date: wallClock.date,
      From: wallClock.from,
      ToDate: wallClock.toDate,
      To: wallClock.to,
      ...span(startMilliseconds, endMilliseconds, timezone),
      Minutes: windowMilliseconds / 60_000,
      Intervals: window.intervals.map((interval) => span(interval.startMilliseconds, interval.endMilliseconds, timezone)),
      WallClockMinutes: (wallClock.toWallSeconds - wallClock.fromWallSeconds) / 60,
    },
    Segments: pieces.map((piece) => segmentOf(piece, windowMilliseconds, timezone)) as BirthTimeSegment<Level>[],
    Certain: certainty.Certain,
    Uncertain: certainty.Uncertain,
    ZoneTransitions: zoneChanges.zoneTransitions,
    Warnings: zoneChanges.warnings,
  };
}
