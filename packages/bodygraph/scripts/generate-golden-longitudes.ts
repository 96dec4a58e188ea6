// Writes test/fixtures/golden-longitudes.json: Swiss Ephemeris longitudes and speeds of the 11 computed
// bodies (plus Chiron) at the birth and design moments of the published charts the tests check.
// The design moment is solved here by bisection on the Swiss Ephemeris Sun (88° of solar arc).
// Run: pnpm --filter @mandala/bodygraph exec tsx scripts/generate-golden-longitudes.ts
// swisseph-wasm is GPL-3.0 and a devDependency only: the fixture holds its numeric output, no code.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BODY_NAMES, type BodyName } from '@mandala/ephemeris';
import { loadSwissEphemerisReference } from '../../ephemeris/scripts/swisseph-reference';

/** Birth instants (UTC) of the published charts in test/published-charts*.test.ts. */
const BIRTHS = ['1982-03-27T14:05:00Z', '1992-10-03T04:03:00Z'];

const julianDayOf = (instant: Date) => instant.getTime() / 86_400_000 + 2_440_587.5;
const instantOf = (julianDay: number) => new Date(Math.round((julianDay - 2_440_587.5) * 86_400_000));

async function main(): Promise<void> {
  const swissEphemeris = await loadSwissEphemerisReference();
  const calculate = (julianDayUt: number, body: BodyName) => {
    const [longitude, speed] = swissEphemeris.apparentLongitudeAndSpeed(julianDayUt, body);
    return { longitude, speed };
  };
  const side = (julianDayUt: number) => Object.fromEntries(BODY_NAMES.map((name) => [name, calculate(julianDayUt, name)]));

  const charts = BIRTHS.map((iso) => {
    const birthJulianDay = julianDayOf(new Date(iso));
    const target = (calculate(birthJulianDay, 'Sun').longitude - 88 + 360) % 360;
    const behind = (julianDay: number) => {
      let difference = calculate(julianDay, 'Sun').longitude - target;
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
  swissEphemeris.close();
  console.log(`wrote ${charts.length} charts to ${target}`);
}

await main();
