// Fits the initial states of the integrated Jupiter-Pluto (scripts/model/outer-planet-integrated.ts) to Swiss
// Ephemeris 2.10.03's heliocentric geometric positions (JPL-derived sepl_18, via swisseph-wasm) every 200 days over
// 1800-2200 TT, by Gauss-Newton least squares on the direction (residuals divided by the distance), one system at
// a time (Jupiter and Saturn together: 12 parameters), and writes
// scripts/model/outer-planet-initial-states.generated.ts. The fit instants (JD 2378500.25 + 200 k, TT) are not those
// of the test fixture, which stays an independent check. Swiss Ephemeris is only a numeric reference here.
// Run: nice pnpm --filter @mandala/ephemeris exec tsx scripts/fit-outer-planet-orbits.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  INTEGRATED_SYSTEMS,
  INTEGRATION_EPOCH,
  INTEGRATION_GRID_COUNT,
  integrateOrbits,
  interpolateOrbit,
  type IntegratedBody,
} from './model/outer-planet-integrated';
import { loadHeliocentricReference, type HeliocentricReference } from './outer-planet-reference';

const FIT_FIRST = 2_378_500.25; // 1800-01-05 18h TT
const FIT_LAST = 2_524_600.0; // 2200-01-06 TT
const FIT_STEP_DAYS = 200;
/** Denser, offset instants used only to report the fit's quality between the fit instants. */
const CHECK_STEP_DAYS = 37.3;
const RADIANS_TO_ARCSECONDS = 648_000 / Math.PI;

function solve(matrix: number[][], vector: number[]): number[] {
  const n = vector.length;
  const a = matrix.map((row, i) => [...row, vector[i] as number]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1) if (Math.abs(a[row]![col]!) > Math.abs(a[pivot]![col]!)) pivot = row;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    for (let row = 0; row < n; row += 1) {
      if (row === col) continue;
      const factor = a[row]![col]! / a[col]![col]!;
      for (let k = col; k <= n; k += 1) a[row]![k] = a[row]![k]! - factor * a[col]![k]!;
    }
  }
  return a.map((row, i) => row[n]! / row[i]!);
}

interface Observations {
  times: number[];
  positions: Float64Array;
}

function observe(reference: HeliocentricReference, body: IntegratedBody, first: number, last: number, step: number): Observations {
  const times: number[] = [];
  for (let t = first; t <= last; t += step) times.push(t);
  const positions = new Float64Array(times.length * 3);
  times.forEach((t, i) => positions.set(reference.position(body, t), i * 3));
  return { times, positions };
}

/**
 * Residuals (model − reference) of every member of `system`, divided by the reference distance: radians of
 * direction, plus the radial part; the members' blocks follow each other.
 */
function residuals(system: readonly IntegratedBody[], state: ArrayLike<number>, observations: readonly Observations[]): Float64Array {
  const states = integrateOrbits(system, state, 0, INTEGRATION_GRID_COUNT - 1);
  const point = { x: 0, y: 0, z: 0 };
  const result = new Float64Array(observations.reduce((sum, member) => sum + member.positions.length, 0));
  let offset = 0;
  observations.forEach((member, b) => {
    member.times.forEach((t, i) => {
      interpolateOrbit(states[b]!, 0, t, point);
      const x = member.positions[i * 3] as number;
      const y = member.positions[i * 3 + 1] as number;
      const z = member.positions[i * 3 + 2] as number;
      const distance = Math.hypot(x, y, z);
      result[offset + i * 3] = (point.x - x) / distance;
      result[offset + i * 3 + 1] = (point.y - y) / distance;
      result[offset + i * 3 + 2] = (point.z - z) / distance;
    });
    offset += member.positions.length;
  });
  return result;
}

/** Angular separation statistics (arcseconds) of the model direction from the reference direction. */
function separationReport(states: Float64Array, observations: Observations): { rms: number; max: number; byYear: string } {
  const point = { x: 0, y: 0, z: 0 };
  let sumSquares = 0;
  let max = 0;
  const bins = new Map<number, number>();
  observations.times.forEach((t, i) => {
    interpolateOrbit(states, 0, t, point);
    const x = observations.positions[i * 3] as number;
    const y = observations.positions[i * 3 + 1] as number;
    const z = observations.positions[i * 3 + 2] as number;
    const r = Math.hypot(x, y, z);
    const m = Math.hypot(point.x, point.y, point.z);
    const cx = (point.y / m) * (z / r) - (point.z / m) * (y / r);
    const cy = (point.z / m) * (x / r) - (point.x / m) * (z / r);
    const cz = (point.x / m) * (y / r) - (point.y / m) * (x / r);
    const separation = Math.asin(Math.min(1, Math.hypot(cx, cy, cz))) * RADIANS_TO_ARCSECONDS;
    sumSquares += separation * separation;
    max = Math.max(max, separation);
    const year = Math.floor((2000 + (t - 2_451_545) / 365.25) / 50) * 50;
    bins.set(year, Math.max(bins.get(year) ?? 0, separation));
  });
  const byYear = [...bins].map(([year, value]) => `${year}s ${value.toFixed(3)}″`).join(', ');
  return { rms: Math.sqrt(sumSquares / observations.times.length), max, byYear };
}

