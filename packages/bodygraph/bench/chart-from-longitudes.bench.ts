// Cost of the chart logic alone (no ephemeris): chartFromLongitudes v1 and v3 on random longitudes.
// Prints figures; asserts nothing.
import { chartFromLongitudes } from '../src/chart-from-longitudes';
import type { ChartLongitudes, SidePositions } from '../src/chart-core';

const NAMES = ['Sun', 'Moon', 'NorthNode', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;

function randomCharts(count: number, seed: number): ChartLongitudes[] {
  let state = seed;
  const next = () => {
    state = (state * 48271) % 2147483647;
    return (state / 2147483647) * 360;
  };
  const side = (): SidePositions => {
    const positions = Object.fromEntries(NAMES.map((name) => [name, { longitude: next(), speed: next() / 360 - 0.3 }]));
    return { ...(positions as SidePositions), Chiron: { longitude: next(), speed: 0.02 } };
  };
  return Array.from({ length: count }, () => ({ personality: side(), design: side() }));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] as number;
}

const charts = randomCharts(5000, 7);
const instants = { birthInstant: new Date('2000-01-01T00:00:00Z'), designInstant: new Date('1999-10-03T00:00:00Z') };
for (const version of ['v1', 'v3'] as const) {
  for (const chart of charts) chartFromLongitudes(chart, { version, ...instants });
  const samples = charts.map((chart) => {
    const start = process.hrtime.bigint();
    chartFromLongitudes(chart, { version, ...instants });
    return Number(process.hrtime.bigint() - start) / 1000;
  });
  console.log(`chartFromLongitudes ${version} (chart logic only, no ephemeris): ${median(samples).toFixed(2)} µs median over ${charts.length} charts`);
}
