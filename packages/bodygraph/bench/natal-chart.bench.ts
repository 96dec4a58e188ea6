// Speed of natalChart (v1, v3) against the open-source JS peer natalengine on the same random births.
// Prints figures; asserts nothing. Run: pnpm --filter @mandala/bodygraph bench
import { calculateHumanDesign } from 'natalengine';
import { natalChart } from '../src/index';

const FIRST_MS = Date.parse('1900-01-01T00:00:00Z');
const LAST_MS = Date.parse('2100-01-01T00:00:00Z');

interface Birth {
  local: string;
  day: string;
  hourDecimal: number;
}

function randomBirths(count: number, seed: number): Birth[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 48271) % 2147483647;
    const instant = new Date(FIRST_MS + Math.floor((state / 2147483647) * (LAST_MS - FIRST_MS) / 60_000) * 60_000);
    const iso = instant.toISOString();
    return {
      local: iso.slice(0, 16),
      day: iso.slice(0, 10),
      hourDecimal: instant.getUTCHours() + instant.getUTCMinutes() / 60,
    };
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Median over `births` of the per-birth fastest of `passes` timed calls (microseconds), after `warmUp`
 * untimed calls. Taking each birth's fastest pass filters out pauses from other processes on a shared machine.
 */
function measure(births: readonly Birth[], warmUp: number, passes: number, run: (birth: Birth) => unknown): number {
  for (let index = 0; index < warmUp; index++) run(births[index % births.length] as Birth);
  const fastest = new Array<number>(births.length).fill(Number.POSITIVE_INFINITY);
  let sink = 0;
  for (let pass = 0; pass < passes; pass++) {
    births.forEach((birth, index) => {
      const start = process.hrtime.bigint();
      const result = run(birth);
      const elapsed = Number(process.hrtime.bigint() - start) / 1000;
      if (elapsed < (fastest[index] as number)) fastest[index] = elapsed;
      if (result) sink++;
    });
  }
  if (sink !== births.length * passes) throw new Error('a run returned nothing');
  return median(fastest);
}

const births = randomBirths(3000, 20261122);
const peerBirths = births.slice(0, 300);

const v1 = measure(births, 2000, 3, (birth) => natalChart({ date: birth.local, timezone: 'UTC' }, { version: 'v1' }));
const v3 = measure(births, 2000, 3, (birth) => natalChart({ date: birth.local, timezone: 'UTC' }, { version: 'v3' }));
const v3OnPeerBirths = measure(peerBirths, 300, 3, (birth) => natalChart({ date: birth.local, timezone: 'UTC' }, { version: 'v3' }));
const peer = measure(peerBirths, 30, 3, (birth) => calculateHumanDesign(birth.day, birth.hourDecimal, 0));

interface PeerChart {
  type: { name: string };
  profile: { numbers: string };
  channels: Array<{ gates: [number, number] }>;
}
let sameType = 0;
let sameProfile = 0;
let sameChannels = 0;
for (const birth of peerBirths) {
  const ours = natalChart({ date: birth.local, timezone: 'UTC' }, { version: 'v1' });
  const theirs = calculateHumanDesign(birth.day, birth.hourDecimal, 0) as PeerChart;
  if (theirs.type.name === ours.Type) sameType++;
  if (theirs.profile.numbers === ours.Profile) sameProfile++;
  const theirChannels = theirs.channels.map(({ gates }) => `${Math.min(...gates)}-${Math.max(...gates)}`).sort().join(',');
  if (theirChannels === ours.Channels.map((channel) => channel.Id).sort().join(',')) sameChannels++;
}

const format = (value: number) => value.toFixed(1).padStart(9);
console.log(`natalChart benchmark (Node ${process.version}, random births 1900-2100 UTC; median of each birth's fastest of 3 runs, after warm-up)`);
console.log(`  @mandala/bodygraph natalChart v1 ${format(v1)} µs   (${births.length} births)`);
console.log(`  @mandala/bodygraph natalChart v3 ${format(v3)} µs   (${births.length} births)   target <= 75 µs`);
console.log(`  @mandala/bodygraph natalChart v3 ${format(v3OnPeerBirths)} µs   (the ${peerBirths.length} births given to the peer)`);
console.log(`  natalengine calculateHumanDesign ${format(peer)} µs   (${peerBirths.length} births)`);
console.log(`  ratio natalengine / bodygraph v3 ${format(peer / v3OnPeerBirths)} ×    target >= 25×`);
console.log(
  `  same results as natalengine on those births: type ${sameType}/${peerBirths.length}, profile ${sameProfile}/${peerBirths.length}, channel set ${sameChannels}/${peerBirths.length}`,
);
