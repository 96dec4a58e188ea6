// Writes test/fixtures/returns-swisseph.json: for seeded random births 1900-2100, the solar return of a random
// year, the lunar returns of a random month, and every pass of Saturn, Chiron and Uranus over the longitudes their
// returns and the Uranus opposition are about, all found with Swiss Ephemeris 2.10.03 itself (npm swisseph-wasm
// 0.1.0 with its JPL-derived files), as the reference of test/returns-vs-swisseph.test.ts.
// Run: pnpm --filter @mandala/calendar exec tsx scripts/returns-generate-swisseph-fixture.ts
//
// The search shares no code with src/events or src/returns: it samples swe_calc_ut on a grid, splits every grid
// step whose two speeds differ in sign at the station (bisected on the speed), so that each piece is monotonic,
// and bisects every piece over which longitude − target changes sign on swe_calc_ut down to the last bit of the
// Julian day. The slow bodies are scanned far wider than the returns' own spans of age (Saturn from 2 to 100 years
// after the birth, Chiron 40-60, Uranus 30-55), so a pass the spans missed would show as a difference.
// Only the birth's local time is resolved with @mandala/ephemeris (its zone data is checked against zdump there),
// and so are the month's bounds in the birth zone.
// swisseph-wasm is GPL-3.0 and a devDependency only: the fixture holds its numeric output, no code.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolveLocalTime } from '@mandala/ephemeris';
import { seededRandom } from '../../ephemeris/scripts/seeded-random';
import { loadSwissEphemerisReference, type ReferenceBodyName } from '../../ephemeris/scripts/swisseph-reference';

const SEED = 20_261_127;
const BIRTH_COUNT = 48;
const UNIX_EPOCH_JULIAN_DAY = 2_440_587.5;
const JULIAN_DAY_2200 = 2_524_593.5;
const TROPICAL_YEAR_DAYS = 365.24219;
const AGE_YEAR_DAYS = 365.2425;
const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney', 'America/Sao_Paulo'];

/** Grid step of the scan, days: far below the shortest retrograde or direct phase (Saturn 134 days) and below a sixth of a Moon's circuit. */
const SCAN_STEP_DAYS: Partial<Record<ReferenceBodyName, number>> = { Sun: 0.25, Moon: 1 / 48, Saturn: 1, Chiron: 1, Uranus: 1 };

const reference = await loadSwissEphemerisReference();
const random = seededRandom(SEED);

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const julianDayOfMilliseconds = (milliseconds: number) => milliseconds / 86_400_000 + UNIX_EPOCH_JULIAN_DAY;

function signed180(degrees: number): number {
  let wrapped = degrees % 360;
  if (wrapped > 180) wrapped -= 360;
  if (wrapped <= -180) wrapped += 360;
  return wrapped;
}

const longitude = (body: ReferenceBodyName, julianDayUt: number) => reference.apparentLongitudeAndSpeed(julianDayUt, body)[0];
const speed = (body: ReferenceBodyName, julianDayUt: number) => reference.apparentLongitudeAndSpeed(julianDayUt, body)[1];

/** Bisects `f` between low and high (opposite signs) until the interval cannot be halved in a double. */
function bisect(f: (julianDayUt: number) => number, low: number, high: number): number {
  const lowSign = Math.sign(f(low));
  for (;;) {
    const middle = 0.5 * (low + high);
    if (middle <= low || middle >= high) return middle;
    if (Math.sign(f(middle)) === lowSign && lowSign !== 0) low = middle;
    else high = middle;
  }
}

/** Every instant in [start, end) at which `body` stands at `target` (°): [Julian day UT, speed °/day]. */
function passes(body: ReferenceBodyName, target: number, start: number, end: number): number[][] {
  const step = SCAN_STEP_DAYS[body] as number;
  const offset = (julianDayUt: number) => signed180(longitude(body, julianDayUt) - target);
  const rows: number[][] = [];
  // A monotonic piece [from, to]: a sign change of the offset away from ±180° is a pass.
  const piece = (from: number, to: number) => {
    const first = offset(from);
    const last = offset(to);
    if (first < 0 !== last < 0 && Math.abs(last - first) < 180) {
      const root = bisect(offset, from, to);
      if (root >= start && root < end) rows.push([round(root, 10), round(speed(body, root), 9)]);
    }
  };
  let previous = start;
  let previousSpeed = speed(body, start);
  while (previous < end) {
    const next = Math.min(previous + step, end);
    const nextSpeed = speed(body, next);
    if (previousSpeed < 0 !== nextSpeed < 0) {
      const station = bisect((t) => speed(body, t), previous, next);
      piece(previous, station);
      piece(station, next);
    } else {
      piece(previous, next);
    }
    previous = next;
    previousSpeed = nextSpeed;
  }
  return rows;
}

const randomInteger = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));

