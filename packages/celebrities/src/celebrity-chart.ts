import { natalChart, natalChartAt } from '@mandala/bodygraph';
import type { AuthorityName, ChartVersion, DefinitionName, NatalChartOf, TypeName } from '@mandala/bodygraph';
import { celebrityBirthMoment } from './birth-moment';
import type { CelebrityRecord } from './celebrity-record';

/** The chart fields a search result carries, all from the engine's v1 chart. */
export interface CelebrityChartSummary {
  Type: TypeName;
  /** `5/1`. */
  Profile: string;
  Authority: AuthorityName;
  Definition: DefinitionName;
  /** Full cross name, `Right Angle Cross of the Sleeping Phoenix 2`. */
  IncarnationCross: string;
}

/** A field of {@link CelebrityChartSummary}. */
export type CelebrityChartField = keyof CelebrityChartSummary;

/** The fields of {@link CelebrityChartSummary}, in the order a search result lists them. */
export const CELEBRITY_CHART_FIELDS: readonly CelebrityChartField[] = Object.freeze([
  'Type',
  'Profile',
  'Authority',
  'Definition',
  'IncarnationCross',
] as const);

/**
 * A record's natal chart in the requested version, computed by `@mandala/bodygraph` from the record's
 * birth moment (see {@link celebrityBirthMoment}): `natalChart` with the local time and zone, or
 * `natalChartAt` with the UTC instant for a `localMeanTime` record. Never stored, never typed by hand.
 */
export function celebrityNatalChart<Version extends ChartVersion>(
  record: CelebrityRecord,
  version: Version,
): NatalChartOf<Version> {
  const moment = celebrityBirthMoment(record);
  if (moment.offsetBasis === 'local-mean-time') return natalChartAt(moment.instant, { version });
  return natalChart({ date: moment.localDateTime, timezone: record.timezone }, { version });
}

const summaryCache = new Map<string, CelebrityChartSummary>();

/**
 * Type, profile, authority, definition and cross of a record, computed on first use (one v1 chart,
 * about a millisecond) and then kept for the life of the process.
 */
export function celebrityChartSummary(record: CelebrityRecord): CelebrityChartSummary {
  const cached = summaryCache.get(record.id);
  if (cached !== undefined) return cached;
  const chart = celebrityNatalChart(record, 'v1');
  const summary: CelebrityChartSummary = Object.freeze({
    Type: chart.Type,
    Profile: chart.Profile,
    Authority: chart.Authority,
    Definition: chart.Definition,
    IncarnationCross: chart.IncarnationCross.Name,
  });
  summaryCache.set(record.id, summary);
  return summary;
}
