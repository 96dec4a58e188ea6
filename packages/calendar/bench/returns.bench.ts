// Speed of the returns and progressions: a solar and a lunar return with their charts, the Saturn returns with
// every pass and a chart for each, the Chiron return, the Uranus opposition and a progressed chart, each over 24
// births 1900-2100 in four zones. Prints figures; asserts nothing. Targets: solar or lunar return ≤ 0.5 ms, the
// Saturn returns ≤ 2 ms, a progressed chart ≤ 0.2 ms.
// Run: pnpm --filter @mandala/calendar bench
import { seededRandom } from '../../ephemeris/scripts/seeded-random';
import { cycleReturns, lunarReturn, progressedChart, solarReturn } from '../src/index';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Median and maximum over `cases` of each case's fastest of `passes` timed calls (milliseconds), after one untimed
 * call per case. The fastest pass filters out pauses caused by other processes on a shared machine.
 */
function measure<Case>(cases: readonly Case[], passes: number, run: (each: Case) => unknown): [number, number] {
  for (const each of cases) run(each);
  const fastest = cases.map(() => Number.POSITIVE_INFINITY);
  for (let pass = 0; pass < passes; pass++) {
    cases.forEach((each, index) => {
      const start = process.hrtime.bigint();
      if (!run(each)) throw new Error('a run returned nothing');
      const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
      if (elapsed < (fastest[index] as number)) fastest[index] = elapsed;
    });
  }
  return [median(fastest), Math.max(...fastest)];
}

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
