// Known charts for the tests and the bench, computed by @mandala/bodygraph: the natal chart of birth
// 1982-03-27 14:05 UTC (the published design-moment vector of domain-facts.md §2.4), its composite
// with a second birth, and its transit at a fixed instant.
import { compositeChart, natalChart, transitChart, type CompositeChartV1, type CompositeChartV2, type NatalChartV3, type TransitChart } from '@mandala/bodygraph';

const knownBirth = { date: '1982-03-27T15:05', timezone: 'Europe/Berlin' };
const secondBirth = { date: '1990-07-15T08:30', timezone: 'Europe/London' };

export function knownChart(): NatalChartV3 {
  return natalChart(knownBirth, { version: 'v3' });
}

export function knownComposite(): CompositeChartV2 {
  return compositeChart(knownBirth, secondBirth, { version: 'v2' });
}

export function knownCompositeV1(): CompositeChartV1 {
  return compositeChart(knownBirth, secondBirth, { version: 'v1' });
}

export function knownTransit(): TransitChart {
  return transitChart(knownBirth, new Date('2026-01-01T00:00:00Z'));
}
