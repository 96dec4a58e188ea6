// Writes test/fixtures/swisseph-events.json: line boundary crossings, stations, moon phases and longitude returns
// found with Swiss Ephemeris 2.10.03 itself (npm swisseph-wasm 0.1.0 with its JPL-derived files), over seeded random
// windows 1900-2100, as the reference of test/events-vs-swisseph.test.ts.
// Run: pnpm --filter @mandala/calendar exec tsx scripts/generate-swisseph-events-fixture.ts
//
// The search here shares no code with src/events: it samples swe_calc_ut densely (steps far below the shortest
// excursion that matters, below), finds each sign change of (longitude − boundary), speed or elongation between two
// samples, and bisects it on swe_calc_ut to the last bit of the Julian day (5e-10 day). The wheel is written out independently too: line k starts
// at 302° + k·0.9375° (gate 41 line 1 at 302°, domain facts), k = 0..383.
// swisseph-wasm is GPL-3.0 and a devDependency only: the fixture holds its numeric output, no code.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { seededRandom } from '../../ephemeris/scripts/seeded-random';
import { loadSwissEphemerisReference, type ReferenceBodyName } from '../../ephemeris/scripts/swisseph-reference';
import { SCAN_STEP_DAYS, bisect, lineBoundary, lineCell, referenceSampler, round, signed180, wrap360 } from './swisseph-line-search';

const JULIAN_DAY_1900 = 2_415_020.5;
const JULIAN_DAY_2100 = 2_488_069.5;

/** Bodies in the fixture's column `body` (an index into this list). */
const BODIES: readonly ReferenceBodyName[] = [
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
  'NorthNode',
  'Chiron',
];

const reference = await loadSwissEphemerisReference();
const { longitude, speed } = referenceSampler(reference);
const random = seededRandom(20_261_125);

function randomWindow(lengthDays: number): [number, number] {
  const start = round(JULIAN_DAY_1900 + random() * (JULIAN_DAY_2100 - JULIAN_DAY_1900 - lengthDays), 4);
  return [start, start + lengthDays];
}

/**
 * Every line boundary crossing of `body` in [start, end): [body, boundary line cell, direction (+1 forwards, −1
 * backwards), Julian day UT, speed °/day at the crossing]. The boundary cell is the line that starts at the boundary.
 */
function lineCrossings(body: ReferenceBodyName, start: number, end: number): number[][] {
  const bodyIndex = BODIES.indexOf(body);
  const step = SCAN_STEP_DAYS[body];
  const rows: number[][] = [];
  let previousTime = start;
  let previousLongitude = longitude(body, start);
  for (let time = start + step; previousTime < end; time += step) {
    const sampleTime = Math.min(time, end);
    const sampleLongitude = longitude(body, sampleTime);
    const motion = signed180(sampleLongitude - previousLongitude);
    const fromCell = lineCell(previousLongitude);
    const toCell = lineCell(sampleLongitude);
    if (fromCell !== toCell) {
      const direction = motion > 0 ? 1 : -1;
      const count = direction > 0 ? (toCell - fromCell + 384) % 384 : (fromCell - toCell + 384) % 384;
      for (let crossed = 0; crossed < count; crossed += 1) {
        const cell = direction > 0 ? (fromCell + crossed + 1) % 384 : (fromCell - crossed + 384) % 384;
        const boundary = lineBoundary(cell);
        const root = bisect((t) => direction * signed180(longitude(body, t) - boundary), previousTime, sampleTime);
        rows.push([bodyIndex, cell, direction, round(root, 10), round(speed(body, root), 8)]);
      }
    }
    previousTime = sampleTime;
    previousLongitude = sampleLongitude;
  }
  return rows.sort((a, b) => (a[3] as number) - (b[3] as number));
}

