/** How one body's Chebyshev table is cut into segments and quantized (one entry of the generated layout). */
export interface BodyTableLayout {
  /** Length of every segment, days. */
  readonly segmentDays: number;
  /** Segments over the whole table (1799-12-22 TT onwards). */
  readonly segmentCount: number;
  /** Longitude coefficients per segment (degree + 1). */
  readonly coefficientCount: number;
  /** Latitude and distance coefficients per segment (0 when not tabulated). */
  readonly auxiliaryCoefficientCount: number;
  /** Quantization step of the longitude coefficients, radians (a power of two). */
  readonly longitudeStepRadians: number;
  /** Quantization step of the latitude coefficients, radians (a power of two). */
  readonly latitudeStepRadians: number;
  /** Quantization step of the geocentric distance coefficients, AU (a power of two). */
  readonly distanceStepAu: number;
}

/**
 * The tables of all eleven bodies, cut into time spans (one generated module each, loaded separately in a
 * browser) and each span into blocks (decoded separately, on first use of a body in a block).
 */
export interface PositionTableLayout {
  /** Julian day (TT) where segment 0 of every body, span 0 and block 0 start. */
  readonly firstJulianDayTt: number;
  /** Length of every span, days (a multiple of the block length). */
  readonly spanDays: number;
  readonly spanCount: number;
  /** Length of every block, days (a multiple of every body's segment length). */
  readonly blockDays: number;
  /** Sun, Moon, Mercury … Pluto, NorthNode (BODY_NAMES order without Chiron). */
  readonly bodies: readonly BodyTableLayout[];
}

/**
 * One time span of all eleven tables: the quantized coefficients as bytes carried in a string (`byte-string.ts`),
 * block `k` of body `b` from `blockOffsets[b × blocksPerSpan + k]` to the next offset.
 */
export interface PositionTableSpanSource {
  readonly spanIndex: number;
  readonly blockOffsets: readonly number[];
  readonly bytes: string;
}

/** Values per decoded segment: the longitude, latitude and distance coefficients. */
export function segmentStride(body: BodyTableLayout): number {
  return body.coefficientCount + 2 * body.auxiliaryCoefficientCount;
}

/** Segments of `body` in block `blockIndex` (counted from the first block of all; the last blocks may be shorter). */
export function segmentsInBlock(layout: PositionTableLayout, body: BodyTableLayout, blockIndex: number): number {
  const perBlock = layout.blockDays / body.segmentDays;
  return Math.max(0, Math.min(perBlock, body.segmentCount - blockIndex * perBlock));
}
