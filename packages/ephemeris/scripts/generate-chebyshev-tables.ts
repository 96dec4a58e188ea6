// Generates the position tables (src/generated/position-tables-<year>.generated.ts and their layout): Chebyshev
// tables over 1799-2201 TT of the quantities the direct pipeline (scripts/model/apparent-place.ts) computes, without
// nutation and solar deflection, which the run time adds back. Longitude: unwrapped radians in the mean ecliptic
// and equinox of date; latitude and distance (for the deflection) at a lower degree. The coefficients are fitted
// in doubles (coefficients 3 and up rounded to float32 as before), then quantized to each body's step
// (scripts/table-plans.ts) and written by scripts/write-position-tables.ts.
// Bodies not named on the command line keep their current (already quantized) coefficients.
// Run (CPU-heavy, a few minutes): nice pnpm --filter @mandala/ephemeris exec tsx scripts/generate-chebyshev-tables.ts [Body ...]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ALL_POSITION_TABLE_SPANS } from '../src/generated/all-position-table-spans.generated';
import { POSITION_TABLE_LAYOUT } from '../src/generated/position-table-layout.generated';
import { segmentStride, segmentsInBlock } from '../src/position-tables/position-table-layout';
import { decodeQuantizedBlock } from '../src/position-tables/quantized-block';
import { chebyshevCoefficients, chebyshevNodes, chebyshevValue } from './chebyshev-fit';
import { createDirectModel, type TableQuantities } from './model/apparent-place';
import {
  ELP_THRESHOLD_ARCSECONDS,
  TABLE_FIRST_JULIAN_DAY_TT,
  TABLE_LAST_JULIAN_DAY_TT,
  TABLE_PLANS,
  VSOP_THRESHOLD_RADIANS,
  AUXILIARY_STEP,
  TABLE_BLOCK_DAYS,
  TABLE_SPAN_DAYS,
  longitudeStepRadians,
  type BodyPlan,
} from './table-plans';
import { quantizeSegment } from './quantized-block-encoder';
import { writePositionTables, type QuantizedBodyTable } from './write-position-tables';

const FLOAT64_HEAD = 3;
const RADIANS_TO_ARCSECONDS = 648_000 / Math.PI;

