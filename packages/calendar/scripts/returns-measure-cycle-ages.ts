// Measures at what ages the slow cycles happen, to size the spans of age cycle-kinds.ts searches: over 4,000
// seeded random births 1800-2200, every pass of Saturn, Chiron and Uranus (180° away) over the natal longitude in
// spans far wider than the searched ones, grouped into events. Prints the ages of the first passes and of every
// pass, the pass counts and the longest span of one event's passes.
// Run: pnpm --filter @mandala/calendar exec tsx scripts/returns-measure-cycle-ages.ts (about 15 s)
import { seededRandom } from '../../ephemeris/scripts/seeded-random';
import { bodyActivationAt, longitudeReturns } from '../src/events';
import { AGE_YEAR_DAYS } from '../src/returns/years-of-life';

const YEAR_MILLISECONDS = AGE_YEAR_DAYS * 86_400_000;
const FIRST = Date.UTC(1800, 0, 1);
const LAST = Date.UTC(2200, 0, 1);
const SPANS = [
  ['Saturn return 1', 'Saturn', 0, 24, 35],
  ['Saturn return 2', 'Saturn', 0, 53, 65],
  ['Saturn return 3', 'Saturn', 0, 82, 94],
  ['Chiron return', 'Chiron', 0, 38, 62],
  ['Uranus opposition', 'Uranus', 180, 28, 56],
] as const;

const random = seededRandom(20_261_128);
interface EventStatistics {
  first: number[];
  last: number[];
  spans: number[];
  counts: Map<number, number>;
  events: number;
}
const stats = new Map<string, EventStatistics>();
for (let index = 0; index < 4000; index++) {
  const birth = FIRST + random() * (LAST - FIRST);
  for (const [name, body, offsetDegrees, fromYears, toYears] of SPANS) {
    const start = birth + fromYears * YEAR_MILLISECONDS;
    const end = birth + toYears * YEAR_MILLISECONDS;
    if (end > LAST) continue;
    const target = (bodyActivationAt(body, new Date(birth)).longitudeDegrees + offsetDegrees) % 360;
    const ages = longitudeReturns(body, target, { start: new Date(start), end: new Date(end) }).map((pass) => (pass.getTime() - birth) / YEAR_MILLISECONDS);
    const entry: EventStatistics = stats.get(name) ?? { first: [], last: [], spans: [], counts: new Map(), events: 0 };
    // A gap of more than 3 years would be a second event inside the wide span.
    const events = ages.reduce<number[][]>((groups, age) => {
      const last = groups[groups.length - 1];
      if (last !== undefined && age - (last[last.length - 1] as number) < 3) last.push(age);
      else groups.push([age]);
      return groups;
    }, []);
    for (const event of events) {
      entry.first.push(event[0] as number);
      entry.last.push(event[event.length - 1] as number);
      entry.spans.push((event[event.length - 1] as number) - (event[0] as number));
      entry.counts.set(event.length, (entry.counts.get(event.length) ?? 0) + 1);
      entry.events++;
    }
    stats.set(name, entry);
  }
}

console.log('event               events   first pass, age   every pass, age   passes (count: events)       longest span of one event, years');
for (const [name, entry] of stats) {
  const counts = [...entry.counts.entries()].sort((a, b) => a[0] - b[0]).map(([count, events]) => `${count}: ${events}`).join(', ');
  console.log(
    `${name.padEnd(20)} ${String(entry.events).padStart(5)}   ${Math.min(...entry.first).toFixed(2)}-${Math.max(...entry.first).toFixed(2)}`.padEnd(46) +
      `${Math.min(...entry.first).toFixed(2)}-${Math.max(...entry.last).toFixed(2)}`.padEnd(18) +
      `${counts.padEnd(29)}${Math.max(...entry.spans).toFixed(2)}`,
  );
}