const births = [];
const started = performance.now();
for (let index = 0; index < BIRTH_COUNT; index++) {
  const year = randomInteger(1900, 2100);
  const month = randomInteger(1, 12);
  const date = `${year}-${pad(month)}-${pad(randomInteger(1, 28))}T${pad(randomInteger(0, 23))}:${pad(randomInteger(0, 59))}:${pad(randomInteger(0, 59))}`;
  const timezone = ZONES[index % ZONES.length] as string;
  const birthMilliseconds = resolveLocalTime({ date, timezone }).instant.getTime();
  const birth = julianDayOfMilliseconds(birthMilliseconds);
  const natal = {
    Sun: round(longitude('Sun', birth), 10),
    Moon: round(longitude('Moon', birth), 10),
    Saturn: round(longitude('Saturn', birth), 10),
    Chiron: round(longitude('Chiron', birth), 10),
    Uranus: round(longitude('Uranus', birth), 10),
  };
  const atAge = (years: number) => Math.min(birth + years * AGE_YEAR_DAYS, JULIAN_DAY_2200);

  // The solar return of a random year from the birth year to 2100: every pass within 20 days of the birthday.
  const returnYear = randomInteger(Math.max(year, 1900), 2100);
  const birthday = birth + (returnYear - year) * TROPICAL_YEAR_DAYS;
  const solar = { year: returnYear, passes: passes('Sun', natal.Sun, birthday - 20, birthday + 20) };

  // The lunar returns of a random month from the birth month to 2100-12, in the birth zone, not before the birth.
  const monthIndex = randomInteger(year * 12 + month - 1, 2100 * 12 + 11);
  const monthStart = (index: number) =>
    julianDayOfMilliseconds(resolveLocalTime({ date: `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01T00:00`, timezone }).instant.getTime());
  const lunarStart = Math.max(monthStart(monthIndex), birth - 1 / 24);
  const lunarEnd = monthStart(monthIndex + 1);
  const lunar = {
    month: `${Math.floor(monthIndex / 12)}-${pad((monthIndex % 12) + 1)}`,
    start: round(lunarStart, 10),
    end: round(lunarEnd, 10),
    passes: passes('Moon', natal.Moon, lunarStart, lunarEnd),
  };

  const scan = (body: ReferenceBodyName, target: number, fromYears: number, toYears: number) => {
    const start = atAge(fromYears);
    const end = atAge(toYears);
    return { target: round(target, 10), start: round(start, 10), end: round(end, 10), passes: start < end ? passes(body, target, start, end) : [] };
  };
  births.push({
    date,
    timezone,
    birthJulianDayUt: round(birth, 10),
    natal,
    solar,
    lunar,
    saturn: scan('Saturn', natal.Saturn, 2, 100),
    chiron: scan('Chiron', natal.Chiron, 40, 60),
    uranusOpposition: scan('Uranus', (natal.Uranus + 180) % 360, 30, 55),
  });
  process.stdout.write('.');
}

const fixture = {
  description:
    `Returns found with Swiss Ephemeris itself for ${BIRTH_COUNT} seeded random births 1900-2100 (seed ${SEED}): the solar return of a random year ` +
    '(every pass of the Sun over its natal longitude within 20 days of birth + (year - birth year) tropical years), the lunar returns of a random ' +
    'month in the birth zone (not before the birth), and every pass of Saturn (2-100 years of age), Chiron (40-60) and Uranus at 180° from its ' +
    'natal longitude (30-55), cut at 2200-01-01. Julian days UT; passes are [julianDayUt, speedDegreesPerDay], bisected on swe_calc_ut to the last bit of the Julian day.',
  generator: 'packages/calendar/scripts/returns-generate-swisseph-fixture.ts',
  swissEphemeris: {
    package: 'swisseph-wasm 0.1.0',
    version: reference.swissEph.version(),
    files: 'sepl_18.se1, semo_18.se1, seas_18.se1 (JPL-derived, bundled in the package)',
    function: 'swe_calc_ut',
    flags: 'SEFLG_SWIEPH | SEFLG_SPEED (= 258): geocentric apparent longitude, true equinox and ecliptic of date',
  },
  ageYearDays: AGE_YEAR_DAYS,
  tropicalYearDays: TROPICAL_YEAR_DAYS,
  scanStepDays: SCAN_STEP_DAYS,
  births,
};

const target = fileURLToPath(new URL('../test/fixtures/returns-swisseph.json', import.meta.url));
// One birth per line keeps the file diffable without making it tall.
const text = JSON.stringify(fixture, (key, value: unknown) => (key === 'births' ? (value as unknown[]).map((birth) => JSON.stringify(birth)) : value), 1).replace(
  /"(\{\\"date.*?\})"/g,
  (_, birth: string) => JSON.parse(`"${birth}"`) as string,
);
writeFileSync(target, `${text}\n`);
reference.close();
const passCount = births.reduce(
  (sum, birth) => sum + birth.solar.passes.length + birth.lunar.passes.length + birth.saturn.passes.length + birth.chiron.passes.length + birth.uranusOpposition.passes.length,
  0,
);
console.log(`\nwrote ${births.length} births, ${passCount} passes to ${target} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
