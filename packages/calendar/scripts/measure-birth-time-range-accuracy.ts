// Prints how far the boundaries of chartsOverTimeRange (activations level) lie from Swiss Ephemeris 2.10.03's, per
// side and body, over test/fixtures/birth-time-range-swisseph.json, with the part our ephemeris's own difference
// explains and what remains (the search's own error, plus the millisecond the boundaries are written to).
// Run: pnpm --filter @mandala/calendar exec tsx scripts/measure-birth-time-range-accuracy.ts
import { compareBoundaries } from '../test/birth-time-range-swisseph-fixture';

const report = compareBoundaries();
console.log(
  `${report.windowCount} windows, ${report.compared.length} activation changes compared, ${report.missing.length} missing, ${report.extra.length} extra, ` +
    `${report.unmatchedHeadlineBoundaries.length} headline boundaries unmatched, ${report.windowMismatches.length} windows resolved differently`,
);
const groups = new Map<string, Array<{ difference: number; own: number }>>();
for (const each of report.compared) {
  const key = `${each.side} ${each.body}`;
  const list = groups.get(key) ?? [];
  list.push({ difference: Math.abs(each.differenceSeconds), own: Math.abs(each.differenceSeconds - each.explainedSeconds) });
  groups.set(key, list);
}
const row = (name: string, list: Array<{ difference: number; own: number }>) => {
  const mean = list.reduce((sum, each) => sum + each.difference, 0) / list.length;
  const maximum = Math.max(...list.map((each) => each.difference));
  const own = Math.max(...list.map((each) => each.own));
  const withinSecond = list.filter((each) => each.difference <= 1).length;
  console.log(
    `  ${name.padEnd(24)} ${String(list.length).padStart(5)}  mean |Δt| ${mean.toFixed(3).padStart(8)} s  max ${maximum.toFixed(3).padStart(8)} s  ` +
      `within 1 s ${String(withinSecond).padStart(5)}  search's own max ${own.toFixed(4)} s`,
  );
};
for (const [name, list] of [...groups].sort(([a], [b]) => a.localeCompare(b))) row(name, list);
row('all', [...groups.values()].flat());
row(
  'headline boundaries',
  report.compared
    .filter((each) => each.headlineBoundary)
    .map((each) => ({ difference: Math.abs(each.differenceSeconds), own: Math.abs(each.differenceSeconds - each.explainedSeconds) })),
);
