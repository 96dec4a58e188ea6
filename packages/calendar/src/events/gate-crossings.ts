// Every instant a body enters another gate (or, with `lines`, another line) in a window.
import { CalendarError } from '../errors';
import { bodyLongitudeFunction } from './angle-function';
import { hermiteGuess, solveAngleCrossing } from './angle-root';
import { signedDegrees } from './angles';
import { bodiesBySource, bodySource, checkedEventBodies, EVENT_BODIES, type EventBody } from './event-bodies';
import { compareEvents } from './event-order';
import { bodyMotionLimits } from './motion-limits';
import { sweepMonotonicPieces } from './monotonic-sweep';
import { checkedWindow, inWindow, millisecondsOfJulianDayUt, type UtcWindow } from './utc-window';
import { WindowEdges } from './window-edges';
import { cellLines, cellOfLongitude, cellPlus, cellStartDegrees, gateCells, lineCells } from './wheel-cells';

/** A body passing from one gate (or line) into the next. */
export interface GateCrossing {
  readonly body: EventBody;
  /** Gate and line the body leaves. */
  readonly fromGate: number;
  readonly fromLine: number;
  /** Gate and line the body enters. */
  readonly toGate: number;
  readonly toLine: number;
  /** The instant of the crossing, UTC, rounded to the millisecond. */
  readonly instant: Date;
  /** The exact instant, Julian day UT (not rounded). */
  readonly julianDayUt: number;
  /** The body moves backwards (decreasing longitude) at the crossing. */
  readonly retrograde: boolean;
}

/** Options of {@link gateCrossings}. */
export interface GateCrossingOptions {
  /** Bodies to follow (default: all of {@link EVENT_BODIES}). */
  readonly bodies?: readonly EventBody[];
  /** Also report line changes inside a gate: every line boundary, not only gate boundaries (default false). */
  readonly lines?: boolean;
}

/**
 * Every gate boundary crossing (with `lines: true`, every line boundary crossing, which includes the gate
 * boundaries) of each body in `[window.start, window.end)`, sorted by instant (ties in {@link EVENT_BODIES} order).
 * A boundary is the longitude where a gate (line) starts on the bodygraph's wheel (gate 41 at 302°, gates 5.625°
 * and lines 0.9375° wide): a body exactly on it stands in the gate that starts there. A body that turns back over a
 * boundary (a retrograde loop) crosses it three times, each one reported.
 * Earth and the South Node cross at the same instants as the Sun and the North Node (the opposite boundary).
 *
 * @throws CalendarError `invalid_argument` for a bad window, an unknown body or a non-boolean `lines`;
 *   EphemerisError `date_out_of_range` for a window outside 1800-2200.
 */
export function gateCrossings(window: UtcWindow, options: GateCrossingOptions = {}): GateCrossing[] {
  const checked = checkedWindow(window);
  const bodies = checkedEventBodies(options.bodies, EVENT_BODIES);
  if (options.lines !== undefined && typeof options.lines !== 'boolean') {
    throw new CalendarError('invalid_argument', 'lines must be true or false', { details: { field: 'lines', value: String(options.lines) } });
  }
  const wheel = options.lines === true ? lineCells() : gateCells();
  const halfWheel = wheel.cellCount / 2;
  const crossings: GateCrossing[] = [];
  for (const [source, outputs] of bodiesBySource(bodies)) {
    const angle = bodyLongitudeFunction(source);
    const limits = bodyMotionLimits(source);
    const edges = new WindowEdges(angle, checked);
    sweepMonotonicPieces(angle, limits, checked.startJulianDayUt, checked.endJulianDayUt, {
      piece(from, to, spanDegrees) {
        if (spanDegrees === 0 || edges.pieceOutside(from, to)) return;
        const firstCell = cellOfLongitude(wheel, from.angleDegrees);
        const lastCell = cellOfLongitude(wheel, to.angleDegrees);
        if (firstCell === lastCell) return;
        const forward = spanDegrees > 0;
        const count = forward ? cellPlus(wheel, lastCell, -firstCell) : cellPlus(wheel, firstCell, -lastCell);
        for (let crossed = 0; crossed < count; crossed += 1) {
          // The cell whose start is the boundary: entered forwards, or left backwards.
          const cell = forward ? cellPlus(wheel, firstCell, crossed + 1) : cellPlus(wheel, firstCell, -crossed);
          const boundaryDegrees = cellStartDegrees(wheel, cell);
          if (edges.crossingOutside(from, to, spanDegrees, boundaryDegrees)) continue;
          const guess = hermiteGuess(from, to, signedDegrees(boundaryDegrees - from.angleDegrees), spanDegrees);
          const julianDayUt = solveAngleCrossing(angle, from, to, boundaryDegrees, spanDegrees, limits.accelerationBound, guess);
          const milliseconds = millisecondsOfJulianDayUt(julianDayUt);
          if (!inWindow(checked, milliseconds)) continue;
          const below = cellPlus(wheel, cell, -1);
          for (const body of outputs) {
            const shift = bodySource(body).offsetDegrees === 0 ? 0 : halfWheel;
            const left = cellLines(wheel, cellPlus(wheel, forward ? below : cell, shift), !forward);
            const entered = cellLines(wheel, cellPlus(wheel, forward ? cell : below, shift), forward);
            crossings.push({
              body,
              fromGate: left.gate,
              fromLine: left.line,
              toGate: entered.gate,
              toLine: entered.line,
              instant: new Date(milliseconds),
              julianDayUt,
              retrograde: !forward,
            });
          }
        }
      },
    });
  }
  return crossings.sort(compareEvents);
}
