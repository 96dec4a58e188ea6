// The published charts computed end to end: local time → @mandala/ephemeris → chart.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { natalChart, natalChartAt } from '../src/index';
import { PUBLISHED_CHARTS, expectPublishedChart } from './published-charts';

const golden = JSON.parse(readFileSync(new URL('./fixtures/golden-longitudes.json', import.meta.url), 'utf8')) as {
  charts: Array<{ birthUtc: string; designUtc: string }>;
};

describe('published charts through the ephemeris', () => {
  for (const published of PUBLISHED_CHARTS) {
    it(`reproduces ${published.birthUtc} (${published.source})`, () => {
      expectPublishedChart(natalChartAt(new Date(published.birthUtc), { version: 'v3' }), published);
    });
  }

  it('solves the design moments within 5 seconds of the Swiss Ephemeris solution', () => {
    for (const row of golden.charts) {
      const chart = natalChartAt(new Date(row.birthUtc), { version: 'v1' });
      expect(Math.abs(Date.parse(chart.DesignDateUtc) - Date.parse(row.designUtc))).toBeLessThan(5_000);
    }
  });

  it('gives the same chart from the local time in Sao Paulo (1982-03-27 11:05, UTC-3)', () => {
    const chart = natalChart({ date: '1982-03-27T11:05', timezone: 'America/Sao_Paulo' }, { version: 'v1' });
    expect(chart.BirthDateUtc).toBe('1982-03-27T14:05:00.000Z');
    expect(chart.Profile).toBe('3/6');
    expect(chart.IncarnationCross.Name).toBe('Right Angle Cross of Service 1');
    expect(chart.Warnings).toEqual([]);
  });

  it('gives the same chart from the local time in Massachusetts (1992-10-03 00:03, EDT)', () => {
    const chart = natalChart({ date: '1992-10-03T00:03', timezone: 'America/New_York' }, { version: 'v2' });
    expect(chart.BirthDateUtc).toBe('1992-10-03T04:03:00.000Z');
    expect(chart.Type.Name).toBe('Manifesting Generator');
  });
});
