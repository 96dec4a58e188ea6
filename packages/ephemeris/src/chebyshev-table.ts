import type { ChebyshevTableSource } from './chebyshev-table-source';

/** A decoded Chebyshev table (typed arrays over the base64 payload of a generated module). */
export interface ChebyshevTable {
  readonly firstJulianDayTt: number;
  readonly segmentDays: number;
  readonly segmentCount: number;
  readonly coefficientCount: number;
  readonly auxiliaryCoefficientCount: number;
  readonly longitudeHead: Float64Array;
  readonly longitudeTail: Float32Array;
  readonly latitude: Float32Array;
  readonly distance: Float32Array;
}

/** Longitude coefficients kept in float64 at the start of every segment (the rest are float32). */
const HEAD_LENGTH = 3;

function decodeBase64(text: string): ArrayBuffer {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes.buffer;
}

/** Decodes a generated table module's payload (little-endian IEEE 754, as every supported platform is). */
export function decodeChebyshevTable(source: ChebyshevTableSource): ChebyshevTable {
  return {
    firstJulianDayTt: source.firstJulianDayTt,
    segmentDays: source.segmentDays,
    segmentCount: source.segmentCount,
    coefficientCount: source.coefficientCount,
    auxiliaryCoefficientCount: source.auxiliaryCoefficientCount,
    longitudeHead: new Float64Array(decodeBase64(source.longitudeHead)),
    longitudeTail: new Float32Array(decodeBase64(source.longitudeTail)),
    latitude: new Float32Array(decodeBase64(source.latitude)),
    distance: new Float32Array(decodeBase64(source.distance)),
  };
}

/** Scratch results of {@link evaluateLongitude}: reused, never allocated per call. */
export interface TableSample {
  /** Longitude, radians (not reduced to [0, 2π)). */
  longitudeRadians: number;
  /** Rate of the longitude, radians per day. */
  rateRadiansPerDay: number;
  /** Segment index and normalized time in [-1, 1] of the last evaluation (for the auxiliary fits). */
  segment: number;
  normalizedTime: number;
}

/**
 * Evaluates a table's longitude and its rate at a Julian day (TT) by Clenshaw's recurrence.
 * The caller guarantees the instant lies inside the table (positions() checks the supported range first).
 */
export function evaluateLongitude(table: ChebyshevTable, julianDayTt: number, out: TableSample): TableSample {
  const offsetDays = julianDayTt - table.firstJulianDayTt;
  let segment = Math.floor(offsetDays / table.segmentDays);
  if (segment < 0) segment = 0;
  if (segment >= table.segmentCount) segment = table.segmentCount - 1;
  const x = (2 * (offsetDays - segment * table.segmentDays)) / table.segmentDays - 1;
  const twoX = 2 * x;
  const count = table.coefficientCount;
  const tailLength = count - HEAD_LENGTH;
  const tail = table.longitudeTail;
  const head = table.longitudeHead;
  const tailBase = segment * tailLength - HEAD_LENGTH;
  const headBase = segment * HEAD_LENGTH;
  let b1 = 0;
  let b2 = 0;
  let d1 = 0;
  let d2 = 0;
  for (let j = count - 1; j >= HEAD_LENGTH; j -= 1) {
    const b0 = (tail[tailBase + j] as number) + twoX * b1 - b2;
    const d0 = 2 * b1 + twoX * d1 - d2;
    b2 = b1;
    b1 = b0;
    d2 = d1;
    d1 = d0;
  }
  for (let j = HEAD_LENGTH - 1; j >= 1; j -= 1) {
    const b0 = (head[headBase + j] as number) + twoX * b1 - b2;
    const d0 = 2 * b1 + twoX * d1 - d2;
    b2 = b1;
    b1 = b0;
    d2 = d1;
    d1 = d0;
  }
  out.longitudeRadians = (head[headBase] as number) + x * b1 - b2;
  out.rateRadiansPerDay = ((b1 + x * d1 - d2) * 2) / table.segmentDays;
  out.segment = segment;
  out.normalizedTime = x;
  return out;
}

/** Value of an auxiliary (float32) fit at the segment and normalized time of the last longitude evaluation. */
export function evaluateAuxiliary(table: ChebyshevTable, coefficients: Float32Array, sample: TableSample): number {
  const count = table.auxiliaryCoefficientCount;
  const base = sample.segment * count;
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
