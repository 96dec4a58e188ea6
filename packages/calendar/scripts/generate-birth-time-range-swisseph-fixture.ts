// Writes test/fixtures/birth-time-range-swisseph.json: for seeded random local days (and two-day windows) 1900-2100,
// every instant of the window at which one of the 26 activations changes line, found with Swiss Ephemeris 2.10.03
// itself (npm swisseph-wasm 0.1.0 with its JPL-derived files), as the reference of
// test/birth-time-range-vs-swisseph.test.ts.
// Run: pnpm --filter @mandala/calendar exec tsx scripts/generate-birth-time-range-swisseph-fixture.ts
//
// The search shares no code with src/events or src/birth-time-range. Personality side: swe_calc_ut sampled densely
// over the window of births, each sign change of longitude − boundary bisected to the last bit of the Julian day.
// Design side: the design window runs from the design moment of the first birth to that of the last (the Sun 88°
// back, bisected on swe_calc_ut); line crossings in it are found the same way, and each is carried to its birth,
// the instant the Sun stands 88° past where it stood at the crossing (bisected on swe_calc_ut). Earth and the South
// Node change line with the Sun and the North Node (180° is a whole number of lines), so the 11 computed bodies per
// side give every change. The wheel is written out independently: line k starts at 302° + k·0.9375°.
// Only the windows' local bounds are resolved with @mandala/ephemeris (its zone data is checked against zdump there).
// swisseph-wasm is GPL-3.0 and a devDependency only: the fixture holds its numeric output, no code.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolveLocalTime } from '@mandala/ephemeris';
import { seededRandom } from '../../ephemeris/scripts/seeded-random';
import { loadSwissEphemerisReference, type ReferenceBodyName } from '../../ephemeris/scripts/swisseph-reference';
import { SCAN_STEP_DAYS, bisect, lineBoundary, lineCell, referenceSampler, round, signed180 } from './swisseph-line-search';

const SEED = 20_261_202;
const DAY_COUNT = 48;
const TWO_DAY_COUNT = 8;
const ZONES = ['UTC', 'America/New_York', 'Europe/Amsterdam', 'Asia/Kolkata', 'Australia/Sydney', 'Asia/Tokyo'];
const UNIX_EPOCH_JULIAN_DAY = 2_440_587.5;
const DESIGN_ARC_DEGREES = 88;

/** Bodies in the fixture's column `body`: the 11 computed per side (Earth and South Node follow Sun and node). */
const BODIES: readonly ReferenceBodyName[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'NorthNode'];

const reference = await loadSwissEphemerisReference();
const { longitude, speed } = referenceSampler(reference);
const random = seededRandom(SEED);

const pad = (value: number) => String(value).padStart(2, '0');
const julianDayOfMilliseconds = (milliseconds: number) => milliseconds / 86_400_000 + UNIX_EPOCH_JULIAN_DAY;

/** The design moment of a birth: the Sun 88° before its longitude at the birth (86.5-92.5 days earlier). */
function designMoment(birthJulianDayUt: number): number {
  const target = longitude('Sun', birthJulianDayUt) - DESIGN_ARC_DEGREES;
  return bisect((t) => signed180(longitude('Sun', t) - target), birthJulianDayUt - 96, birthJulianDayUt - 84);
}

/** The birth whose design moment is `designJulianDayUt`: the Sun 88° past its longitude then. */
function birthOfDesign(designJulianDayUt: number): number {
  const target = longitude('Sun', designJulianDayUt) + DESIGN_ARC_DEGREES;
  return bisect((t) => signed180(longitude('Sun', t) - target), designJulianDayUt + 84, designJulianDayUt + 96);
}

/** Every line boundary crossing of `body` in (start, end): [boundary line cell, direction (+1 / −1), Julian day UT]. */
function lineCrossings(body: ReferenceBodyName, start: number, end: number): Array<[number, number, number]> {
  const step = SCAN_STEP_DAYS[body] as number;
  const found: Array<[number, number, number]> = [];
  let previousTime = start;
  let previousLongitude = longitude(body, start);
  while (previousTime < end) {
    const sampleTime = Math.min(previousTime + step, end);
    const sampleLongitude = longitude(body, sampleTime);
    const fromCell = lineCell(previousLongitude);
    const toCell = lineCell(sampleLongitude);
    if (fromCell !== toCell) {
      const direction = signed180(sampleLongitude - previousLongitude) > 0 ? 1 : -1;
      const count = direction > 0 ? (toCell - fromCell + 384) % 384 : (fromCell - toCell + 384) % 384;
      for (let crossed = 0; crossed < count; crossed += 1) {
        const cell = direction > 0 ? (fromCell + crossed + 1) % 384 : (fromCell - crossed + 384) % 384;
        const boundary = lineBoundary(cell);
        found.push([cell, direction, bisect((t) => direction * signed180(longitude(body, t) - boundary), previousTime, sampleTime)]);
      }
    }
    previousTime = sampleTime;
    previousLongitude = sampleLongitude;
  }
  return found;
}

