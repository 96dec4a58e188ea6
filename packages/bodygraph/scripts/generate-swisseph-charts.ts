// Writes test/fixtures/swisseph-charts.json: reference charts computed end to end with Swiss Ephemeris
// (npm swisseph-wasm 0.1.0 = Swiss Ephemeris 2.10.03 with its JPL-derived files sepl_18/semo_18/seas_18),
// for the agreement test (test/agreement-vs-swisseph.test.ts) and scripts/measure-agreement.ts.
// Per birth: the birth instant (seeded random millisecond, uniform 1900-2100 UT), the design instant solved
// on the Swiss Ephemeris Sun (apparent longitude = birth Sun − 88°, Newton on SE's own Sun and its speed,
// converged to 1e-9°), and the apparent longitudes of the 11 computed bodies at both instants.
// Run: pnpm --filter @mandala/bodygraph exec tsx scripts/generate-swisseph-charts.ts
// swisseph-wasm is GPL-3.0 and a devDependency only: the fixture holds its numeric output, no code.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { seededRandom } from '../../ephemeris/scripts/seeded-random';
import { APPARENT_WITH_SPEED_FLAGS, loadSwissEphemerisReference } from '../../ephemeris/scripts/swisseph-reference';
import { SOURCE_BODY_NAMES } from '../src/bodies';

const CHART_COUNT = 3000;
const SEED = 20_261_123;
const MILLISECONDS_1900 = Date.UTC(1900, 0, 1);
const MILLISECONDS_2100 = Date.UTC(2100, 0, 1);
const MILLISECONDS_PER_DAY = 86_400_000;
const JULIAN_DAY_UNIX_EPOCH = 2_440_587.5;
const SOLAR_ARC_DEGREES = 88;
/** Newton stops once the Sun is this close to the target longitude, degrees (≈ 3.6 microarcseconds). */
const SUN_TOLERANCE_DEGREES = 1e-9;
/** Stored longitudes are rounded to this step, degrees (36 microarcseconds; a base is 0.0052°). */
const LONGITUDE_STEP_DEGREES = 1e-8;

/** Signed difference a − b wrapped to (−180°, 180°]. */
function wrappedDifferenceDegrees(a: number, b: number): number {
  let difference = (a - b) % 360;
  if (difference <= -180) difference += 360;
  if (difference > 180) difference -= 360;
  return difference;
}

const julianDayOfMilliseconds = (milliseconds: number) => milliseconds / MILLISECONDS_PER_DAY + JULIAN_DAY_UNIX_EPOCH;
const millisecondsOfJulianDay = (julianDay: number) => (julianDay - JULIAN_DAY_UNIX_EPOCH) * MILLISECONDS_PER_DAY;
const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const roundLongitude = (longitude: number) => Number(roundTo(longitude, LONGITUDE_STEP_DEGREES).toFixed(8));

