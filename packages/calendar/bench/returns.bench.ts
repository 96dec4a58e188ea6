// Speed of the returns and progressions: a solar and a lunar return with their charts, the Saturn returns with
// every pass and a chart for each, the Chiron return, the Uranus opposition and a progressed chart, each over 24
// births 1900-2100 in four zones. Prints figures; asserts nothing. Targets: solar or lunar return ≤ 0.5 ms, the
// Saturn returns ≤ 2 ms, a progressed chart ≤ 0.2 ms.
// Run: pnpm --filter @mandala/calendar bench
import { seededRandom } from '../test/seeded-random';
import { cycleReturns, lunarReturn, progressedChart, solarReturn } from '../src/index';
import { measure } from './fastest-of-passes';

const random = seededRandom(20_261_126);
const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo'];
const pad = (value: number) => String(value).padStart(2, '0');
const cases = Array.from({ length: 24 }, (_, index) => {
  const year = 1900 + Math.floor(random() * 150);
  const month = 1 + Math.floor(random() * 12);
  const returnYear = year + 1 + Math.floor(random() * (2100 - year));
  return {
    birth: {
      date: `${year}-${pad(month)}-${pad(1 + Math.floor(random() * 28))}T${pad(Math.floor(random() * 24))}:${pad(Math.floor(random() * 60))}`,
      timezone: zones[index % zones.length] as string,
    },
    year: returnYear,
    month: `${returnYear}-${pad(1 + Math.floor(random() * 12))}`,
    progressedTo: `${returnYear}-${pad(month)}-15T12:00`,
  };
});
const asOf = new Date('2026-01-01T00:00:00Z');

const rows: [string, [number, number], string][] = [
  ['solar return with its chart', measure(cases, 5, ({ birth, year }) => solarReturn({ birth, year })), '≤ 0.5 ms'],
  ['lunar return with its chart', measure(cases, 5, ({ birth, month }) => lunarReturn({ birth, month })), '≤ 0.5 ms'],
  ['Saturn returns, every pass, three charts', measure(cases, 5, ({ birth }) => cycleReturns({ birth, kind: 'saturn', asOf })), '≤ 2 ms'],
  ['Chiron return', measure(cases, 5, ({ birth }) => cycleReturns({ birth, kind: 'chiron', asOf })), ''],
  ['Uranus opposition', measure(cases, 5, ({ birth }) => cycleReturns({ birth, kind: 'uranus-opposition', asOf })), ''],
  ['progressed chart', measure(cases, 5, ({ birth, progressedTo }) => progressedChart({ birth, progressedTo })), '≤ 0.2 ms'],
];

console.log('@mandala/calendar returns and progressions (per-case fastest of 5 passes over 24 births: median, slowest case)');
for (const [name, [middle, slowest], target] of rows) {
  console.log(`  ${name.padEnd(44)} ${middle.toFixed(3).padStart(7)} ms  ${slowest.toFixed(3).padStart(7)} ms   ${target}`);
}
