import { POSITION_TABLE_LAYOUT } from './generated/position-table-layout.generated';
import { segmentStride } from './position-tables/position-table-layout';
import { blockCoefficients } from './position-tables/position-table-store';

/** Scratch results of {@link evaluateLongitude}: reused, never allocated per call. */
export interface TableSample {
  /** Longitude, radians (not reduced to [0, 2π)). */
  longitudeRadians: number;
  /** Rate of the longitude, radians per day. */
  rateRadiansPerDay: number;
  /** The decoded block, the segment's first value in it and the normalized time in [-1, 1] of the last evaluation. */
  coefficients: Float64Array;
  base: number;
  normalizedTime: number;
}

/** A sample to pass to {@link evaluateLongitude}. */
export function createTableSample(): TableSample {
  return { longitudeRadians: 0, rateRadiansPerDay: 0, coefficients: new Float64Array(0), base: 0, normalizedTime: 0 };
}

/**
 * Evaluates body `bodyIndex`'s longitude and its rate at a Julian day (TT) by Clenshaw's recurrence.
 * The caller guarantees the instant lies inside the table (positions() checks the supported range first).
 * @throws EphemerisError `tables_not_loaded` when the instant's span is not loaded (browsers).
 */
export function evaluateLongitude(bodyIndex: number, julianDayTt: number, out: TableSample): TableSample {
  const table = POSITION_TABLE_LAYOUT.bodies[bodyIndex];
  if (table === undefined) throw new RangeError(`no table for body ${bodyIndex}`);
  const offsetDays = julianDayTt - POSITION_TABLE_LAYOUT.firstJulianDayTt;
  let segment = Math.floor(offsetDays / table.segmentDays);
  if (segment < 0) segment = 0;
  if (segment >= table.segmentCount) segment = table.segmentCount - 1;
  const x = (2 * (offsetDays - segment * table.segmentDays)) / table.segmentDays - 1;
  const segmentsPerBlock = POSITION_TABLE_LAYOUT.blockDays / table.segmentDays;
  const blockIndex = Math.floor(segment / segmentsPerBlock);
  const coefficients = blockCoefficients(bodyIndex, blockIndex);
  const base = (segment - blockIndex * segmentsPerBlock) * segmentStride(table);
  const twoX = 2 * x;
  let b1 = 0;
  let b2 = 0;
  let d1 = 0;
  let d2 = 0;
  for (let j = table.coefficientCount - 1; j >= 1; j -= 1) {
    const b0 = (coefficients[base + j] as number) + twoX * b1 - b2;
    const d0 = 2 * b1 + twoX * d1 - d2;
    b2 = b1;
    b1 = b0;
    d2 = d1;
    d1 = d0;
  }
  out.longitudeRadians = (coefficients[base] as number) + x * b1 - b2;
  out.rateRadiansPerDay = ((b1 + x * d1 - d2) * 2) / table.segmentDays;
  out.coefficients = coefficients;
  out.base = base;
  out.normalizedTime = x;
  return out;
}

/**
 * Value of body `bodyIndex`'s latitude (radians, `which` 0) or distance (AU, `which` 1) fit at the segment and
 * normalized time of the last {@link evaluateLongitude} of that body.
 */
export function evaluateAuxiliary(bodyIndex: number, which: 0 | 1, sample: TableSample): number {
  const table = POSITION_TABLE_LAYOUT.bodies[bodyIndex];
  if (table === undefined) throw new RangeError(`no table for body ${bodyIndex}`);
  const count = table.auxiliaryCoefficientCount;
  const coefficients = sample.coefficients;
  const base = sample.base + table.coefficientCount + which * count;
  const twoX = 2 * sample.normalizedTime;
  let b1 = 0;
  let b2 = 0;
  for (let j = count - 1; j >= 1; j -= 1) {
    const b0 = (coefficients[base + j] as number) + twoX * b1 - b2;
    b2 = b1;
    b1 = b0;
  }
  return (coefficients[base] as number) + sample.normalizedTime * b1 - b2;
}
