// Measures Chiron's accuracy (prints a report; writes nothing):
// 1. the generated table against the generation pipeline it was fitted to (interpolation error);
// 2. the table against Swiss Ephemeris (swisseph-wasm 0.1.0, seas_18.se1) at random instants;
// 3. the integrator: each reference state carried 10 and 20 years and compared with the reference there.
// Run: pnpm --filter @mandala/ephemeris exec tsx scripts/check-chiron-table.ts
import { BaryState, Body } from 'astronomy-engine';
import { chironLongitudeAndSpeed } from '../src/chiron/chiron-longitude';
import { deltaTSecondsAtJulianDayUt } from '../src/delta-t';
import {
  apparentLongitudeDegrees,
  buildOrbit,
  integrateFrom,
  JULIAN_DAY_J2000,
  readJ2000State,
  readReferenceStates,
  SECONDS_PER_DAY,
  timeFromTerrestrial,
  type ReferenceState,
} from './chiron-apparent-place';
import { seededRandom } from './seeded-random';
import { loadSwissEphemerisReference } from './swisseph-reference';

const ARCSEC_PER_DEGREE = 3600;

function wrapDegrees(value: number): number {
  return ((((value + 180) % 360) + 360) % 360) - 180;
}

function summary(errors: number[]): string {
  const absolute = errors.map(Math.abs);
  const mean = absolute.reduce((sum, value) => sum + value, 0) / absolute.length;
  return `mean ${mean.toFixed(3)}″  max ${Math.max(...absolute).toFixed(3)}″  (n = ${absolute.length})`;
}

function julianDayUtOfYear(year: number): number {
  return 2_451_544.5 + (year - 2000) * 365.2425;
}

async function main(): Promise<void> {
  const references = [...readReferenceStates(), readJ2000State()];
  const orbit = buildOrbit(references, 2_378_496.5 - 3, 2_524_608.5 + 3, 0.5);
  const next = seededRandom(20_261_122);

  // 1. Interpolation error of the table.
  const interpolation: number[] = [];
  for (let i = 0; i < 4000; i++) {
    const jd = julianDayUtOfYear(1800) + next() * (julianDayUtOfYear(2200) - julianDayUtOfYear(1800));
    const direct = apparentLongitudeDegrees(orbit, jd + deltaTSecondsAtJulianDayUt(jd) / SECONDS_PER_DAY);
    interpolation.push(wrapDegrees(chironLongitudeAndSpeed(jd).longitudeDegrees - direct) * ARCSEC_PER_DEGREE);
  }
  console.log(`table vs generation pipeline, 1800-2200: ${summary(interpolation)}`);

  // 2. Against Swiss Ephemeris.
  const swissEphemeris = await loadSwissEphemerisReference();
  for (const [from, to] of [
    [1900, 2100],
    [1800, 2200],
  ] as const) {
    const longitude: number[] = [];
    const speed: number[] = [];
    const byDecade = new Map<number, number>();
    for (let i = 0; i < 3000; i++) {
      const jd = julianDayUtOfYear(from) + next() * (julianDayUtOfYear(to) - julianDayUtOfYear(from));
      const [referenceLongitude, referenceSpeed] = swissEphemeris.apparentLongitudeAndSpeed(jd, 'Chiron');
      const ours = chironLongitudeAndSpeed(jd);
      const error = wrapDegrees(ours.longitudeDegrees - referenceLongitude) * ARCSEC_PER_DEGREE;
      longitude.push(error);
      speed.push((ours.speedDegreesPerDay - referenceSpeed) * ARCSEC_PER_DEGREE);
      const decade = Math.floor((2000 + (jd - 2_451_544.5) / 365.2425) / 20) * 20;
      byDecade.set(decade, Math.max(byDecade.get(decade) ?? 0, Math.abs(error)));
    }
    console.log(`table vs Swiss Ephemeris ${from}-${to}: longitude ${summary(longitude)}`);
    console.log(`  speed error (″/day): ${summary(speed)}`);
    console.log(
      `  max by 20 years: ${[...byDecade.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([decade, max]) => `${decade}: ${max.toFixed(1)}″`)
        .join(', ')}`,
    );
  }
  swissEphemeris.close();

  // 3. The integrator against the reference states themselves.
  const sorted = references.sort((a, b) => a.jdTt - b.jdTt);
  const carry = (from: ReferenceState, to: ReferenceState): string => {
    const samples = integrateFrom(from, to.jdTt, 0.5);
    const last = samples.length - 6;
    const position = [samples[last]!, samples[last + 1]!, samples[last + 2]!];
    const time = timeFromTerrestrial(to.jdTt - JULIAN_DAY_J2000);
    const sun = BaryState(Body.Sun, time);
    const earth = BaryState(Body.Earth, time);
    const error = Math.hypot(...position.map((value, k) => value - to.position[k]!));
    const fromSun = Math.hypot(to.position[0] - sun.x, to.position[1] - sun.y, to.position[2] - sun.z);
    const fromEarth = Math.hypot(to.position[0] - earth.x, to.position[1] - earth.y, to.position[2] - earth.z);
    return `${((error / fromSun) * 206_264.8).toFixed(2)}″ / ${((error / fromEarth) * 206_264.8).toFixed(2)}″`;
  };
  console.log('integration error, seen from the Sun / from the Earth (upper bound: whole position error):');
  for (let k = 0; k + 1 < sorted.length; k++) {
    const from = sorted[k]!;
    const to = sorted[k + 1]!;
    if (from.year > 2200) break;
    console.log(`  ${from.year} → ${to.year}: ${carry(from, to)};  ${to.year} → ${from.year}: ${carry(to, from)}`);
  }
}

await main();