/** Stations of `body` in [start, end): [body, kind (+1 turns retrograde, −1 turns direct), Julian day UT, longitude, acceleration °/day²]. */
function stations(body: ReferenceBodyName, start: number, end: number): number[][] {
  const bodyIndex = BODIES.indexOf(body);
  const step = SCAN_STEP_DAYS[body];
  const rows: number[][] = [];
  let previousTime = start;
  let previousSpeed = speed(body, start);
  for (let time = start + step; previousTime < end; time += step) {
    const sampleTime = Math.min(time, end);
    const sampleSpeed = speed(body, sampleTime);
    if (previousSpeed < 0 !== sampleSpeed < 0) {
      const root = bisect((t) => speed(body, t), previousTime, sampleTime);
      const acceleration = (speed(body, root + 0.01) - speed(body, root - 0.01)) / 0.02;
      rows.push([bodyIndex, previousSpeed >= 0 ? 1 : -1, round(root, 10), round(longitude(body, root), 9), round(acceleration, 9)]);
    }
    previousTime = sampleTime;
    previousSpeed = sampleSpeed;
  }
  return rows;
}

function elongation(julianDayUt: number): number {
  return wrap360(longitude('Moon', julianDayUt) - longitude('Sun', julianDayUt));
}

/** Principal phases in [start, end): [quarter (0 new, 1 first quarter, 2 full, 3 last quarter), Julian day UT, Moon longitude]. */
function moonPhases(start: number, end: number): number[][] {
  const step = 1 / 24;
  const rows: number[][] = [];
  let previousTime = start;
  let previousQuarter = Math.floor(elongation(start) / 90);
  for (let time = start + step; previousTime < end; time += step) {
    const sampleTime = Math.min(time, end);
    const quarter = Math.floor(elongation(sampleTime) / 90);
    if (quarter !== previousQuarter) {
      const target = quarter * 90;
      const root = bisect((t) => signed180(elongation(t) - target), previousTime, sampleTime);
      rows.push([quarter, round(root, 10), round(longitude('Moon', root), 9)]);
    }
    previousTime = sampleTime;
    previousQuarter = quarter;
  }
  return rows;
}

/** Instants in [start, end) at which `body` stands at `target` (°): [Julian day UT, speed °/day]. */
function returns(body: ReferenceBodyName, target: number, start: number, end: number): number[][] {
  const step = SCAN_STEP_DAYS[body];
  const rows: number[][] = [];
  let previousTime = start;
  let previousOffset = signed180(longitude(body, start) - target);
  for (let time = start + step; previousTime < end; time += step) {
    const sampleTime = Math.min(time, end);
    const offset = signed180(longitude(body, sampleTime) - target);
    // A sign change near 0° (not the jump at ±180°) is a pass over the target.
    if (previousOffset < 0 !== offset < 0 && Math.abs(offset - previousOffset) < 180) {
      const root = bisect((t) => signed180(longitude(body, t) - target), previousTime, sampleTime);
      rows.push([round(root, 10), round(speed(body, root), 8)]);
    }
    previousTime = sampleTime;
    previousOffset = offset;
  }
  return rows;
}

const started = performance.now();

// Line crossings: 20 windows of 10 days with every body, then 6 windows of one year with the planets, the node and
// Chiron (retrograde loops included).
const crossingWindows: Array<{ start: number; end: number; bodies: number[]; rows: number[][] }> = [];
for (let index = 0; index < 20; index += 1) {
  const [start, end] = randomWindow(10);
  crossingWindows.push({ start, end, bodies: BODIES.map((_, body) => body), rows: BODIES.flatMap((body) => lineCrossings(body, start, end)) });
}
const slowBodies: ReferenceBodyName[] = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'NorthNode', 'Chiron'];
for (let index = 0; index < 6; index += 1) {
  const [start, end] = randomWindow(365);
  crossingWindows.push({
    start,
    end,
    bodies: slowBodies.map((body) => BODIES.indexOf(body)),
    rows: slowBodies.flatMap((body) => lineCrossings(body, start, end)),
  });
}

