// A known chart for the tests and the bench: birth 1982-03-27 14:05 UTC (the published design-moment
// vector of domain-facts.md §2.4), computed by @mandala/bodygraph.
import { natalChart, type NatalChartV3 } from '@mandala/bodygraph';

export function knownChart(): NatalChartV3 {
  return natalChart({ date: '1982-03-27T15:05', timezone: 'Europe/Berlin' }, { version: 'v3' });
}