function generate(plan: BodyPlan): QuantizedBodyTable {
  const started = Date.now();
  const model = createDirectModel({ elpThresholdArcseconds: ELP_THRESHOLD_ARCSECONDS, vsopThresholdRadians: VSOP_THRESHOLD_RADIANS });
  const count = plan.degree + 1;
  const nodes = chebyshevNodes(count);
  const segmentCount = Math.ceil((TABLE_LAST_JULIAN_DAY_TT - TABLE_FIRST_JULIAN_DAY_TT) / plan.segmentDays);
  const tailLength = count - FLOAT64_HEAD;
  const auxiliaryCount = plan.auxiliaryDegree === 0 ? 0 : plan.auxiliaryDegree + 1;
  const head = new Float64Array(segmentCount * FLOAT64_HEAD);
  const tail = new Float32Array(segmentCount * tailLength);
  const latitude = new Float32Array(segmentCount * auxiliaryCount);
  const distance = new Float32Array(segmentCount * auxiliaryCount);
  const longitudes = new Float64Array(count);
  const latitudes = new Float64Array(count);
  const distances = new Float64Array(count);
  const quantities: TableQuantities = { longitude: 0, latitude: 0, distance: 0 };
  const halfSpan = plan.segmentDays / 2;
  for (let segment = 0; segment < segmentCount; segment += 1) {
    const middle = TABLE_FIRST_JULIAN_DAY_TT + (segment + 0.5) * plan.segmentDays;
    let previous = Number.NaN;
    for (let k = 0; k < count; k += 1) {
      model.tableQuantities(plan.body, middle + halfSpan * (nodes[k] as number), quantities);
      let longitude = quantities.longitude;
      if (!Number.isNaN(previous)) {
        while (longitude - previous > Math.PI) longitude -= 2 * Math.PI;
        while (longitude - previous < -Math.PI) longitude += 2 * Math.PI;
      }
      previous = longitude;
      longitudes[k] = longitude;
      latitudes[k] = quantities.latitude;
      distances[k] = quantities.distance;
    }
    // Keep c0 within one turn of the segment's first node so values stay small.
    const coefficients = chebyshevCoefficients(longitudes);
    const stored = new Float64Array(count);
    for (let j = 0; j < FLOAT64_HEAD; j += 1) head[segment * FLOAT64_HEAD + j] = coefficients[j] as number;
    for (let j = FLOAT64_HEAD; j < count; j += 1) tail[segment * tailLength + j - FLOAT64_HEAD] = coefficients[j] as number;
    stored.set(coefficients);
    if (auxiliaryCount > 0) {
      const latitudeCoefficients = chebyshevCoefficients(latitudes);
      const distanceCoefficients = chebyshevCoefficients(distances);
      for (let j = 0; j < auxiliaryCount; j += 1) {
        latitude[segment * auxiliaryCount + j] = latitudeCoefficients[j] as number;
        distance[segment * auxiliaryCount + j] = distanceCoefficients[j] as number;
      }
    }
  }

  // Verification against the direct pipeline on every 7th segment, at 3 pseudo-random points each.
  let maxLongitudeError = 0;
  let maxLatitudeError = 0;
  let maxDistanceError = 0;
  let checks = 0;
  const stored = new Float64Array(count);
  const auxiliary = new Float64Array(Math.max(auxiliaryCount, 1));
  for (let segment = 0; segment < segmentCount; segment += 7) {
    for (let j = 0; j < FLOAT64_HEAD; j += 1) stored[j] = head[segment * FLOAT64_HEAD + j] as number;
    for (let j = FLOAT64_HEAD; j < count; j += 1) stored[j] = tail[segment * tailLength + j - FLOAT64_HEAD] as number;
    for (const fraction of [0.137, 0.5 + 0.29 * Math.sin(segment), 0.981]) {
      const x = 2 * fraction - 1;
      const julianDayTt = TABLE_FIRST_JULIAN_DAY_TT + (segment + fraction) * plan.segmentDays;
      model.tableQuantities(plan.body, julianDayTt, quantities);
      let difference = chebyshevValue(stored, 0, count, x) - quantities.longitude;
      difference -= 2 * Math.PI * Math.round(difference / (2 * Math.PI));
      maxLongitudeError = Math.max(maxLongitudeError, Math.abs(difference) * RADIANS_TO_ARCSECONDS);
      if (auxiliaryCount > 0) {
        for (let j = 0; j < auxiliaryCount; j += 1) auxiliary[j] = latitude[segment * auxiliaryCount + j] as number;
        const latitudeError = Math.abs(chebyshevValue(auxiliary, 0, auxiliaryCount, x) - quantities.latitude);
        maxLatitudeError = Math.max(maxLatitudeError, latitudeError * RADIANS_TO_ARCSECONDS);
        for (let j = 0; j < auxiliaryCount; j += 1) auxiliary[j] = distance[segment * auxiliaryCount + j] as number;
        const distanceError = Math.abs(chebyshevValue(auxiliary, 0, auxiliaryCount, x) / quantities.distance - 1);
        maxDistanceError = Math.max(maxDistanceError, distanceError);
      }
      checks += 1;
    }
  }

  const fitNote =
    `max fit error vs the direct pipeline at ${checks} check points: longitude ${maxLongitudeError.toFixed(5)}″` +
    (auxiliaryCount > 0
      ? `, latitude ${maxLatitudeError.toFixed(3)}″, distance ${maxDistanceError.toExponential(2)} (relative)`
      : '');
  const layout = {
    segmentDays: plan.segmentDays,
    segmentCount,
    coefficientCount: count,
    auxiliaryCoefficientCount: auxiliaryCount,
    longitudeStepRadians: longitudeStepRadians(maxLongitudeError, count),
    latitudeStepRadians: AUXILIARY_STEP,
    distanceStepAu: AUXILIARY_STEP,
  };
  const segments: number[][] = [];
  for (let segment = 0; segment < segmentCount; segment += 1) {
    for (let j = 0; j < FLOAT64_HEAD; j += 1) stored[j] = head[segment * FLOAT64_HEAD + j] as number;
    for (let j = FLOAT64_HEAD; j < count; j += 1) stored[j] = tail[segment * tailLength + j - FLOAT64_HEAD] as number;
    const from = segment * auxiliaryCount;
    segments.push(quantizeSegment(layout, stored, latitude.subarray(from, from + auxiliaryCount), distance.subarray(from, from + auxiliaryCount)));
  }
  console.log(
    `${plan.body}: ${segmentCount} segments, ${segmentCount * (count + 2 * auxiliaryCount)} coefficients, ` +
      `${fitNote}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const note = `${segmentCount} segments of ${plan.segmentDays} days, degree ${plan.degree}; ${fitNote}; longitude step 2^${Math.log2(layout.longitudeStepRadians)} rad.`;
  return { name: plan.body, layout, segments, note };
}

/** A body's current table, decoded back to its quantized integers (kept when the body is not regenerated). */
function currentTable(bodyIndex: number, note: string): QuantizedBodyTable {
  const layout = POSITION_TABLE_LAYOUT.bodies[bodyIndex];
  const plan = TABLE_PLANS[bodyIndex];
  if (layout === undefined || plan === undefined) throw new Error(`no body ${bodyIndex}`);
  const stride = segmentStride(layout);
  const blocksPerSpan = POSITION_TABLE_LAYOUT.spanDays / POSITION_TABLE_LAYOUT.blockDays;
  const segments: number[][] = [];
  for (const span of ALL_POSITION_TABLE_SPANS) {
    for (let local = 0; local < blocksPerSpan; local += 1) {
      const block = span.spanIndex * blocksPerSpan + local;
      const count = segmentsInBlock(POSITION_TABLE_LAYOUT, layout, block);
      const integers = decodeQuantizedBlock(span.bytes, span.blockOffsets[bodyIndex * blocksPerSpan + local] as number, layout, count);
      for (let segment = 0; segment < count; segment += 1) segments.push(Array.from(integers.subarray(segment * stride, (segment + 1) * stride)));
    }
  }
  return { name: plan.body, layout, segments, note };
}

/** The header note of every body, from the current layout module's comments. */
function currentNotes(): Map<string, string> {
  const text = readFileSync(fileURLToPath(new URL('../src/generated/position-table-layout.generated.ts', import.meta.url)), 'utf8');
  return new Map([...text.matchAll(/^\/\/ (\w+): (.*)$/gm)].map((match) => [match[1] as string, match[2] as string]));
}

const requested = process.argv.slice(2);
const notes = currentNotes();
const tables = TABLE_PLANS.map((plan, index) =>
  requested.length === 0 || requested.includes(plan.body) ? generate(plan) : currentTable(index, notes.get(plan.body) ?? ''),
);
writePositionTables(TABLE_FIRST_JULIAN_DAY_TT, TABLE_SPAN_DAYS, TABLE_BLOCK_DAYS, tables);
