import { sideCoreAt } from './ephemeris-source';
import { natalChartCore, type BirthInput, type NatalChartCore } from './natal-chart';
import { transitFromCharts, type TransitChart } from './transit-from-charts';
import { assertInstant } from './validation';

/**
 * A natal chart (a birth `{ date, timezone }`, or a chart computed by `natalChartCore`) overlaid with
 * the 13 transit activations at `transitInstant` (UTC): gate overlays, the channels the transit
 * completes with natal gates or forms alone, and the combined chart. Throws `BodygraphError`
 * `invalid_chart_input` for an invalid Date; ephemeris errors pass through.
 */
export function transitChart(natal: BirthInput | NatalChartCore, transitInstant: Date): TransitChart {
  assertInstant(transitInstant, 'transitInstant');
  const natalCore = typeof natal === 'object' && natal !== null && 'core' in natal ? natal : natalChartCore(natal);
  return transitFromCharts(natalCore, sideCoreAt(transitInstant), transitInstant);
}