/**
 * Every activation change of the births in [start, end): rows [side (0 personality, 1 design), body, boundary line
 * cell, direction, birth Julian day UT, design Julian day UT, speed in longitude per day of birth time, Swiss
 * Ephemeris Sun at the birth, Sun at the design moment].
 */
function activationChanges(start: number, end: number): number[][] {
  const rows: number[][] = [];
  for (const body of BODIES) {
    const bodyIndex = BODIES.indexOf(body);
    for (const [cell, direction, birth] of lineCrossings(body, start, end)) {
      const design = designMoment(birth);
      rows.push([0, bodyIndex, cell, direction, round(birth, 10), round(design, 10), round(speed(body, birth), 8), round(longitude('Sun', birth), 9), round(longitude('Sun', design), 9)]);
    }
  }
  const designStart = designMoment(start);
  const designEnd = designMoment(end);
  for (const body of BODIES) {
    const bodyIndex = BODIES.indexOf(body);
    for (const [cell, direction, design] of lineCrossings(body, designStart, designEnd)) {
      const birth = birthOfDesign(design);
      // The design body's speed per day of birth time: its own speed times dτ/dt = Sun speed at birth / at design.
      const rate = (speed(body, design) * speed('Sun', birth)) / speed('Sun', design);
      rows.push([1, bodyIndex, cell, direction, round(birth, 10), round(design, 10), round(rate, 8), round(longitude('Sun', birth), 9), round(longitude('Sun', design), 9)]);
    }
  }
  return rows.sort((a, b) => (a[4] as number) - (b[4] as number));
}

function randomLocalDate(): string {
  const day = new Date(Date.UTC(1900, 0, 2) + Math.floor(random() * 73_000) * 86_400_000);
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}

function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

const started = performance.now();
const cases: Array<{ date: string; toDate: string; timezone: string; start: number; end: number; rows: number[][] }> = [];
for (let index = 0; index < DAY_COUNT + TWO_DAY_COUNT; index += 1) {
  const timezone = ZONES[index % ZONES.length] as string;
  const date = randomLocalDate();
  const toDate = index < DAY_COUNT ? date : nextDate(date);
  const start = julianDayOfMilliseconds(resolveLocalTime({ date: `${date}T00:00`, timezone }).instant.getTime());
  const end = julianDayOfMilliseconds(resolveLocalTime({ date: `${nextDate(toDate)}T00:00`, timezone }).instant.getTime());
  cases.push({ date, toDate, timezone, start, end, rows: activationChanges(start, end) });
}

const fixture = {
  description:
    'Every instant at which one of the 26 activations changes line, over seeded random local days and two-day windows 1900-2100 ' +
    `(seed ${SEED}), found with Swiss Ephemeris itself: personality crossings at the birth, design crossings at the design moment ` +
    '(the Sun 88° back) carried to their birth, each bisected on swe_calc_ut to the last bit of the Julian day. Windows are the ' +
    'local days from 00:00 of `date` to 24:00 of `toDate`, as Julian days UT [start, end).',
  generator: 'packages/calendar/scripts/generate-birth-time-range-swisseph-fixture.ts',
  swissEphemeris: {
    package: 'swisseph-wasm 0.1.0',
    version: reference.swissEph.version(),
    files: 'sepl_18.se1, semo_18.se1, seas_18.se1 (JPL-derived, bundled in the package)',
    function: 'swe_calc_ut',
    flags: 'SEFLG_SWIEPH | SEFLG_SPEED (= 258): geocentric apparent longitude, true equinox and ecliptic of date',
    nodeNote: 'NorthNode is SE_TRUE_NODE (11), the osculating node',
  },
  wheel: 'line k (0..383) starts at 302° + k·0.9375° (gate 41 line 1 at 302°)',
  bodies: BODIES,
  scanStepDays: Object.fromEntries(BODIES.map((body) => [body, SCAN_STEP_DAYS[body]])),
  columns: [
    'side (0 personality, 1 design)',
    'body',
    'boundaryLineCell',
    'direction',
    'birthJulianDayUt',
    'designJulianDayUt',
    'speedDegreesPerBirthDay',
    'sunDegreesAtBirth',
    'sunDegreesAtDesign',
  ],
  cases,
};

const target = fileURLToPath(new URL('../test/fixtures/birth-time-range-swisseph.json', import.meta.url));
// One case per line keeps the file diffable without making it tall.
const text = JSON.stringify(fixture, (key, value: unknown) => (key === 'rows' ? JSON.stringify(value) : value), 1).replace(
  /"rows": "(\[.*?\])"/g,
  (_, rows: string) => `"rows": ${rows}`,
);
writeFileSync(target, `${text}\n`);
reference.close();
const count = cases.reduce((sum, each) => sum + each.rows.length, 0);
console.log(`wrote ${count} activation changes over ${cases.length} windows to ${target} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
