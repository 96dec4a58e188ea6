// Generates src/generated/chebyshev-<body>.generated.ts: Chebyshev tables over 1799-2201 TT of the quantities the
// direct pipeline (scripts/model/apparent-place.ts) computes, without nutation and solar deflection, which the
// run time adds back. Longitude: unwrapped radians in the mean ecliptic and equinox of date; coefficients 0-2
// float64, the rest float32. Latitude and distance (for the deflection) at a lower degree, float32.
// Run (CPU-heavy, a few minutes): nice pnpm --filter @mandala/ephemeris exec tsx scripts/generate-chebyshev-tables.ts [Body ...]
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chebyshevCoefficients, chebyshevNodes, chebyshevValue } from './chebyshev-fit';
import { createDirectModel, type ModelBody, type TableQuantities } from './model/apparent-place';
import {
  ELP_THRESHOLD_ARCSECONDS,
  TABLE_FIRST_JULIAN_DAY_TT,
  TABLE_LAST_JULIAN_DAY_TT,
  TABLE_PLANS,
  VSOP_THRESHOLD_RADIANS,
  type BodyPlan,
} from './table-plans';

const FLOAT64_HEAD = 3;
const RADIANS_TO_ARCSECONDS = 648_000 / Math.PI;

function base64(array: Float64Array | Float32Array): string {
  return Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString('base64');
}

function moduleName(body: ModelBody): string {
  return body === 'NorthNode' ? 'north-node' : body.toLowerCase();
}

function generate(plan: BodyPlan): void {
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
  const name = moduleName(plan.body);
  const target = fileURLToPath(new URL(`../src/generated/chebyshev-${name}.generated.ts`, import.meta.url));
  const lines = [
    `// GENERATED by scripts/generate-chebyshev-tables.ts (nice pnpm --filter @mandala/ephemeris exec tsx`,
    `// scripts/generate-chebyshev-tables.ts ${plan.body}). Do not edit. Provenance: src/generated/README.md.`,
    `// ${plan.body}: ${segmentCount} segments of ${plan.segmentDays} days, degree ${plan.degree}; ${fitNote}.`,
    `import type { ChebyshevTableSource } from '../chebyshev-table-source';`,
    '',
    `/** Chebyshev table of ${plan.body} (see src/generated/README.md). */`,
    `export const ${plan.body.toUpperCase()}_TABLE: ChebyshevTableSource = {`,
    `  firstJulianDayTt: ${TABLE_FIRST_JULIAN_DAY_TT},`,
    `  segmentDays: ${plan.segmentDays},`,
    `  segmentCount: ${segmentCount},`,
    `  coefficientCount: ${count},`,
    `  auxiliaryCoefficientCount: ${auxiliaryCount},`,
    `  longitudeHead: '${base64(head)}',`,
    `  longitudeTail: '${base64(tail)}',`,
    `  latitude: '${base64(latitude)}',`,
    `  distance: '${base64(distance)}',`,
    '};',
    '',
  ];
  writeFileSync(target, lines.join('\n'));
  console.log(
    `${plan.body}: ${segmentCount} segments, ${segmentCount * (count + 2 * auxiliaryCount)} coefficients, ` +
      `${fitNote}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

const requested = process.argv.slice(2);
for (const plan of TABLE_PLANS) {
  if (requested.length > 0 && !requested.includes(plan.body)) continue;
  generate(plan);
}
