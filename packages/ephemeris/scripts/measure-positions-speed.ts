// Prints the cost of positions(), longitudesAt() and sunLongitudeAndSpeed() per instant (after the tables are decoded).
// Run: pnpm --filter @mandala/ephemeris exec tsx scripts/measure-positions-speed.ts
import { longitudesAt, positions, sunLongitudeAndSpeed } from '../src/index';
import { dateFromJulianDayUt } from '../src/julian-day';

const COUNT = 200_000;
const start = 2_415_020.5;
const step = 0.7317; // days, so every call is a new instant (no nutation cache hit)

const decodeStarted = performance.now();
positions(new Date('2000-01-01T00:00:00Z'));
console.log(`first call (decodes every table): ${(performance.now() - decodeStarted).toFixed(1)} ms`);

function time(label: string, body: (julianDayUt: number) => void, count = COUNT): void {
  for (let index = 0; index < 20_000; index += 1) body(start + (index % 100_000) * step);
  const started = performance.now();
  for (let index = 0; index < count; index += 1) body(start + (index % 100_000) * step);
  const microseconds = ((performance.now() - started) * 1000) / count;
  console.log(`${label}: ${microseconds.toFixed(2)} µs per instant`);
}

const out = new Float64Array(11);
const dates = Array.from({ length: 1024 }, (_, index) => dateFromJulianDayUt(start + index * step * 97));
let sink = 0;
time('longitudesAt (11 longitudes, no speeds)', (julianDayUt) => {
  sink += longitudesAt(julianDayUt, out)[1] as number;
});
time('sunLongitudeAndSpeed', (julianDayUt) => {
  sink += sunLongitudeAndSpeed(julianDayUt).longitudeDegrees;
});
let dateIndex = 0;
time(
  'positions (12 bodies with speeds, Chiron included)',
  () => {
    dateIndex = (dateIndex + 1) & 1023;
    sink += positions(dates[dateIndex] as Date).Moon.longitude;
  },
  50_000,
);
if (sink === 42) console.log('');
