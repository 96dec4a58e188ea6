// Benchmark: positions() and the design moment, against astronomy-engine used straightforwardly.
// Prints microseconds per call (median of 7 runs after warm-up) at random instants 1900-2100.
// Run: pnpm --filter @mandala/ephemeris bench   (or: pnpm exec tsx bench/positions.bench.ts)
import '../src/index'; // the Node entry: every span of the position tables
import { Body, Ecliptic, GeoVector, MakeTime, SearchSunLongitude, SunPosition } from 'astronomy-engine';
import { chironLongitudeAndSpeed } from '../src/chiron/chiron-longitude';
import { dateFromJulianDayUt } from '../src/julian-day';
import { longitudesAt, positions } from '../src/positions';
import { sunLongitudeAndSpeed } from '../src/body-longitude';
import { solarArcMoment, solarArcMomentFromLongitude } from '../src/solar-arc-moment';
import { consume, medianMicroseconds, printTable, seededRandom, sinkValue } from './bench-harness';

const JULIAN_DAY_1900 = 2_415_020.5;
const JULIAN_DAY_2100 = 2_488_069.5;
const INSTANT_COUNT = 4096; // a power of two, so `index & MASK` cycles through them
const MASK = INSTANT_COUNT - 1;

const random = seededRandom(20_261_122);
const julianDays = Float64Array.from({ length: INSTANT_COUNT }, () => JULIAN_DAY_1900 + random() * (JULIAN_DAY_2100 - JULIAN_DAY_1900));
const dates = Array.from(julianDays, (julianDayUt) => dateFromJulianDayUt(julianDayUt));
const birthSunLongitudes = Float64Array.from(julianDays, (julianDayUt) => sunLongitudeAndSpeed(julianDayUt).longitudeDegrees);

const ENGINE_BODIES = [Body.Moon, Body.Mercury, Body.Venus, Body.Mars, Body.Jupiter, Body.Saturn, Body.Uranus, Body.Neptune, Body.Pluto];

const firstCallStarted = process.hrtime.bigint();
positions(new Date('2000-01-01T00:00:00Z'));
const firstCallMilliseconds = Number(process.hrtime.bigint() - firstCallStarted) / 1e6;

const out = new Float64Array(11);
const ours = {
  positions: medianMicroseconds((index) => consume(positions(dates[index & MASK]!).Moon.longitude), { callsPerRun: 20_000 }),
  longitudesAt: medianMicroseconds((index) => consume(longitudesAt(julianDays[index & MASK]!, out)[1]!), { callsPerRun: 20_000 }),
  chiron: medianMicroseconds((index) => consume(chironLongitudeAndSpeed(julianDays[index & MASK]!).longitudeDegrees), { callsPerRun: 100_000 }),
  sun: medianMicroseconds((index) => consume(sunLongitudeAndSpeed(julianDays[index & MASK]!).longitudeDegrees), { callsPerRun: 100_000 }),
  solarArcMoment: medianMicroseconds((index) => consume(solarArcMoment(dates[index & MASK]!).getTime()), { callsPerRun: 20_000 }),
  solarArcFromLongitude: medianMicroseconds(
    (index) => consume(solarArcMomentFromLongitude(julianDays[index & MASK]!, birthSunLongitudes[index & MASK]!)),
    { callsPerRun: 20_000 },
  ),
};

const engine = {
  positions: medianMicroseconds(
    (index) => {
      const time = MakeTime(dates[index & MASK]!);
      let sum = SunPosition(time).elon;
      for (const body of ENGINE_BODIES) sum += Ecliptic(GeoVector(body, time, true)).elon;
      consume(sum);
    },
    { callsPerRun: 500, runs: 7, warmupCalls: 500 },
  ),
  sun: medianMicroseconds((index) => consume(SunPosition(MakeTime(dates[index & MASK]!)).elon), { callsPerRun: 5000 }),
  solarArcMoment: medianMicroseconds(
    (index) => {
      const birth = MakeTime(dates[index & MASK]!);
      const target = (SunPosition(birth).elon - 88 + 360) % 360;
      consume(SearchSunLongitude(target, birth.AddDays(-96), 12)?.ut ?? Number.NaN);
    },
    { callsPerRun: 200, runs: 7, warmupCalls: 200 },
  ),
};

const format = (microseconds: number | undefined) => (microseconds === undefined ? '—' : microseconds.toFixed(2));
const ratio = (mine: number, theirs: number | undefined) => (theirs === undefined ? '—' : `${(theirs / mine).toFixed(0)}×`);
console.log(`@mandala/ephemeris: positions and design moment, µs per call (median of 7 runs, random instants 1900-2100)`);
console.log(`first positions() call (decodes the tables): ${firstCallMilliseconds.toFixed(1)} ms\n`);
printTable(
  ['operation', 'this package', 'astronomy-engine', 'speed-up'],
  [
    ['positions(): 12 bodies with speeds ¹', format(ours.positions), format(engine.positions), ratio(ours.positions, engine.positions)],
    ['longitudesAt(): 11 longitudes, no speeds', format(ours.longitudesAt), '—', '—'],
    ['Sun longitude and speed', format(ours.sun), format(engine.sun), ratio(ours.sun, engine.sun)],
    ['Chiron longitude and speed (table)', format(ours.chiron), '—', '—'],
    ['solarArcMoment(birth): 88° design moment ²', format(ours.solarArcMoment), format(engine.solarArcMoment), ratio(ours.solarArcMoment, engine.solarArcMoment)],
    ['solarArcMomentFromLongitude(jd, birth Sun)', format(ours.solarArcFromLongitude), '—', '—'],
  ],
);
console.log('\n¹ astronomy-engine: SunPosition + Ecliptic(GeoVector(body, t, true)) for Moon…Pluto, longitudes only.');
console.log('² astronomy-engine: SunPosition at birth + SearchSunLongitude in [birth − 96 d, birth − 84 d].');
if (sinkValue() === 42) console.log('');