function fit(reference: HeliocentricReference, system: readonly IntegratedBody[]): number[] {
  const observations = system.map((body) => observe(reference, body, FIT_FIRST, FIT_LAST, FIT_STEP_DAYS));
  let state = system.flatMap((body) => {
    const [x, y, z] = reference.position(body, INTEGRATION_EPOCH);
    const before = reference.position(body, INTEGRATION_EPOCH - 1);
    const after = reference.position(body, INTEGRATION_EPOCH + 1);
    return [x, y, z, (after[0] - before[0]) / 2, (after[1] - before[1]) / 2, (after[2] - before[2]) / 2];
  });
  const steps = system.flatMap(() => [1e-7, 1e-7, 1e-7, 1e-10, 1e-10, 1e-10]);
  const name = system.join(' + ');
  const instantCount = observations.reduce((sum, member) => sum + member.times.length, 0);
  for (let iteration = 0; iteration < 4; iteration += 1) {
    const base = residuals(system, state, observations);
    const columns = steps.map((step, j) => {
      const shifted = [...state];
      shifted[j] = (shifted[j] as number) + step;
      const moved = residuals(system, shifted, observations);
      return moved.map((value, i) => (value - (base[i] as number)) / step);
    });
    const normal = columns.map((a) => columns.map((b) => a.reduce((sum, value, i) => sum + value * (b[i] as number), 0)));
    const right = columns.map((a) => -a.reduce((sum, value, i) => sum + value * (base[i] as number), 0));
    const correction = solve(normal, right);
    state = state.map((value, j) => value + (correction[j] as number));
    const rms = Math.sqrt(base.reduce((sum, value) => sum + value * value, 0) / instantCount);
    console.log(`${name} iteration ${iteration}: rms residual before correction ${(rms * RADIANS_TO_ARCSECONDS).toFixed(4)}″`);
  }
  const states = integrateOrbits(system, state, 0, INTEGRATION_GRID_COUNT - 1);
  system.forEach((body, b) => {
    const fitted = separationReport(states[b]!, observations[b]!);
    const check = separationReport(states[b]!, observe(reference, body, FIT_FIRST + 11.1, FIT_LAST, CHECK_STEP_DAYS));
    console.log(`${body}: fit instants rms ${fitted.rms.toFixed(4)}″ max ${fitted.max.toFixed(4)}″`);
    console.log(`${body}: check instants (every ${CHECK_STEP_DAYS} days) rms ${check.rms.toFixed(4)}″ max ${check.max.toFixed(4)}″`);
    console.log(`${body}: largest per half-century: ${check.byYear}`);
    summaries.push(`${body}: rms ${check.rms.toFixed(3)}″, max ${check.max.toFixed(3)}″`);
  });
  return state;
}

const summaries: string[] = [];
const reference = await loadHeliocentricReference();
const states = INTEGRATED_SYSTEMS.flatMap((system) => {
  const state = fit(reference, system);
  return system.map((body, b) => [body, state.slice(b * 6, b * 6 + 6)] as const);
});
reference.close();
const target = fileURLToPath(new URL('./model/outer-planet-initial-states.generated.ts', import.meta.url));
writeFileSync(
  target,
  `// GENERATED by scripts/fit-outer-planet-orbits.ts. Do not edit.
// Heliocentric states (ICRS, AU and AU/day) at JD ${INTEGRATION_EPOCH} TT of the integrated outer planets, fitted to
// Swiss Ephemeris ${reference.version} (JPL-derived sepl_18) heliocentric geometric positions every ${FIT_STEP_DAYS} days over
// 1800-2200 TT, Jupiter and Saturn together. Direction error against that reference at offset instants every
// ${CHECK_STEP_DAYS} days:
// ${summaries.join(';\n// ')}.
import type { IntegratedBody } from './outer-planet-integrated';

export const OUTER_PLANET_INITIAL_STATES: Readonly<Record<IntegratedBody, readonly number[]>> = {
${states.map(([body, state]) => `  ${body}: [${state.map((value) => value.toPrecision(17)).join(', ')}],`).join('\n')}
};
`,
);
console.log(`wrote ${target}`);