async function main(): Promise<void> {
  const swissEphemeris = await loadSwissEphemerisReference();
  const { swissEph } = swissEphemeris;
  const calculate = swissEphemeris.apparentLongitudeAndSpeed;

  /** The UT Julian day before birth when SE's apparent Sun is exactly `targetDegrees` (Newton on longitude). */
  const solveDesignJulianDay = (birthJulianDay: number, targetDegrees: number): number => {
    let julianDay = birthJulianDay - SOLAR_ARC_DEGREES / 0.9856;
    for (let iteration = 0; iteration < 20; iteration++) {
      const [longitude, speed] = calculate(julianDay, 'Sun');
      const offset = wrappedDifferenceDegrees(targetDegrees, longitude);
      if (Math.abs(offset) < SUN_TOLERANCE_DEGREES) return julianDay;
      julianDay += offset / speed;
    }
    throw new Error(`design moment did not converge for birth JD ${birthJulianDay}`);
  };

  const random = seededRandom(SEED);
  let largestSolcrossDifferenceSeconds = 0;
  const charts: Array<[string, string, number, number[], number[]]> = [];
  for (let index = 0; index < CHART_COUNT; index++) {
    const birthMilliseconds = Math.floor(MILLISECONDS_1900 + random() * (MILLISECONDS_2100 - MILLISECONDS_1900));
    const birthJulianDay = julianDayOfMilliseconds(birthMilliseconds);
    const [birthSun] = calculate(birthJulianDay, 'Sun');
    const target = (((birthSun - SOLAR_ARC_DEGREES) % 360) + 360) % 360;
    const designJulianDay = solveDesignJulianDay(birthJulianDay, target);
    // Cross-check against Swiss Ephemeris's own crossing search, started 100 days before birth.
    const solcrossJulianDay = swissEph.solcross_ut(target, birthJulianDay - 100, APPARENT_WITH_SPEED_FLAGS);
    largestSolcrossDifferenceSeconds = Math.max(
      largestSolcrossDifferenceSeconds,
      Math.abs(solcrossJulianDay - designJulianDay) * 86_400,
    );
    const side = (julianDay: number) => SOURCE_BODY_NAMES.map((body) => roundLongitude(calculate(julianDay, body)[0]));
    charts.push([
      new Date(birthMilliseconds).toISOString(),
      new Date(Math.round(millisecondsOfJulianDay(designJulianDay))).toISOString(),
      Number(designJulianDay.toFixed(9)),
      side(birthJulianDay),
      side(designJulianDay),
    ]);
  }
  if (largestSolcrossDifferenceSeconds > 1) {
    throw new Error(`Newton and swe_solcross_ut disagree by ${largestSolcrossDifferenceSeconds} s`);
  }

  const fixture = {
    description:
      'Reference Human Design chart inputs from Swiss Ephemeris. Each chart is [birthUtc, designUtc, designJulianDayUt, ' +
      'personalityLongitudes, designLongitudes]: birth is a seeded uniform random millisecond 1900-2100 UT ' +
      `(seed ${SEED}); design is the instant before birth when the apparent Sun is at birth Sun − 88° ` +
      `(Newton on the Swiss Ephemeris Sun to ${SUN_TOLERANCE_DEGREES}°; designUtc rounded to the millisecond); ` +
      `longitudes are apparent geocentric ecliptic, true equinox of date, degrees rounded to ${LONGITUDE_STEP_DEGREES}°, ` +
      'in the order of `bodies`. Earth = Sun + 180°, South Node = North Node + 180° are not stored.',
    generator: 'packages/bodygraph/scripts/generate-swisseph-charts.ts',
    swissEphemeris: {
      package: 'swisseph-wasm 0.1.0',
      version: swissEph.version(),
      files: 'sepl_18.se1, semo_18.se1, seas_18.se1 (JPL-derived, bundled in the package)',
      function: 'swe_calc_ut',
      flags: 'SEFLG_SWIEPH | SEFLG_SPEED (= 258): geocentric, apparent, true equinox and ecliptic of date',
      nodeNote: 'NorthNode is SE_TRUE_NODE (11), the osculating node',
      designCheck: `Newton solution vs swe_solcross_ut: largest difference ${largestSolcrossDifferenceSeconds.toExponential(2)} s`,
    },
    bodies: SOURCE_BODY_NAMES,
    charts: [] as unknown[],
  };
  const target = fileURLToPath(new URL('../test/fixtures/swisseph-charts.json', import.meta.url));
  const body = charts.map((chart) => JSON.stringify(chart)).join(',\n');
  const header = JSON.stringify(fixture, null, 2).replace('"charts": []', `"charts": [\n${body}\n]`);
  writeFileSync(target, `${header}\n`);
  swissEphemeris.close();
  console.log(`wrote ${charts.length} charts to ${target}; Newton vs swe_solcross_ut max ${largestSolcrossDifferenceSeconds} s`);
}

await main();
