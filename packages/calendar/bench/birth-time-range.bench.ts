// Speed of chartsOverTimeRange: a whole local day (00:00-24:00) at headline and at activations level, and a two-day
// window, over 40 seeded random days 1900-2100 in four zones. Prints figures; asserts nothing.
// Targets: a whole day ≤ 5 ms at headline level, ≤ 20 ms at activations level.
// Run: pnpm --filter @mandala/calendar bench
import { chartsOverTimeRange, type BirthTimeRangeInput } from '../src/index';
import { seededRandom } from '../test/seeded-random';
import { measure } from './fastest-of-passes';

const random = seededRandom(20_261_203);
const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo'];
const isoDate = (milliseconds: number) => new Date(milliseconds).toISOString().slice(0, 10);
const days: BirthTimeRangeInput[] = Array.from({ length: 40 }, (_, index) => ({
  date: isoDate(Date.UTC(1900, 0, 2) + Math.floor(random() * 73_000) * 86_400_000),
  timezone: zones[index % zones.length] as string,
}));
const twoDays = days.map((day) => ({ ...day, toDate: isoDate(Date.parse(`${day.date}T00:00:00Z`) + 86_400_000) }));

const segments = (input: BirthTimeRangeInput, level: 'headline' | 'activations') => chartsOverTimeRange(input, { level }).Segments.length;
const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

const rows: [string, [number, number], string, number][] = [
  ['a day, headline', measure(days, 7, (day) => chartsOverTimeRange(day)), '≤ 5 ms', average(days.map((day) => segments(day, 'headline')))],
  ['a day, activations', measure(days, 7, (day) => chartsOverTimeRange(day, { level: 'activations' })), '≤ 20 ms', average(days.map((day) => segments(day, 'activations')))],
  ['two days, headline', measure(twoDays, 7, (day) => chartsOverTimeRange(day)), '', average(twoDays.map((day) => segments(day, 'headline')))],
  ['two days, activations', measure(twoDays, 7, (day) => chartsOverTimeRange(day, { level: 'activations' })), '', average(twoDays.map((day) => segments(day, 'activations')))],
];

console.log('@mandala/calendar chartsOverTimeRange (per-case fastest of 7 passes over 40 windows: median, slowest case; mean segments)');
for (const [name, [middle, slowest], target, count] of rows) {
  console.log(`  ${name.padEnd(24)} ${middle.toFixed(3).padStart(7)} ms  ${slowest.toFixed(3).padStart(7)} ms  ${count.toFixed(1).padStart(6)} segments   ${target}`);
}
