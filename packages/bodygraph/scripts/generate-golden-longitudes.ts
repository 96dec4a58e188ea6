// Writes test/fixtures/golden-longitudes.json: Swiss Ephemeris longitudes and speeds of the 11 computed
// bodies (plus Chiron) at the birth and design moments of the published charts the tests check.
// The design moment is solved here by bisection on the Swiss Ephemeris Sun (88° of solar arc).
// Run: pnpm --filter @mandala/bodygraph exec tsx scripts/generate-golden-longitudes.ts
// swisseph-wasm is GPL-3.0 and a devDependency only: the fixture holds its numeric output, no code.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import SwissEph from 'swisseph-wasm';

const FLAGS = 2 | 256; // SEFLG_SWIEPH | SEFLG_SPEED: apparent geocentric, true equinox of date
const BODIES: ReadonlyArray<readonly [string, number]> = [
  ['Sun', 0],
  ['Moon', 1],
  ['Mercury', 2],
  ['Venus', 3],
  ['Mars', 4],
  ['Jupiter', 5],
  ['Saturn', 6],
  ['Uranus', 7],
  ['Neptune', 8],
  ['Pluto', 9],
  ['NorthNode', 11],
  ['Chiron', 15],
];

/** Birth instants (UTC) of the published charts in test/published-charts*.test.ts. */
const BIRTHS = ['1982-03-27T14:05:00Z', '1992-10-03T04:03:00Z'];

const julianDayOf = (instant: Date) => instant.getTime() / 86_400_000 + 2_440_587.5;
const instantOf = (julianDay: number) => new Date(Math.round((julianDay - 2_440_587.5) * 86_400_000));

async function main(): Promise<void> {
  const swissEph = new SwissEph();
  await swissEph.initSwissEph();
  const module = (swissEph as unknown as { SweModule: unknown }).SweModule as {
    _malloc(bytes: number): number;
    HEAPF64: Float64Array;
    ccall(name: string, returnType: string, argumentTypes: string[], values: unknown[]): number;
  };
  const result = module._malloc(48);
  const error = module._malloc(256);
  const calculate = (julianDayUt: number, body: number) => {
    const flags = module.ccall('swe_calc_ut', 'number', ['number', 'number', 'number', 'number', 'number'], [
      julianDayUt,
      body,
      FLAGS,
      result,
      error,
    ]);
    if (flags < 0 || (flags & 2) === 0) throw new Error(`swe_calc_ut(${julianDayUt}, ${body}) failed`);
    return { longitude: module.HEAPF64[result >> 3] as number, speed: module.HEAPF64[(result >> 3) + 3] as number };
  };
  const side = (julianDayUt: number) => Object.fromEntries(BODIES.map(([name, body]) => [name, calculate(julianDayUt, body)]));

  const charts = BIRTHS.map((iso) => {
    const birthJulianDay = julianDayOf(new Date(iso));
    const target = (calculate(birthJulianDay, 0).longitude - 88 + 360) % 360;
    const behind = (julianDay: number) => {
      let difference = calculate(julianDay, 0).longitude - target;
      if (difference > 180) difference -= 360;
      if (difference < -180) difference += 360;
      return difference;
    };
    let low = birthJulianDay - 96;
    let high = birthJulianDay - 84;
    for (let step = 0; step < 60; step++) {
      const middle = (low + high) / 2;
      if (behind(middle) < 0) low = middle;
      else high = middle;
    }
    const designJulianDay = (low + high) / 2;
    return {
      birthUtc: iso,
      designUtc: instantOf(designJulianDay).toISOString(),
      personality: side(birthJulianDay),
      design: side(designJulianDay),
    };
  });

  const fixture = {
    description:
      'Apparent geocentric ecliptic longitudes (true equinox of date, degrees) and speeds (degrees/day) from Swiss Ephemeris at the birth and design moments of published charts. NorthNode is the true node.',
    generator: 'packages/bodygraph/scripts/generate-golden-longitudes.ts',
    swissEphemeris: 'swisseph-wasm 0.1.0 (Swiss Ephemeris 2.10.03, sepl_18/semo_18/seas_18), swe_calc_ut flags 258',
    charts,
  };
  const target = fileURLToPath(new URL('../test/fixtures/golden-longitudes.json', import.meta.url));
  writeFileSync(target, `${JSON.stringify(fixture, null, 2)}\n`);
  console.log(`wrote ${charts.length} charts to ${target}`);
}

await main();
