// Every change of an activation over a window of birth instants, found exactly: a personality body crossing a
// boundary at the birth instant, or a design body crossing one at the design instant of the birth. Design-side
// crossings are searched in design time (the event finder over the design window) and carried over to the birth
// whose design moment they are. Only the boundaries the level needs are searched: at `headline` the gates of every
// body and the Sun's lines (the profile and with it the cross's angle); at `activations` the lines of every body.
import { DESIGN_ARC_DEGREES, LONGITUDE_BODY_NAMES, dateFromJulianDayUt, longitudesAt, solarArcMomentFromLongitude } from '@mandala/ephemeris';
import { LAST_SEARCHABLE_MILLISECONDS, FIRST_SEARCHABLE_MILLISECONDS } from '../ephemeris-range';
import { gateCrossings, type EventBody, type GateCrossing } from '../events';
import { millisecondsOfJulianDayUt } from '../events/utc-window';
import { cellOfLongitude, lineCells } from '../events/wheel-cells';
import { birthOfDesignMoment, type DesignAnchor } from './birth-of-design-moment';
import type { BirthTimeRangeLevel } from './time-range-level';

/** Bodies per side the ephemeris computes (Earth and the South Node follow the Sun and the North Node). */
export const SIDE_BODY_COUNT = LONGITUDE_BODY_NAMES.length;
/** Slot of the personality Sun; personality slots are 0..10, design slots 11..21, in `LONGITUDE_BODY_NAMES` order. */
const SUN_SLOT = LONGITUDE_BODY_NAMES.indexOf('Sun');

/** One activation entering a new line (at `headline` level, for bodies other than the Sun: a new gate). */
export interface ActivationChange {
  /** The birth instant of the change, Julian day UT. */
  readonly julianDayUt: number;
  /** Which activation: side × 11 + index in `LONGITUDE_BODY_NAMES` (side 0 personality, 1 design). */
  readonly slot: number;
  /** The line entered, as a line cell (0..383 from gate 41 line 1 at 302°). */
  readonly lineCell: number;
}

/** The activations at the start of a window of births and every change after, in time order. */
export interface ActivationTimeline {
  /** Line cell of each of the 22 slots at the window's start. */
  readonly initialLineCells: Int16Array;
  readonly changes: ActivationChange[];
}

/** Crossings this close before the window's start (1 ms, in days) still count: they hold from the start on. */
const START_MARGIN_DAYS = 1 / 86_400_000;
/** The event finder's windows reach 1 s past the window's ends, so no crossing is lost to its rounding. */
const SEARCH_MARGIN_MILLISECONDS = 1000;
const UNIX_EPOCH_JULIAN_DAY_UT = 2_440_587.5;

let lineCellByGateLine: Int16Array | undefined;

/** Line cell of a gate and line (gate × 8 + line indexes the table). */
function lineCellOf(gate: number, line: number): number {
  if (lineCellByGateLine === undefined) {
    const wheel = lineCells();
    lineCellByGateLine = new Int16Array(65 * 8);
    for (let cell = 0; cell < wheel.cellCount; cell += 1) {
      lineCellByGateLine[(wheel.gates[cell] as number) * 8 + (wheel.lines?.[cell] as number)] = cell;
    }
  }
  return lineCellByGateLine[gate * 8 + line] as number;
}

function julianDayOfMilliseconds(milliseconds: number): number {
  return milliseconds / 86_400_000 + UNIX_EPOCH_JULIAN_DAY_UT;
}

/** The event finder's window around `[startJulianDayUt, endJulianDayUt]`, kept inside the ephemeris's range. */
function searchWindow(startJulianDayUt: number, endJulianDayUt: number): { start: Date; end: Date } {
  const start = Math.max(FIRST_SEARCHABLE_MILLISECONDS, dateFromJulianDayUt(startJulianDayUt).getTime() - SEARCH_MARGIN_MILLISECONDS);
  const end = Math.min(LAST_SEARCHABLE_MILLISECONDS, dateFromJulianDayUt(endJulianDayUt).getTime() + SEARCH_MARGIN_MILLISECONDS);
  return { start: new Date(start), end: new Date(Math.max(end, start + 1)) };
}

