// Writes src/chiron/chiron-table.generated.ts: Chebyshev segments of Chiron's apparent geocentric
// ecliptic longitude (true equinox of date) over 1800-2200, indexed by Julian day UT.
//
// The orbit comes from the Swiss Ephemeris reference states in /work/shared/reference (every 20 years
// plus J2000), each integrated with astronomy-engine's GravitySimulator no more than about 10 years
// forward and backward (see chiron-apparent-place.ts). UT → TT with the package's ΔT (src/delta-t.ts).
// Takes about 10 seconds.
// Run: pnpm --filter @mandala/ephemeris exec tsx scripts/generate-chiron-table.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  apparentLongitudeDegrees,
  buildOrbit,
  readJ2000State,
  readReferenceStates,
  SECONDS_PER_DAY,
} from './chiron-apparent-place';
import { chironBlockIndex } from '../src/chiron/chiron-table-blocks';
import { encodeSignedIntegers } from '../src/chiron/signed-varint-text';
import { chironBlocksModuleText } from './chiron-blocks-module-text';
import { deltaTSecondsAtJulianDayUt } from '../src/delta-t';

/** Segments per block of the index the run time decodes by (1024 days). */
const CHIRON_BLOCK_SEGMENTS = 16;

/** 1800-01-01T00:00 UT. */
export const TABLE_START_JULIAN_DAY_UT = 2_378_496.5;
/** 2200-01-01T00:00 UT: the table covers at least up to here. */
export const TABLE_END_JULIAN_DAY_UT = 2_524_593.5;
export const SEGMENT_DAYS = 64;
export const DEGREE = 14;
/** Coefficients are stored as integers in this unit (degrees). */
export const UNIT_DEGREES = 1e-7;
const ORBIT_STEP_DAYS = 0.5;
/** A segment is split in halves until its fit is this good at the test points (arcseconds)... */
const TOLERANCE_ARCSECONDS = 0.3;
/** ...or it has 2^5 = 32 parts of 2 days. */
const MAXIMUM_SUBDIVISION_EXPONENT = 5;
const CHECK_POINTS_PER_PART = 16;

export const SEGMENT_COUNT = Math.ceil((TABLE_END_JULIAN_DAY_UT - TABLE_START_JULIAN_DAY_UT) / SEGMENT_DAYS);

/** Chebyshev coefficients (degrees) of an unwrapped function on [start, start + length], from degree + 1 nodes. */
export function fitChebyshev(evaluate: (julianDay: number) => number, start: number, length: number): number[] {
  const count = DEGREE + 1;
  const values: number[] = [];
  for (let j = 0; j < count; j++) {
    const x = Math.cos((Math.PI * (j + 0.5)) / count);
    let value = evaluate(start + ((x + 1) * length) / 2);
    const previous = values[j - 1];
    if (previous !== undefined) value -= 360 * Math.round((value - previous) / 360);
    values.push(value);
  }
  const coefficients: number[] = [];
  for (let k = 0; k < count; k++) {
    let sum = 0;
    for (let j = 0; j < count; j++) sum += values[j]! * Math.cos((Math.PI * k * (j + 0.5)) / count);
    coefficients.push(((k === 0 ? 1 : 2) * sum) / count);
  }
  return coefficients;
}

function evaluateChebyshev(coefficients: number[], x: number): number {
  let b1 = 0;
  let b2 = 0;
  for (let k = coefficients.length - 1; k >= 1; k--) {
    const b0 = 2 * x * b1 - b2 + coefficients[k]!;
    b2 = b1;
    b1 = b0;
  }
  return x * b1 - b2 + coefficients[0]!;
}

function wrapDegrees(value: number): number {
  return value - 360 * Math.round(value / 360);
}

