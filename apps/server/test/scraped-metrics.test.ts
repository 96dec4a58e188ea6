import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { parseScrape, seriesValue } from './scraped-metrics';

describe('parseScrape', () => {
  it('reads labelled counters and every series of a labelled histogram', async () => {
    const registry = new Registry();
    const counter = new Counter({ name: 'c_total', help: 'c', labelNames: ['a'], registers: [registry] });
    const histogram = new Histogram({ name: 'h_seconds', help: 'h', labelNames: ['op'], buckets: [1], registers: [registry] });
    counter.inc({ a: 'x' }, 2);
    counter.inc({ a: 'y' }, 3);
    histogram.observe({ op: 'p' }, 0.5);
    histogram.observe({ op: 'q' }, 2);
    histogram.observe({ op: 'q' }, 3);
    const scraped = parseScrape(await registry.metrics());
    expect(scraped.families.get('h_seconds')?.type).toBe('HISTOGRAM');
    expect(seriesValue(scraped, 'c_total')).toBe(5);
    expect(seriesValue(scraped, 'c_total', { a: 'y' })).toBe(3);
    expect(seriesValue(scraped, 'h_seconds_count', { op: 'q' })).toBe(2);
    expect(seriesValue(scraped, 'h_seconds_sum', { op: 'q' })).toBe(5);
    expect(seriesValue(scraped, 'h_seconds_bucket', { op: 'p', le: '1' })).toBe(1);
    expect(() => seriesValue(scraped, 'missing_total')).toThrow('no series missing_total');
  });
});
