import { resolveLocalTime } from '@mandala/ephemeris';
import type { Disambiguation } from '@mandala/ephemeris';
import { chartCoreFromSides, type ChartCore } from './chart-core';
import { birthAndDesignSides, deltaTAt, instantOfJulianDay } from './ephemeris-source';
import { BodygraphError } from './errors';
import { assertChartVersion, assertInstant } from './validation';
import { natalResponse } from './natal-response';
import type { ChartVersion, NatalChartOf } from './natal-response-types';

/** A birth as local wall time plus IANA zone (resolved by `@mandala/ephemeris`). */
export interface BirthInput {
  /** Local wall time `YYYY-MM-DDTHH:MM[:SS[.fffffff]]`, no `Z` or offset. */
  date: string;
  /** IANA zone name, e.g. `Europe/Berlin`. */
  timezone: string;
  /** DST gap/fold handling; default `compatible` (a warning is reported). `reject` throws. */
  disambiguation?: Disambiguation;
  /**
   * Birthplace longitude, degrees east (−180..180). Used only for a birth before the zone had standard
   * time: the birthplace's local mean time replaces the zone's (`birthplace_local_mean_time` in the warnings).
   */
  longitudeDegrees?: number;
}

/** Options of the natal chart functions. */
export interface NatalChartOptions<Version extends ChartVersion = ChartVersion> {
  version: Version;
}

/** A computed natal chart before formatting: the core plus its instants. */
export interface NatalChartCore {
  core: ChartCore;
  birthInstant: Date;
  designInstant: Date;
  warnings: string[];
}

/**
 * Computes the chart core at a UTC birth instant: the 13 bodies at birth, the design moment
 * (Sun 88° of arc earlier, solved exactly), the 13 bodies then. Ephemeris errors pass through.
 */
export function natalChartCoreAt(
  utcInstant: Date,
  warnings: readonly string[] = [],
  options: { withMotion?: boolean } = {},
): NatalChartCore {
  assertInstant(utcInstant, 'utcInstant');
  const sides = birthAndDesignSides(utcInstant, options.withMotion ?? true);
  const designInstant = instantOfJulianDay(sides.designJulianDayUt);
  const core = chartCoreFromSides(sides.personality, sides.design);
  return { core, birthInstant: utcInstant, designInstant, warnings: [...warnings] };
}

/**
 * Resolves a local birth time and computes its chart core. `withMotion: false` skips speeds and
 * Chiron (faster; enough for v1/v2 and composites). Ephemeris errors pass through.
 */
export function natalChartCore(birth: BirthInput, options: { withMotion?: boolean } = {}): NatalChartCore {
  if (typeof birth !== 'object' || birth === null) {
    throw new BodygraphError('invalid_chart_input', 'birth must be { date, timezone }', { details: { field: 'birth' } });
  }
  const resolved = resolveLocalTime(birth);
  return natalChartCoreAt(resolved.instant, resolved.warnings, options);
}

function respond<Version extends ChartVersion>(chart: NatalChartCore, version: Version): NatalChartOf<Version> {
  return natalResponse(chart.core, version, {
    birthInstant: chart.birthInstant,
    designInstant: chart.designInstant,
    warnings: chart.warnings,
    deltaTSeconds:
      version === 'v3' ? { birth: deltaTAt(chart.birthInstant), design: deltaTAt(chart.designInstant) } : undefined,
  });
}

/**
 * The natal chart of a UTC birth instant in the requested version (the shape REST returns).
 * Throws `BodygraphError` `invalid_chart_input` for an invalid Date or version; ephemeris errors
 * (`date_out_of_range`, ...) pass through unchanged.
 *
 * @example natalChartAt(new Date('1982-03-27T14:05:00Z'), { version: 'v1' }).Profile
 */
export function natalChartAt<Version extends ChartVersion>(
  utcInstant: Date,
  options: NatalChartOptions<Version>,
): NatalChartOf<Version> {
  assertChartVersion(options?.version);
  return respond(natalChartCoreAt(utcInstant, [], { withMotion: options.version === 'v3' }), options.version);
}

/**
 * The natal chart of a local birth time (`{ date: '1982-03-27T15:05', timezone: 'Europe/Berlin' }`).
 * DST gaps and folds are resolved per `disambiguation` (default `compatible`) and reported in `Warnings`,
 * as is a birth before the zone had standard time (local mean time: the birthplace's with `longitudeDegrees`).
 * Throws `BodygraphError` `invalid_chart_input` for a bad version; `EphemerisError` (invalid_date,
 * invalid_timezone, nonexistent_local_time, ambiguous_local_time, date_out_of_range) passes through.
 */
export function natalChart<Version extends ChartVersion>(
  birth: BirthInput,
  options: NatalChartOptions<Version>,
): NatalChartOf<Version> {
  assertChartVersion(options?.version);
  return respond(natalChartCore(birth, { withMotion: options.version === 'v3' }), options.version);
}
