// Skips the roots a search would only throw away: the grid reaches up to one step beyond each end of the window,
// and a crossing there is found, rounded and filtered out. One sample of the angle just outside each end
// (1 ms beyond it) tells, without solving, whether a crossing lies beyond that sample. The decision never changes a
// root that is solved, so a window and its parts still give bit-identical instants.
import type { AngleFunction, AngleSample } from './angle-function';
import { signedDegrees } from './angles';
import type { CheckedWindow } from './utc-window';

/** One millisecond in days: crossings further than this outside the window round to instants outside it. */
const EDGE_MARGIN_DAYS = 1 / 86_400_000;

/** Progress (degrees, ≥ 0 inside the piece) from the piece's start to `angleDegrees` in the piece's direction. */
function progressDegrees(from: AngleSample, spanDegrees: number, angleDegrees: number): number {
  const progress = signedDegrees(angleDegrees - from.angleDegrees);
  return spanDegrees > 0 ? progress : -progress;
}

/** The window's two outer edges for one angle, sampled on first use. */
export class WindowEdges {
  private readonly angle: AngleFunction;
  private readonly startEdgeJulianDayUt: number;
  private readonly endEdgeJulianDayUt: number;
  private startEdge: AngleSample | undefined;
  private endEdge: AngleSample | undefined;

  constructor(angle: AngleFunction, window: CheckedWindow) {
    this.angle = angle;
    this.startEdgeJulianDayUt = window.startJulianDayUt - EDGE_MARGIN_DAYS;
    this.endEdgeJulianDayUt = window.endJulianDayUt + EDGE_MARGIN_DAYS;
  }

  /** The whole piece lies more than 1 ms outside the window. */
  pieceOutside(from: AngleSample, to: AngleSample): boolean {
    return to.julianDayUt < this.startEdgeJulianDayUt || from.julianDayUt > this.endEdgeJulianDayUt;
  }

  /**
   * The crossing of `targetDegrees` inside the monotonic piece `[from, to]` (signed motion `spanDegrees`) lies
   * more than 1 ms before the window's start or after its end.
   */
  crossingOutside(from: AngleSample, to: AngleSample, spanDegrees: number, targetDegrees: number): boolean {
    const target = progressDegrees(from, spanDegrees, targetDegrees);
    if (from.julianDayUt < this.startEdgeJulianDayUt && to.julianDayUt > this.startEdgeJulianDayUt) {
      this.startEdge ??= this.angle(this.startEdgeJulianDayUt);
      // Reached at or before the start edge.
      if (target <= progressDegrees(from, spanDegrees, this.startEdge.angleDegrees)) return true;
    }
    if (from.julianDayUt < this.endEdgeJulianDayUt && to.julianDayUt > this.endEdgeJulianDayUt) {
      this.endEdge ??= this.angle(this.endEdgeJulianDayUt);
      // Not yet reached at the end edge.
      if (target >= progressDegrees(from, spanDegrees, this.endEdge.angleDegrees)) return true;
    }
    return false;
  }
}
