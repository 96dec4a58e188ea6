// Writes test/fixtures/swisseph-positions.json: apparent geocentric ecliptic longitudes (true equinox
// of date) and speeds of every body at seeded random instants, computed by Swiss Ephemeris 2.10.03
// (npm swisseph-wasm 0.1.0, with its JPL-derived files sepl_18/semo_18/seas_18).
// Run: pnpm --filter @mandala/ephemeris exec tsx scripts/generate-accuracy-fixture.ts
// swisseph-wasm is GPL-3.0 and a devDependency only: the fixture holds its numeric output, no code.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BODY_NAMES } from '../src/body-names';
import { seededRandom } from './seeded-random';
import { loadSwissEphemerisReference, referenceBodies } from './swisseph-reference';

/** Swiss Ephemeris body numbers, in the fixture's column order. */
const BODIES = referenceBodies(BODY_NAMES);

const JULIAN_DAY_1800 = 2_378_496.5;
const JULIAN_DAY_1900 = 2_415_020.5;
const JULIAN_DAY_2100 = 2_488_069.5;
const JULIAN_DAY_2200 = 2_524_593.5;

async function main(): Promise<void> {
  const reference = await loadSwissEphemerisReference();
  const { swissEph } = reference;

  const random = seededRandom(20_261_122);
  const instants: number[] = [];
  for (let index = 0; index < 1200; index += 1) {
    instants.push(JULIAN_DAY_1900 + random() * (JULIAN_DAY_2100 - JULIAN_DAY_1900));
  }
  for (let index = 0; index < 200; index += 1) {
    instants.push(JULIAN_DAY_1800 + random() * (JULIAN_DAY_2200 - JULIAN_DAY_1800));
  }

  const rows = instants.map((julianDayUtRaw) => {
    const julianDayUt = Math.round(julianDayUtRaw * 1e8) / 1e8;
    const deltaTSeconds = swissEph.deltat(julianDayUt) * 86_400;
    const values: number[] = [julianDayUt, Math.round(deltaTSeconds * 1e6) / 1e6];
    for (const [name] of BODIES) {
      const [longitude, speed] = reference.apparentLongitudeAndSpeed(julianDayUt, name);
      values.push(Math.round(longitude * 1e9) / 1e9, Math.round(speed * 1e8) / 1e8);
    }
    return values;
  });

  const columns = ['julianDayUt', 'deltaTSeconds'];
  for (const [name] of BODIES) columns.push(`${name}.longitude`, `${name}.speed`);
  const fixture = {
    description:
      'Apparent geocentric ecliptic longitudes (true equinox of date, degrees) and speeds (degrees/day) computed by Swiss Ephemeris. ' +
      'Rows 0-1199 are uniform random instants 1900-2100 UT, rows 1200-1399 uniform random instants 1800-2200 UT (seed 20261122).',
    generator: 'packages/ephemeris/scripts/generate-accuracy-fixture.ts',
    swissEphemeris: {
      package: 'swisseph-wasm 0.1.0',
      version: swissEph.version(),
      files: 'sepl_18.se1, semo_18.se1, seas_18.se1 (JPL-derived, bundled in the package)',
      function: 'swe_calc_ut',
      flags: 'SEFLG_SWIEPH | SEFLG_SPEED (= 258): geocentric, apparent (light time, deflection, aberration), true equinox and ecliptic of date (nutation)',
      bodies: Object.fromEntries(BODIES),
      nodeNote: 'NorthNode is SE_TRUE_NODE (11), the osculating node',
      deltaT: 'Swiss Ephemeris default swe_deltat (the values the shared delta-t.json table holds), stored per row',
    },
    columns,
    rows,
  };
  const target = fileURLToPath(new URL('../test/fixtures/swisseph-positions.json', import.meta.url));
  const body = rows.map((row) => JSON.stringify(row)).join(',\n');
  const header = JSON.stringify({ ...fixture, rows: [] }, null, 2).replace('"rows": []', `"rows": [\n${body}\n]`);
  writeFileSync(target, `${header}\n`);
  reference.close();
  console.log(`wrote ${rows.length} rows to ${target}`);
}

await main();
