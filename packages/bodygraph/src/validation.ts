import { BodygraphError } from './errors';
import type { ChartVersion } from './natal-response-types';

const VERSIONS: readonly string[] = ['v1', 'v2', 'v3'];

/** Throws `invalid_chart_input` unless `version` is v1, v2 or v3. */
export function assertChartVersion(version: unknown, allowed: readonly string[] = VERSIONS): asserts version is ChartVersion {
  if (typeof version !== 'string' || !allowed.includes(version)) {
    throw new BodygraphError('invalid_chart_input', `version must be one of ${allowed.join(', ')}`, {
      details: { field: 'version', value: version },
    });
  }
}

/** Throws `invalid_chart_input` unless `instant` is a valid Date. */
export function assertInstant(instant: unknown, field: string): asserts instant is Date {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) {
    throw new BodygraphError('invalid_chart_input', `${field} must be a valid Date`, { details: { field } });
  }
}
