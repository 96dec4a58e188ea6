// Shared helpers for the benchmark files in bench/: a seeded random source, a median-of-runs timer and
// a plain-text table printer. Benchmarks print figures; they assert nothing.

/** mulberry32, shared with the generator scripts, so every run measures the same instants. */
export { seededRandom } from '../scripts/seeded-random';

/** Keeps results alive so the JIT cannot drop the measured calls. */
let sink = 0;
export function consume(value: number): void {
  sink += value;
}
export function sinkValue(): number {
  return sink;
}

/**
 * Microseconds per call of `body(index)`: `warmupCalls` calls first, then `runs` timed runs of
 * `callsPerRun` calls; returns the median run.
 */
export function medianMicroseconds(
  body: (index: number) => void,
  { callsPerRun, runs = 7, warmupCalls = callsPerRun }: { callsPerRun: number; runs?: number; warmupCalls?: number },
): number {
  for (let index = 0; index < warmupCalls; index++) body(index);
  const perRun: number[] = [];
  let offset = warmupCalls;
  for (let run = 0; run < runs; run++) {
    const started = process.hrtime.bigint();
    for (let index = 0; index < callsPerRun; index++) body(offset + index);
    perRun.push(Number(process.hrtime.bigint() - started) / 1000 / callsPerRun);
    offset += callsPerRun;
  }
  perRun.sort((a, b) => a - b);
  return perRun[Math.floor(runs / 2)] as number;
}

/** Prints rows as a table with aligned columns (first column left, the others right). */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}