// Stations: 12 windows of two years, Mercury to Pluto, Chiron and the true node.
const stationBodies: ReferenceBodyName[] = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron', 'NorthNode'];
const stationWindows: Array<{ start: number; end: number; bodies: number[]; rows: number[][] }> = [];
for (let index = 0; index < 12; index += 1) {
  const [start, end] = randomWindow(730);
  stationWindows.push({
    start,
    end,
    bodies: stationBodies.map((body) => BODIES.indexOf(body)),
    rows: stationBodies.flatMap((body) => stations(body, start, end)).sort((a, b) => (a[2] as number) - (b[2] as number)),
  });
}

// Moon phases: 24 windows of 60 days.
const phaseWindows: Array<{ start: number; end: number; rows: number[][] }> = [];
for (let index = 0; index < 24; index += 1) {
  const [start, end] = randomWindow(60);
  phaseWindows.push({ start, end, rows: moonPhases(start, end) });
}

// Longitude returns: 30 cases, each a body, a random longitude (3 decimals) and a window (two years, the Moon 90 days).
const returnBodies: ReferenceBodyName[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Saturn', 'Chiron', 'NorthNode'];
const returnCases: Array<{ body: number; longitudeDegrees: number; start: number; end: number; rows: number[][] }> = [];
for (let index = 0; index < 30; index += 1) {
  const body = returnBodies[index % returnBodies.length] as ReferenceBodyName;
  const longitudeDegrees = round(random() * 360, 3);
  const [start, end] = randomWindow(body === 'Moon' ? 90 : 730);
  returnCases.push({ body: BODIES.indexOf(body), longitudeDegrees, start, end, rows: returns(body, longitudeDegrees, start, end) });
}

const fixture = {
  description:
    'Events found with Swiss Ephemeris itself over seeded random windows 1900-2100 UT (seed 20261125): line boundary crossings, ' +
    'stations, moon phases and longitude returns, each bisected on swe_calc_ut to the last bit of the Julian day (5e-10 day = 40 µs). Windows are [start, end) in Julian days UT.',
  generator: 'packages/calendar/scripts/generate-swisseph-events-fixture.ts',
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
  scanStepDays: SCAN_STEP_DAYS,
  crossingColumns: ['body', 'boundaryLineCell', 'direction', 'julianDayUt', 'speedDegreesPerDay'],
  crossingWindows,
  stationColumns: ['body', 'kind (1 retrograde, -1 direct)', 'julianDayUt', 'longitudeDegrees', 'accelerationDegreesPerDaySquared'],
  stationWindows,
  phaseColumns: ['quarter (0 New Moon, 1 First Quarter, 2 Full Moon, 3 Last Quarter)', 'julianDayUt', 'moonLongitudeDegrees'],
  phaseWindows,
  returnColumns: ['julianDayUt', 'speedDegreesPerDay'],
  returnCases,
};

const target = fileURLToPath(new URL('../test/fixtures/swisseph-events.json', import.meta.url));
// One window or case per line keeps the file diffable without making it tall.
const text = JSON.stringify(fixture, (key, value: unknown) => (key === 'rows' ? JSON.stringify(value) : value), 1)
  .replace(/"rows": "(\[.*?\])"/g, (_, rows: string) => `"rows": ${rows}`);
writeFileSync(target, `${text}\n`);
reference.close();
const counts = [
  crossingWindows.reduce((sum, window) => sum + window.rows.length, 0),
  stationWindows.reduce((sum, window) => sum + window.rows.length, 0),
  phaseWindows.reduce((sum, window) => sum + window.rows.length, 0),
  returnCases.reduce((sum, each) => sum + each.rows.length, 0),
];
console.log(
  `wrote ${counts[0]} crossings, ${counts[1]} stations, ${counts[2]} phases, ${counts[3]} returns to ${target} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
