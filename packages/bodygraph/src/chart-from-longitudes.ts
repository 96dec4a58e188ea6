import { chartCoreFromLongitudes, type ChartLongitudes } from './chart-core';
import { natalResponse } from './natal-response';
import type { ChartVersion, NatalChartOf } from './natal-response-types';
import { assertChartVersion, assertInstant } from './validation';

/** Options of {@link chartFromLongitudes}. */
export interface LongitudeChartOptions<Version extends ChartVersion = ChartVersion> {
  version: Version;
  /** Birth instant reported as `BirthDateUtc`. */
  birthInstant: Date;
  /** Design instant reported as `DesignDateUtc`. */
  designInstant: Date;
  warnings?: readonly string[];
}

/**
 * A natal chart response from 26 activation longitudes (pure, no ephemeris): the 11 computed
 * bodies per side in degrees, optionally with speeds (for Retrograde) and Chiron.
 * Throws `BodygraphError` `invalid_chart_input` for a missing or non-finite longitude or a bad version.
 */
export function chartFromLongitudes<Version extends ChartVersion>(
  longitudes: ChartLongitudes,
  options: LongitudeChartOptions<Version>,
): NatalChartOf<Version> {
  assertChartVersion(options?.version);
  assertInstant(options.birthInstant, 'birthInstant');
  assertInstant(options.designInstant, 'designInstant');
  return natalResponse(chartCoreFromLongitudes(longitudes), options.version, {
    birthInstant: options.birthInstant,
    designInstant: options.designInstant,
    warnings: options.warnings ?? [],
  });
}