function main(): void {
  const started = performance.now();
  const references = [...readReferenceStates(), readJ2000State()];
  const tableEnd = TABLE_START_JULIAN_DAY_UT + SEGMENT_COUNT * SEGMENT_DAYS;
  // The orbit grid starts on a whole TT day so that every reference epoch lies on it.
  const orbit = buildOrbit(references, TABLE_START_JULIAN_DAY_UT - 3, tableEnd + 3, ORBIT_STEP_DAYS);
  console.log(`orbit integrated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const longitudeAtUt = (julianDayUt: number) =>
    apparentLongitudeDegrees(orbit, julianDayUt + deltaTSecondsAtJulianDayUt(julianDayUt) / SECONDS_PER_DAY);

  const integers: number[] = [];
  let previousFirst = 0;
  let subdivided = 0;
  let worstArcseconds = 0;
  const fullTurn = Math.round(360 / UNIT_DEGREES);
  for (let segment = 0; segment < SEGMENT_COUNT; segment++) {
    const start = TABLE_START_JULIAN_DAY_UT + segment * SEGMENT_DAYS;
    // Split the segment into 2^exponent equal parts until the fit is within the tolerance at test
    // points between the nodes (only near close passages behind the Sun, where light deflection spikes).
    let exponent = 0;
    let parts: number[][] = [];
    for (; exponent <= MAXIMUM_SUBDIVISION_EXPONENT; exponent++) {
      const count = 2 ** exponent;
      const length = SEGMENT_DAYS / count;
      parts = [];
      let worst = 0;
      for (let part = 0; part < count; part++) {
        const partStart = start + part * length;
        const coefficients = fitChebyshev(longitudeAtUt, partStart, length);
        parts.push(coefficients);
        for (let test = 0; test < CHECK_POINTS_PER_PART; test++) {
          const x = -1 + (2 * (test + 0.5)) / CHECK_POINTS_PER_PART;
          const fitted = evaluateChebyshev(coefficients, x);
          const direct = longitudeAtUt(partStart + ((x + 1) * length) / 2);
          worst = Math.max(worst, Math.abs(wrapDegrees(fitted - direct)) * 3600);
        }
      }
      if (worst <= TOLERANCE_ARCSECONDS || exponent === MAXIMUM_SUBDIVISION_EXPONENT) {
        worstArcseconds = Math.max(worstArcseconds, worst);
        break;
      }
    }
    if (exponent > 0) subdivided += 1;
    integers.push(exponent);
    for (const coefficients of parts) {
      // The constant term is stored as a change from the previous part's, wrapped to ±180°.
      const first = Math.round(coefficients[0]! / UNIT_DEGREES);
      let change = first - previousFirst;
      change -= fullTurn * Math.round(change / fullTurn);
      previousFirst += change;
      integers.push(change, ...coefficients.slice(1).map((value) => Math.round(value / UNIT_DEGREES)));
    }
  }
  console.log(`${subdivided} segments subdivided; worst fit error at the test points ${worstArcseconds.toFixed(3)}″`);
  const encoded = encodeSignedIntegers(integers);
  const lines: string[] = [];
  for (let index = 0; index < encoded.length; index += 100) lines.push(`  '${encoded.slice(index, index + 100)}',`);
  const target = fileURLToPath(new URL('../src/chiron/chiron-table.generated.ts', import.meta.url));
  writeFileSync(
    target,
    `// GENERATED by \`pnpm --filter @mandala/ephemeris exec tsx scripts/generate-chiron-table.ts\`. Do not edit.
// Chiron's apparent geocentric ecliptic longitude (true equinox of date) as Chebyshev segments over
// Julian days UT; provenance and accuracy in src/chiron/README.md.
/** Julian day (UT) where the first segment starts (1800-01-01T00:00 UT). */
export const CHIRON_TABLE_START_JULIAN_DAY_UT = ${TABLE_START_JULIAN_DAY_UT};
/** Length of every segment, days. */
export const CHIRON_TABLE_SEGMENT_DAYS = ${SEGMENT_DAYS};
/** Number of segments. */
export const CHIRON_TABLE_SEGMENT_COUNT = ${SEGMENT_COUNT};
/** Chebyshev coefficients per part (degree + 1). */
export const CHIRON_TABLE_COEFFICIENTS_PER_PART = ${DEGREE + 1};
/** Degrees per stored integer unit. */
export const CHIRON_TABLE_UNIT_DEGREES = ${UNIT_DEGREES};
/**
 * Signed integers as zigzag varints (see signed-varint-text.ts). Per segment: an exponent p (the
 * segment is split into 2^p equal parts, p > 0 only around close passages behind the Sun), then per
 * part ${DEGREE + 1} Chebyshev coefficients in CHIRON_TABLE_UNIT_DEGREES, the constant term stored as
 * its change from the previous part's (wrapped to ±180°). Argument x = 2(jd − part start)/part length − 1.
 */
export const CHIRON_TABLE_DATA: readonly string[] = [
${lines.join('\n')}
];
${chironBlocksModuleText(
  CHIRON_BLOCK_SEGMENTS,
  chironBlockIndex({ text: encoded, segmentCount: SEGMENT_COUNT, coefficientsPerPart: DEGREE + 1, blockSegments: CHIRON_BLOCK_SEGMENTS }),
)}`,
  );
  console.log(
    `wrote ${target}: ${SEGMENT_COUNT} segments, ${DEGREE + 1} coefficients per part, ${encoded.length} characters, ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
