// How much of the Moon's disc is lit, and the name of its phase, at any instant.
//
// The lit fraction is (1 + cos i)/2, i the phase angle Sun–Moon–Earth. The ephemeris gives apparent longitudes only,
// so i comes from them (Meeus, Astronomical Algorithms, ch. 48): the Moon's latitude β from the osculating node Ω of
// the same ephemeris on an orbit inclined by the mean 5.1454° (tan β = tan 5.1454° · sin(λ☾ − Ω)), the geocentric
// elongation ψ from cos ψ = cos β · cos(λ☾ − λ☉), and tan i = R sin ψ / (Δ − R cos ψ) with the mean distances of the
// Moon (Δ = 385,000.56 km) and the Sun (R = 1 au). Measured against astronomy-engine's Illumination('Moon', t)
// (test/moon-vs-astronomy-engine.test.ts): within 0.00016 at 5,000 random instants 1900-2100, mean 0.00004.
import { bodyLongitudeAndSpeed, julianDayUtFromDate } from '@mandala/ephemeris';
import { CalendarError } from '../errors';
import { wrapDegrees } from './angles';

/** The eight phase names, from New Moon round to Waning Crescent. */
export type MoonPhaseDescription =
  | 'New Moon'
  | 'Waxing Crescent'
  | 'First Quarter'
  | 'Waxing Gibbous'
  | 'Full Moon'
  | 'Waning Gibbous'
  | 'Last Quarter'
  | 'Waning Crescent';

/** The Moon's light at one instant. */
export interface MoonIllumination {
  /** Lit part of the disc, 0 to 1: (1 + cos i)/2 for the phase angle i. */
  readonly illuminatedFraction: number;
  /** The phase angle Sun–Moon–Earth, degrees in [0, 180] (180 at an exact central new moon). */
  readonly phaseAngleDegrees: number;
  /** The Moon's apparent longitude minus the Sun's, degrees in [0, 360). */
  readonly elongationDegrees: number;
  /** Phase name by elongation band (see {@link PRINCIPAL_PHASE_HALF_WIDTH_DEGREES}). */
  readonly phaseName: MoonPhaseDescription;
}

/** Mean length of the synodic month, days. */
const MEAN_SYNODIC_MONTH_DAYS = 29.530_588_853;

/**
 * Half the width of the elongation band that carries a principal phase name: half the elongation the Moon gains in a
 * mean day (360° / 29.530589 d / 2 = 6.095°). So `New Moon`, `First Quarter`, `Full Moon` and `Last Quarter` hold for
 * about one day centred on the exact phase (20-27 hours, with the Moon's speed); the names between hold otherwise.
 */
export const PRINCIPAL_PHASE_HALF_WIDTH_DEGREES = 360 / MEAN_SYNODIC_MONTH_DAYS / 2;

const DEGREES = Math.PI / 180;
/** Mean inclination of the lunar orbit to the ecliptic. */
const MEAN_LUNAR_INCLINATION_RADIANS = 5.1454 * DEGREES;
/** Mean Earth–Moon distance over mean Earth–Sun distance (385,000.56 km / 149,597,870.7 km). */
const MOON_TO_SUN_DISTANCE_RATIO = 385_000.56 / 149_597_870.7;

const PRINCIPAL_NAMES: readonly MoonPhaseDescription[] = ['New Moon', 'First Quarter', 'Full Moon', 'Last Quarter', 'New Moon'];
const INTERMEDIATE_NAMES: readonly MoonPhaseDescription[] = ['Waxing Crescent', 'Waxing Gibbous', 'Waning Gibbous', 'Waning Crescent'];

/**
 * Phase name of an elongation (degrees, wrapped into [0, 360)): a principal name in [90°·n − w, 90°·n + w) with
 * w = {@link PRINCIPAL_PHASE_HALF_WIDTH_DEGREES}, the name of the quarter between otherwise.
 */
export function phaseNameOfElongation(elongationDegrees: number): MoonPhaseDescription {
  const elongation = wrapDegrees(elongationDegrees);
  const nearest = Math.round(elongation / 90);
  const centre = nearest * 90;
  if (elongation >= centre - PRINCIPAL_PHASE_HALF_WIDTH_DEGREES && elongation < centre + PRINCIPAL_PHASE_HALF_WIDTH_DEGREES) {
    return PRINCIPAL_NAMES[nearest] as MoonPhaseDescription;
  }
  return INTERMEDIATE_NAMES[Math.floor(elongation / 90)] as MoonPhaseDescription;
}

/**
 * Lit fraction, phase angle, elongation and phase name of the Moon at `instant`.
 * @throws CalendarError `invalid_argument` for an invalid Date; EphemerisError `date_out_of_range` outside 1800-2200.
 */
export function moonIllumination(instant: Date): MoonIllumination {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) {
    throw new CalendarError('invalid_argument', 'instant must be a valid Date', { details: { field: 'instant', value: String(instant) } });
  }
  const julianDayUt = julianDayUtFromDate(instant);
  const moon = bodyLongitudeAndSpeed('Moon', julianDayUt).longitudeDegrees;
  const sun = bodyLongitudeAndSpeed('Sun', julianDayUt).longitudeDegrees;
  const node = bodyLongitudeAndSpeed('NorthNode', julianDayUt).longitudeDegrees;
  const elongationDegrees = wrapDegrees(moon - sun);
  const latitude = Math.atan(Math.tan(MEAN_LUNAR_INCLINATION_RADIANS) * Math.sin((moon - node) * DEGREES));
  const cosElongation = Math.cos(latitude) * Math.cos(elongationDegrees * DEGREES);
  const sinElongation = Math.sqrt(Math.max(0, 1 - cosElongation * cosElongation));
  const phaseAngle = Math.atan2(sinElongation, MOON_TO_SUN_DISTANCE_RATIO - cosElongation);
  return {
    illuminatedFraction: (1 + Math.cos(phaseAngle)) / 2,
    phaseAngleDegrees: phaseAngle / DEGREES,
    elongationDegrees,
    phaseName: phaseNameOfElongation(elongationDegrees),
  };
}
