// The plan of the generated Chebyshev tables: segment length and degree per body, and the truncation of the
// series the direct pipeline uses when generating them. Shared by the generator and the tests.
import type { ModelBody } from './model/apparent-place';

export interface BodyPlan {
  body: ModelBody;
  segmentDays: number;
  degree: number;
  /** Degree of the latitude and distance fits (0 = none). */
  auxiliaryDegree: number;
}
export const TABLE_PLANS: readonly BodyPlan[] = [
  { body: 'Sun', segmentDays: 32, degree: 15, auxiliaryDegree: 3 },
  { body: 'Moon', segmentDays: 16, degree: 17, auxiliaryDegree: 0 },
  { body: 'Mercury', segmentDays: 32, degree: 21, auxiliaryDegree: 10 },
  { body: 'Venus', segmentDays: 32, degree: 14, auxiliaryDegree: 6 },
  { body: 'Mars', segmentDays: 64, degree: 24, auxiliaryDegree: 7 },
  { body: 'Jupiter', segmentDays: 64, degree: 18, auxiliaryDegree: 4 },
  { body: 'Saturn', segmentDays: 64, degree: 17, auxiliaryDegree: 4 },
  { body: 'Uranus', segmentDays: 128, degree: 31, auxiliaryDegree: 4 },
  { body: 'Neptune', segmentDays: 128, degree: 31, auxiliaryDegree: 4 },
  { body: 'Pluto', segmentDays: 128, degree: 31, auxiliaryDegree: 4 },
  { body: 'NorthNode', segmentDays: 16, degree: 18, auxiliaryDegree: 0 },
];

/** First Julian day (TT) of every table: 1799-12-22, before 1800-01-01 UT + ΔT. */
export const TABLE_FIRST_JULIAN_DAY_TT = 2_378_486.5;
/** Every table reaches at least this Julian day (TT), after 2200-01-01 UT + ΔT. */
export const TABLE_LAST_JULIAN_DAY_TT = 2_524_610.5;
/**
 * ELP/MPP02 truncation (arcseconds; 0 = all 35,901 terms). The complete series costs the generator a few minutes
 * more and takes the osculating node from 0.071″ to 0.060″ mean error (the node magnifies the lunar velocity's errors).
 */
export const ELP_THRESHOLD_ARCSECONDS = 0;
export const VSOP_THRESHOLD_RADIANS = 1e-9;


/** Length of the time spans the tables are cut into (loaded and decoded separately): 8192 days, about 22.4 years. */
export const TABLE_SPAN_DAYS = 8192;
/** Length of the blocks each span is cut into (one body's block is decoded on first use): 1024 days. */
export const TABLE_BLOCK_DAYS = 1024;
/** Quantization step of the latitude (radians) and distance (AU) coefficients, which only feed the light deflection. */
export const AUXILIARY_STEP = 2 ** -28;
/** Share of a body's fit error that the rounding of its coefficients may add (RMS). */
const QUANTIZATION_SHARE_OF_FIT_ERROR = 0.05;

/**
 * Quantization step of a body's longitude coefficients, radians: the largest power of two whose rounding noise
 * (RMS step·√(n/12) over the n coefficients of a segment) stays within 5 % of the table's fit error against the
 * direct pipeline, so every body keeps the precision its own fit has and no more.
 */
export function longitudeStepRadians(fitErrorArcseconds: number, coefficientCount: number): number {
  const allowedRadians = (QUANTIZATION_SHARE_OF_FIT_ERROR * fitErrorArcseconds * Math.PI) / 648_000;
  return 2 ** Math.floor(Math.log2(allowedRadians / Math.sqrt(coefficientCount / 12)));
}
