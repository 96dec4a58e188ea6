// The published charts rebuilt from Swiss Ephemeris longitudes (test/fixtures/golden-longitudes.json):
// checks the chart logic on its own, independent of @mandala/ephemeris.
import { readFileSync } from 'node:fs';
import { describe, it } from 'vitest';
import { chartFromLongitudes } from '../src/chart-from-longitudes';
import type { ChartLongitudes } from '../src/chart-core';
import { PUBLISHED_CHARTS, expectPublishedChart } from './published-charts';

interface GoldenLongitudes {
  charts: Array<{ birthUtc: string; designUtc: string } & ChartLongitudes>;
}

const golden = JSON.parse(readFileSync(new URL('./fixtures/golden-longitudes.json', import.meta.url), 'utf8')) as GoldenLongitudes;

describe('published charts from Swiss Ephemeris longitudes', () => {
  for (const published of PUBLISHED_CHARTS) {
    it(`reproduces ${published.birthUtc} (${published.source})`, () => {
      const row = golden.charts.find((chart) => chart.birthUtc === published.birthUtc);
      if (row === undefined) throw new Error(`golden-longitudes.json has no ${published.birthUtc}; regenerate it`);
      const chart = chartFromLongitudes(row, {
        version: 'v3',
        birthInstant: new Date(row.birthUtc),
        designInstant: new Date(row.designUtc),
      });
      expectPublishedChart(chart, published);
    });
  }
});
