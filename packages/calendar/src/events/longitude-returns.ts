// Every instant a body comes back to one longitude: the building block of solar, lunar, Saturn and Chiron returns.
import { CalendarError } from '../errors';
import { bodyLongitudeFunction } from './angle-function';
import { hermiteGuess, solveAngleCrossing } from './angle-root';
import { signedDegrees, wrapDegrees } from './angles';
import { bodySource, checkedEventBody, type EventBody } from './event-bodies';
import { bodyMotionLimits } from './motion-limits';
import { sweepMonotonicPieces } from './monotonic-sweep';
import { checkedWindow, inWindow, millisecondsOfJulianDayUt, type UtcWindow } from './utc-window';
import { WindowEdges } from './window-edges';

/** Place of `angleDegrees` on a circle cut at `targetDegrees`: [0, 360), the target itself at 0. */
function positionFromTarget(angleDegrees: number, targetDegrees: number): number {
  const position = angleDegrees - targetDegrees;
  return position < 0 ? position + 360 : position;
}

/**
 * Every instant in `[window.start, window.end)` at which the body's apparent geocentric longitude equals
 * `longitudeDegrees`, sorted. Usually one per pass; three when a retrograde loop straddles the longitude.
 * Earth and the South Node return where the Sun and the North Node stand 180° away.
 *
 * @param longitudeDegrees tropical longitude in [0, 360).
 * @throws CalendarError `invalid_argument` for an unknown body, a longitude that is not a finite number in [0, 360)
 *   or a bad window; EphemerisError `date_out_of_range` for a window outside 1800-2200.
 */
export function longitudeReturns(body: EventBody, longitudeDegrees: number, window: UtcWindow): Date[] {
  checkedEventBody(body);
  if (typeof longitudeDegrees !== 'number' || !(longitudeDegrees >= 0 && longitudeDegrees < 360)) {
    throw new CalendarError('invalid_argument', 'longitudeDegrees must be a number in [0, 360)', {
      details: { field: 'longitudeDegrees', value: String(longitudeDegrees) },
    });
  }
  const checked = checkedWindow(window);
  const { source, offsetDegrees } = bodySource(body);
  const targetDegrees = wrapDegrees(longitudeDegrees - offsetDegrees);
  const angle = bodyLongitudeFunction(source);
  const limits = bodyMotionLimits(source);
  const edges = new WindowEdges(angle, checked);
  const found: number[] = [];
  sweepMonotonicPieces(angle, limits, checked.startJulianDayUt, checked.endJulianDayUt, {
    piece(from, to, spanDegrees) {
      if (spanDegrees === 0 || edges.pieceOutside(from, to)) return;
      // Cut the circle at the target: moving forwards the body passes it when its place falls back (to 0 at the
      // latest), moving backwards when its place jumps up (leaving 0 at the earliest).
      const start = positionFromTarget(from.angleDegrees, targetDegrees);
      const end = positionFromTarget(to.angleDegrees, targetDegrees);
      if (spanDegrees > 0 ? !(end < start) : !(end > start)) return;
      if (edges.crossingOutside(from, to, spanDegrees, targetDegrees)) return;
      const guess = hermiteGuess(from, to, signedDegrees(targetDegrees - from.angleDegrees), spanDegrees);
      const julianDayUt = solveAngleCrossing(angle, from, to, targetDegrees, spanDegrees, limits.accelerationBound, guess);
      const milliseconds = millisecondsOfJulianDayUt(julianDayUt);
      // A station exactly on the longitude ends one piece and starts the next there: one instant, not two.
      if (inWindow(checked, milliseconds) && found[found.length - 1] !== milliseconds) found.push(milliseconds);
    },
  });
  return found.sort((a, b) => a - b).map((milliseconds) => new Date(milliseconds));
}
