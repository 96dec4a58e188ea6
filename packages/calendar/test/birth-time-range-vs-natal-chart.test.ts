// Every segment of a birth-time range against the natal chart itself: the chart of a birth at the segment's middle
// and just inside both its ends has exactly the segment's headline (at `activations` level, its 26 gates and lines),
// over seeded random days 1900-2100 in several zones. At `headline` level, every activation change inside a
// segment (a boundary of the `activations` level) leaves the headline as it is, so no headline change is missed.
import { natalChartAt, type NatalChartV2 } from '@mandala/bodygraph';
import { describe, expect, it } from 'vitest';
import { chartsOverTimeRange, type BirthTimeRange, type BirthTimeRangeInput } from '../src/index';
import { activationsOfChart, headlineOfChart } from '../src/birth-time-range/segment-headline';
import { seededRandom } from './seeded-random';

const ZONES = ['UTC', 'America/New_York', 'Europe/Amsterdam', 'Asia/Kolkata', 'Australia/Sydney', 'America/Sao_Paulo'];
/** How far inside a segment's ends the chart is checked: past the natal chart's own design-moment tolerance (≤ 7 ms). */
const INSIDE_MILLISECONDS = 10;

const pad = (value: number) => String(value).padStart(2, '0');

function randomDays(seed: number, count: number): BirthTimeRangeInput[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(1900, 0, 1) + Math.floor(random() * 73_000) * 86_400_000);
    return {
      date: `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`,
      timezone: ZONES[index % ZONES.length] as string,
    };
  });
}

function chartAt(milliseconds: number): NatalChartV2 {
  return natalChartAt(new Date(milliseconds), { version: 'v2' });
}

/** Instants to check in a segment: its middle and just inside both ends. */
function probes(startMilliseconds: number, endMilliseconds: number): number[] {
  const inside = Math.min(INSIDE_MILLISECONDS, Math.floor((endMilliseconds - startMilliseconds) / 4));
  return [startMilliseconds + inside, Math.floor((startMilliseconds + endMilliseconds) / 2), endMilliseconds - 1 - inside];
}

function mismatches(range: BirthTimeRange): string[] {
  const found: string[] = [];
  for (const segment of range.Segments) {
    for (const at of probes(Date.parse(segment.StartUtc), Date.parse(segment.EndUtc))) {
      const chart = chartAt(at);
      const expected = 'Activations' in segment ? [segment.Headline, segment.Activations] : [segment.Headline];
      const actual = 'Activations' in segment ? [headlineOfChart(chart), activationsOfChart(chart)] : [headlineOfChart(chart)];
      if (JSON.stringify(actual) !== JSON.stringify(expected)) found.push(`${range.Timezone} ${segment.StartUtc}..${segment.EndUtc} at ${new Date(at).toISOString()}`);
    }
  }
  return found;
}

describe('birth-time range segments against the natal chart', () => {
  const days = randomDays(20_261_201, 120);

  it('gives every headline segment the headline of the natal chart inside it, and misses no headline change', () => {
    for (const day of days) {
      const headline = chartsOverTimeRange(day);
      expect(mismatches(headline)).toEqual([]);
      // Every activation change inside a headline segment keeps the segment's headline on both sides.
      const activations = chartsOverTimeRange(day, { level: 'activations' });
      for (const segment of activations.Segments.slice(1)) {
        const at = Date.parse(segment.StartUtc);
        const owner = headline.Segments.find((each) => Date.parse(each.StartUtc) < at && at < Date.parse(each.EndUtc));
        if (owner === undefined) continue;
        for (const probe of [at - INSIDE_MILLISECONDS, at + INSIDE_MILLISECONDS]) {
          expect(JSON.stringify(headlineOfChart(chartAt(probe))), `${day.date} ${day.timezone} ${new Date(probe).toISOString()}`).toBe(
            JSON.stringify(owner.Headline),
          );
        }
      }
    }
    // Thousands of charts: up to 12 s in CI runs with every package's tests at once, against the default 30 s.
  }, 90_000);

  it('gives every activations segment the 26 gates and lines of the natal chart inside it', () => {
    for (const day of days) expect(mismatches(chartsOverTimeRange(day, { level: 'activations' }))).toEqual([]);
  });

  it('cuts the activations level at every headline boundary too', () => {
    for (const day of days.slice(0, 8)) {
      const starts = new Set(chartsOverTimeRange(day, { level: 'activations' }).Segments.map((segment) => segment.StartUtc));
      for (const segment of chartsOverTimeRange(day).Segments) expect(starts.has(segment.StartUtc)).toBe(true);
    }
  });
});