/** The boundary crossings one side needs over a window (Julian days UT of that side's own instants). */
function crossingsOfSide(window: { start: Date; end: Date }, level: BirthTimeRangeLevel): GateCrossing[] {
  const bodies = LONGITUDE_BODY_NAMES as readonly EventBody[];
  if (level === 'activations') return gateCrossings(window, { bodies, lines: true });
  return [
    ...gateCrossings(window, { bodies: bodies.filter((body) => body !== 'Sun'), lines: false }),
    ...gateCrossings(window, { bodies: ['Sun'], lines: true }),
  ];
}

/** The design moment of a birth whose Sun stands at `sunDegrees`, as the natal chart solves it. */
function designMomentOf(birthJulianDayUt: number, sunDegrees: number): number {
  return solarArcMomentFromLongitude(birthJulianDayUt, sunDegrees, DESIGN_ARC_DEGREES);
}

/** Writes the line cells of the 11 computed bodies at `julianDayUt` from `offset` on; returns the Sun's longitude. */
function lineCellsAt(julianDayUt: number, cells: Int16Array, offset: number): number {
  const longitudes = longitudesAt(julianDayUt);
  const wheel = lineCells();
  for (let index = 0; index < SIDE_BODY_COUNT; index += 1) cells[offset + index] = cellOfLongitude(wheel, longitudes[index] as number);
  return longitudes[SUN_SLOT] as number;
}

/**
 * The activations of the births in `[startMilliseconds, endMilliseconds)` (since 1970): where the 22 computed bodies
 * stand at the first birth and every change after it, in time order. Each change is a root of the event finder
 * (within 10⁻⁹ day of the ephemeris's crossing), a design-side one carried to its birth by Newton on the Sun.
 * Ephemeris errors (`date_out_of_range` for a birth or design instant outside 1800-2200) pass through.
 */
export function activationTimeline(startMilliseconds: number, endMilliseconds: number, level: BirthTimeRangeLevel): ActivationTimeline {
  const initialLineCells = new Int16Array(2 * SIDE_BODY_COUNT);
  const startBirthJulianDayUt = julianDayOfMilliseconds(startMilliseconds);
  const start: DesignAnchor = {
    birthJulianDayUt: startBirthJulianDayUt,
    designJulianDayUt: designMomentOf(startBirthJulianDayUt, lineCellsAt(startBirthJulianDayUt, initialLineCells, 0)),
  };
  lineCellsAt(start.designJulianDayUt, initialLineCells, SIDE_BODY_COUNT);
  const endBirthJulianDayUt = julianDayOfMilliseconds(endMilliseconds);
  const end: DesignAnchor = {
    birthJulianDayUt: endBirthJulianDayUt,
    designJulianDayUt: designMomentOf(endBirthJulianDayUt, longitudesAt(endBirthJulianDayUt)[SUN_SLOT] as number),
  };

  const changes: ActivationChange[] = [];
  const slotOf = (body: EventBody) => (LONGITUDE_BODY_NAMES as readonly string[]).indexOf(body);
  for (const crossing of crossingsOfSide(searchWindow(start.birthJulianDayUt, end.birthJulianDayUt), level)) {
    if (crossing.julianDayUt <= start.birthJulianDayUt - START_MARGIN_DAYS || crossing.julianDayUt >= end.birthJulianDayUt) continue;
    changes.push({ julianDayUt: crossing.julianDayUt, slot: slotOf(crossing.body), lineCell: lineCellOf(crossing.toGate, crossing.toLine) });
  }
  for (const crossing of crossingsOfSide(searchWindow(start.designJulianDayUt, end.designJulianDayUt), level)) {
    if (crossing.julianDayUt <= start.designJulianDayUt - START_MARGIN_DAYS || crossing.julianDayUt >= end.designJulianDayUt) continue;
    changes.push({
      julianDayUt: birthOfDesignMoment(crossing.julianDayUt, start, end),
      slot: SIDE_BODY_COUNT + slotOf(crossing.body),
      lineCell: lineCellOf(crossing.toGate, crossing.toLine),
    });
  }
  changes.sort((a, b) => a.julianDayUt - b.julianDayUt || a.slot - b.slot);
  return { initialLineCells, changes };
}

/** Milliseconds since 1970 of a change, rounded, inside `[startMilliseconds, endMilliseconds]`. */
export function changeMilliseconds(change: ActivationChange, startMilliseconds: number, endMilliseconds: number): number {
  return Math.min(endMilliseconds, Math.max(startMilliseconds, millisecondsOfJulianDayUt(change.julianDayUt)));
}
