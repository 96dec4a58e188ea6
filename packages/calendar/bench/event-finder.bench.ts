// Speed of the event finder: milliseconds per call at seeded random windows 1900-2100, the median of 7 runs after a
// warm-up (every run over the same 40 windows). Prints figures; asserts nothing. Targets: gate crossings of all
// 14 bodies over 31 days ≤ 5 ms, a month of moon phases ≤ 2 ms.
// Run: pnpm --filter @mandala/calendar bench
import { cpus } from 'node:os';
import { gateCrossings, longitudeReturns, moonPhases, stations, type UtcWindow } from '../src/events';
import { seededRandom } from '../test/seeded-random';

const DAY = 86_400_000;
const random = seededRandom(20_261_125);
const FIRST = Date.UTC(1900, 0, 1);
const LAST = Date.UTC(2099, 0, 1);

function windows(lengthDays: number, count: number): UtcWindow[] {
  return Array.from({ length: count }, () => {
    const start = Math.round(FIRST + random() * (LAST - FIRST));
    return { start: new Date(start), end: new Date(start + lengthDays * DAY) };
  });
}

let sink = 0;

/** Milliseconds per call: median over 7 runs of `call` on every window, after one warm-up pass. */
function millisecondsPerCall(cases: readonly UtcWindow[], call: (window: UtcWindow) => { length: number }): number {
  for (const window of cases) sink += call(window).length;
  const runs: number[] = [];
  for (let run = 0; run < 7; run += 1) {
    const started = process.hrtime.bigint();
    for (const window of cases) sink += call(window).length;
    runs.push(Number(process.hrtime.bigint() - started) / 1e6 / cases.length);
  }
  runs.sort((a, b) => a - b);
  return runs[3] as number;
}

const month = windows(31, 40);
const year = windows(365, 40);
const rows: Array<[string, number, string]> = [
  ['gateCrossings, 31 days, all 14 bodies', millisecondsPerCall(month, (window) => gateCrossings(window)), '≤ 5'],
  ['gateCrossings, 31 days, all 14 bodies, lines: true', millisecondsPerCall(month, (window) => gateCrossings(window, { lines: true })), ''],
  ['gateCrossings, 31 days, Moon only', millisecondsPerCall(month, (window) => gateCrossings(window, { bodies: ['Moon'] })), ''],
  ['stations, 365 days, Mercury-Pluto and Chiron', millisecondsPerCall(year, (window) => stations(window)), ''],
  ['moonPhases, 31 days', millisecondsPerCall(month, (window) => moonPhases(window)), '≤ 2'],
  ['longitudeReturns, Sun, 365 days', millisecondsPerCall(year, (window) => longitudeReturns('Sun', 123.456, window)), ''],
];

const widths = [Math.max(...rows.map(([label]) => label.length)), 12, 10];
console.log(`Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${new Date().toISOString().slice(0, 10)}`);
console.log(`${'operation'.padEnd(widths[0] as number)}  ${'ms per call'.padStart(widths[1] as number)}  ${'target ms'.padStart(widths[2] as number)}`);
for (const [label, milliseconds, target] of rows) {
  console.log(`${label.padEnd(widths[0] as number)}  ${milliseconds.toFixed(3).padStart(widths[1] as number)}  ${target.padStart(widths[2] as number)}`);
}
if (sink < 0) console.log(sink);
