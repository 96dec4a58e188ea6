// Speed of groupComposite for 12 members (the largest group), split into the 12 chart cores (ephemeris and
// chart logic) and the group analysis on top of them (groupFromCharts: channels, centers, 66 pair chemistries,
// Penta). Prints figures; asserts nothing. Run: pnpm --filter @mandala/bodygraph bench
import { groupComposite, groupFromCharts, natalChartCore } from '../src/index';
import type { GroupMemberInput, NatalChartCore } from '../src/index';

const FIRST_MS = Date.parse('1900-01-01T00:00:00Z');
const LAST_MS = Date.parse('2100-01-01T00:00:00Z');
const MEMBERS = 12;

function randomGroups(count: number, size: number, seed: number): GroupMemberInput[][] {
  let state = seed;
  const birth = (index: number): GroupMemberInput => {
    state = (state * 48271) % 2147483647;
    const instant = new Date(FIRST_MS + Math.floor(((state / 2147483647) * (LAST_MS - FIRST_MS)) / 60_000) * 60_000);
    return { date: instant.toISOString().slice(0, 16), timezone: 'UTC', ...(index % 2 === 0 ? { name: `P${index}` } : {}) };
  };
  return Array.from({ length: count }, () => Array.from({ length: size }, (_, index) => birth(index)));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Median over `items` of each item's fastest of `passes` timed calls (ms), after one untimed pass. */
function measure<Item>(items: readonly Item[], passes: number, run: (item: Item) => unknown): number {
  for (const item of items) run(item);
  const fastest = new Array<number>(items.length).fill(Number.POSITIVE_INFINITY);
  let sink = 0;
  for (let pass = 0; pass < passes; pass++) {
    items.forEach((item, index) => {
      const start = process.hrtime.bigint();
      const result = run(item);
      const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
      if (elapsed < (fastest[index] as number)) fastest[index] = elapsed;
      if (result) sink++;
    });
  }
  if (sink !== items.length * passes) throw new Error('a run returned nothing');
  return median(fastest);
}

const groups = randomGroups(300, MEMBERS, 20261123);
const coreSets = groups.map((group) => group.map((member) => natalChartCore(member, { withMotion: false })));
const analysisInputs = groups.map((group, groupIndex) =>
  group.map((member, index) => ({
    chart: coreSets[groupIndex]![index] as NatalChartCore,
    ...(member.name === undefined ? {} : { name: member.name }),
  })),
);

const whole = measure(groups, 5, (group) => groupComposite(group));
const cores = measure(groups, 5, (group) => group.map((member) => natalChartCore(member, { withMotion: false })));
const analysis = measure(analysisInputs, 5, (members) => groupFromCharts(members));
const fivePenta = measure(
  analysisInputs.map((members) => members.slice(0, 5)),
  5,
  (members) => groupFromCharts(members),
);

const format = (value: number) => value.toFixed(3).padStart(7);
console.log(
  `groupComposite benchmark (Node ${process.version}, ${groups.length} random groups of ${MEMBERS} births 1900-2100 UTC; median of each group's fastest of 5 runs, after warm-up)`,
);
const label = (text: string) => text.padEnd(42);
console.log(`  ${label(`groupComposite, ${MEMBERS} members`)}${format(whole)} ms   target <= 1 ms`);
console.log(`  ${label(`  ${MEMBERS} chart cores alone (natalChartCore)`)}${format(cores)} ms`);
console.log(`  ${label(`  group analysis alone (groupFromCharts)`)}${format(analysis)} ms   (66 pairs)`);
console.log(`  ${label(`groupFromCharts, 5 members (with Penta)`)}${format(fivePenta)} ms   (10 pairs)`);
