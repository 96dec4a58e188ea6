// The four principal phases of the Moon: the instants the Moon's apparent longitude is 0°, 90°, 180° and 270°
// ahead of the Sun's (the almanac convention: longitudes, not the illuminated fraction).
import { activationFromLongitude } from '@mandala/bodygraph';
import { bodyLongitudeAndSpeed, zodiacPosition } from '@mandala/ephemeris';
import { moonElongation } from './angle-function';
import { hermiteGuess, solveAngleCrossing } from './angle-root';
import { signedDegrees } from './angles';
import { ELONGATION_MOTION_LIMITS } from './motion-limits';
import { sweepMonotonicPieces } from './monotonic-sweep';
import { checkedWindow, inWindow, millisecondsOfJulianDayUt, type UtcWindow } from './utc-window';
import { WindowEdges } from './window-edges';

/** A principal phase, named by the elongation it marks: 0°, 90°, 180°, 270°. */
export type MoonPhaseName = 'New Moon' | 'First Quarter' | 'Full Moon' | 'Last Quarter';

/** The principal phases in the order of their elongations 0°, 90°, 180°, 270°. */
export const MOON_PHASE_NAMES: readonly MoonPhaseName[] = Object.freeze(['New Moon', 'First Quarter', 'Full Moon', 'Last Quarter'] as const);

/** One principal phase and where the Moon stands at it. */
export interface MoonPhaseEvent {
  readonly phase: MoonPhaseName;
  /** The instant, UTC, rounded to the millisecond. */
  readonly instant: Date;
  /** The exact instant, Julian day UT. */
  readonly julianDayUt: number;
  /** The Moon's apparent longitude at the instant, degrees in [0, 360). */
  readonly moonLongitudeDegrees: number;
  /** Gate and line of the Moon. */
  readonly gate: number;
  readonly line: number;
  /** Tropical sign of the Moon (`Aries` … `Pisces`). */
  readonly zodiacSign: string;
}

/**
 * Every New Moon, First Quarter, Full Moon and Last Quarter in `[window.start, window.end)`, in time order: the
 * instants the Moon's apparent geocentric longitude minus the Sun's is 0°, 90°, 180° and 270°.
 *
 * @throws CalendarError `invalid_argument` for a bad window; EphemerisError `date_out_of_range` outside 1800-2200.
 */
export function moonPhases(window: UtcWindow): MoonPhaseEvent[] {
  const checked = checkedWindow(window);
  const limits = ELONGATION_MOTION_LIMITS;
  const edges = new WindowEdges(moonElongation, checked);
  const phases: MoonPhaseEvent[] = [];
  sweepMonotonicPieces(moonElongation, limits, checked.startJulianDayUt, checked.endJulianDayUt, {
    piece(from, to, spanDegrees) {
      if (!(spanDegrees > 0) || edges.pieceOutside(from, to)) return;
      const firstQuarter = Math.floor(from.angleDegrees / 90);
      const count = (Math.floor(to.angleDegrees / 90) - firstQuarter + 4) % 4;
      for (let crossed = 1; crossed <= count; crossed += 1) {
        const quarter = (firstQuarter + crossed) % 4;
        const targetDegrees = quarter * 90;
        if (edges.crossingOutside(from, to, spanDegrees, targetDegrees)) continue;
        const guess = hermiteGuess(from, to, signedDegrees(targetDegrees - from.angleDegrees), spanDegrees);
        const julianDayUt = solveAngleCrossing(moonElongation, from, to, targetDegrees, spanDegrees, limits.accelerationBound, guess);
        const milliseconds = millisecondsOfJulianDayUt(julianDayUt);
        if (!inWindow(checked, milliseconds)) continue;
        const moonLongitudeDegrees = bodyLongitudeAndSpeed('Moon', julianDayUt).longitudeDegrees;
        const { gate, line } = activationFromLongitude(moonLongitudeDegrees);
        phases.push({
          phase: MOON_PHASE_NAMES[quarter] as MoonPhaseName,
          instant: new Date(milliseconds),
          julianDayUt,
          moonLongitudeDegrees,
          gate,
          line,
          zodiacSign: zodiacPosition(moonLongitudeDegrees).zodiacSign,
        });
      }
    },
  });
  return phases.sort((a, b) => a.julianDayUt - b.julianDayUt);
}
