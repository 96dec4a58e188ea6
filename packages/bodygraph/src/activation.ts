import { WHEEL_GATES } from './reference-tables';

/** Bases around the whole wheel: 64 gates × 6 lines × 6 colors × 6 tones × 5 bases. */
export const BASES_PER_WHEEL = 69_120;

/** Bases per degree of longitude (69 120 / 360). An integer, so `longitude × 192` is exact in binary. */
const BASES_PER_DEGREE = 192;

/** Base index of the wheel start (gate 41 at 302°): 302 × 192. */
const WHEEL_START_BASES = 57_984;

/** Gate, line, color, tone and base of one longitude on the Rave wheel. */
export interface Activation {
  /** Gate number, 1 to 64. */
  gate: number;
  /** Line, 1 to 6. */
  line: number;
  /** Color, 1 to 6. */
  color: number;
  /** Tone, 1 to 6. */
  tone: number;
  /** Base, 1 to 5. */
  base: number;
}

/**
 * Position on the wheel in whole bases (0 to 69 119), counted from gate 41 at 302°.
 *
 * Every subdivision is a whole number of bases (gate 1080, line 180, color 30, tone 5), so gate, line,
 * color, tone and base all come from this one integer, which avoids the inconsistent answers that
 * separate floating-point divisions by 5.625, 0.9375, 0.15625 and 0.0260417 give at exact boundaries.
 * `longitude × 192` is exact for every longitude with a short binary expansion, and the start offset is
 * an integer, so a longitude exactly on a boundary (302°, 3.875°, 302.9375°) lands in the later cell.
 *
 * @param longitudeDegrees tropical ecliptic longitude in degrees; any finite value (it is wrapped).
 */
export function baseIndexFromLongitude(longitudeDegrees: number): number {
  let units = (longitudeDegrees * BASES_PER_DEGREE - WHEEL_START_BASES) % BASES_PER_WHEEL;
  if (units < 0) units += BASES_PER_WHEEL;
  const index = Math.floor(units);
  return index >= BASES_PER_WHEEL ? index - BASES_PER_WHEEL : index;
}

/** Gate number (1 to 64) of a base index from {@link baseIndexFromLongitude}. */
export function gateOfBaseIndex(baseIndex: number): number {
  return WHEEL_GATES[(baseIndex / 1080) | 0] as number;
}

/** Line (1 to 6) of a base index. */
export function lineOfBaseIndex(baseIndex: number): number {
  return (((baseIndex / 180) | 0) % 6) + 1;
}

/** Color (1 to 6) of a base index. */
export function colorOfBaseIndex(baseIndex: number): number {
  return (((baseIndex / 30) | 0) % 6) + 1;
}

/** Tone (1 to 6) of a base index. */
export function toneOfBaseIndex(baseIndex: number): number {
  return (((baseIndex / 5) | 0) % 6) + 1;
}

/** Base (1 to 5) of a base index. */
export function baseOfBaseIndex(baseIndex: number): number {
  return (baseIndex % 5) + 1;
}

/**
 * Gate, line, color, tone and base of a tropical longitude (gate 41 starts at 302°).
 * Pure and exact at boundaries (see {@link baseIndexFromLongitude}).
 *
 * @param longitudeDegrees tropical ecliptic longitude in degrees; any finite value.
 * @example activationFromLongitude(302) // { gate: 41, line: 1, color: 1, tone: 1, base: 1 }
 */
export function activationFromLongitude(longitudeDegrees: number): Activation {
  const baseIndex = baseIndexFromLongitude(longitudeDegrees);
  return {
    gate: gateOfBaseIndex(baseIndex),
    line: lineOfBaseIndex(baseIndex),
    color: colorOfBaseIndex(baseIndex),
    tone: toneOfBaseIndex(baseIndex),
    base: baseOfBaseIndex(baseIndex),
  };
}
