import type { CompositeChartOf, CompositeVersion } from './composite-from-charts';
import { compositeFromCharts } from './composite-from-charts';
import { BodygraphError } from './errors';
import { natalChartCore, type BirthInput } from './natal-chart';
import { assertChartVersion } from './validation';

/**
 * The composite chart of two births (`{ date, timezone }` each). Throws `BodygraphError`
 * `invalid_chart_input` for a bad version or missing birth; ephemeris errors pass through.
 *
 * @example compositeChart(a, b, { version: 'v2' }).Chemistry.Overall
 */
export function compositeChart<Version extends CompositeVersion>(
  person0: BirthInput,
  person1: BirthInput,
  options: { version: Version },
): CompositeChartOf<Version> {
  assertChartVersion(options?.version, ['v1', 'v2']);
  if (person1 === undefined || person1 === null) {
    throw new BodygraphError('invalid_chart_input', 'a composite needs two births', { details: { field: 'person1' } });
  }
  return compositeFromCharts(natalChartCore(person0, { withMotion: false }), natalChartCore(person1, { withMotion: false }), options.version);
}
