/** The shape of a generated Chebyshev table module (base64 of little-endian typed arrays). */
export interface ChebyshevTableSource {
  /** Julian day (TT) where segment 0 starts. */
  readonly firstJulianDayTt: number;
  /** Length of every segment, days. */
  readonly segmentDays: number;
  readonly segmentCount: number;
  /** Longitude coefficients per segment (degree + 1). */
  readonly coefficientCount: number;
  /** Latitude and distance coefficients per segment (0 when not tabulated). */
  readonly auxiliaryCoefficientCount: number;
  /** Float64 longitude coefficients 0-2 of every segment, radians. */
  readonly longitudeHead: string;
  /** Float32 longitude coefficients 3.. of every segment, radians. */
  readonly longitudeTail: string;
  /** Float32 latitude coefficients, radians. */
  readonly latitude: string;
  /** Float32 geocentric distance coefficients, AU. */
  readonly distance: string;
}
