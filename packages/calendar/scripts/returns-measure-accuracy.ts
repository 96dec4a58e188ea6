// Prints how far the returns are from Swiss Ephemeris's (test/fixtures/returns-swisseph.json), per kind: passes,
// mean and max |Δt| in seconds, the max as longitude (|Δt| × speed, ″), the largest share of the tolerance used, and
// the natal longitude differences that start each search. The README's accuracy table comes from here.
// Run: pnpm --filter @mandala/calendar exec tsx scripts/returns-measure-accuracy.ts
import { compareReturns } from './returns-compare-swisseph';

const { compared, mismatches } = compareReturns();
console.log(`${compared.length} passes matched, ${mismatches.length} mismatches`);
for (const mismatch of mismatches) console.log(`  ${mismatch}`);
console.log('  kind                 passes   mean |Δt| s   max |Δt| s   max ″     max Δt/allowed   max natal Δ″   3-pass events');
for (const kind of ['solar', 'lunar', 'saturn', 'chiron', 'uranus-opposition'] as const) {
  const rows = compared.filter((each) => each.kind === kind);
  const absolute = rows.map((each) => Math.abs(each.differenceSeconds));
  const mean = absolute.reduce((sum, value) => sum + value, 0) / absolute.length;
  const maxArcseconds = Math.max(...rows.map((each) => each.differenceArcseconds));
  const maxShare = Math.max(...rows.map((each) => Math.abs(each.differenceSeconds) / each.allowedSeconds));
  const maxNatal = Math.max(...rows.map((each) => Math.abs(each.natalDifferenceArcseconds)));
  const events = new Map<string, number>();
  for (const row of rows) events.set(`${row.birth}/${row.number}`, (events.get(`${row.birth}/${row.number}`) ?? 0) + 1);
  const threePass = [...events.values()].filter((count) => count >= 3).length;
  console.log(
    `  ${kind.padEnd(20)} ${String(rows.length).padStart(6)} ${mean.toFixed(4).padStart(13)} ${Math.max(...absolute).toFixed(4).padStart(12)} ` +
      `${maxArcseconds.toFixed(4).padStart(8)} ${maxShare.toFixed(3).padStart(16)} ${maxNatal.toFixed(4).padStart(14)} ${String(threePass).padStart(15)}`,
  );
}
