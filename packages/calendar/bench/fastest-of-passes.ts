// The timing rule the calendar benches share: each case's fastest of a few passes, then the median and the
// slowest case over all cases.

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Median and maximum over `cases` of each case's fastest of `passes` timed calls (milliseconds), after one untimed
 * call per case. The fastest pass filters out pauses caused by other processes on a shared machine.
 */
export function measure<Case>(cases: readonly Case[], passes: number, run: (each: Case) => unknown): [number, number] {
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
