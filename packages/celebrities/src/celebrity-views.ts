import type { NatalChartV3 } from '@mandala/bodygraph';
import type { CelebrityBirthDayRange } from './birth-day-range';
import { celebrityBirthMoment } from './birth-moment';
import type { CelebrityChartField, CelebrityChartSummary } from './celebrity-chart';
import {
  RODDEN_RATING_MEANINGS,
  UNKNOWN_TIME_CHART_TIME,
  type CelebrityCategory,
  type CelebrityRecord,
  type RoddenRating,
} from './celebrity-record';

/** The note every chart of a record without a birth time carries. */
export const UNKNOWN_TIME_NOTE =
  `Birth time unknown: the chart is cast for ${UNKNOWN_TIME_CHART_TIME} local time. The Moon moves about 13° a day ` +
  'and the Sun about 1°, so gates, lines, profile, channels, type and authority may differ from the real chart. ' +
  'OverBirthDay says which of them hold for any time that day.';

/** A search match: who, when, where, how reliable, and the basic chart data (response casing). */
export interface CelebritySearchResult extends CelebrityChartSummary {
  Id: string;
  Slug: string;
  Name: string;
  Profession: string;
  Category: CelebrityCategory;
  /** `YYYY-MM-DD`. */
  BirthDate: string;
  /** Recorded local time `HH:MM`, or `null` when unknown. */
  BirthTime: string | null;
  /** `false`: the chart is cast for 12:00 local time. */
  TimeKnown: boolean;
  Birthplace: string;
  DataRating: RoddenRating;
  /**
   * When the time is unknown: which of `Type`, `Profile`, `Authority`, `Definition` and `IncarnationCross` hold for
   * any birth time that day (the value is then the one above); the others are only the 12:00 chart's. `null` when
   * the time is known.
   */
  CertainOverBirthDay: CelebrityChartField[] | null;
}

/** Birth information of a celebrity detail (response casing). */
export interface CelebrityBirthInformation {
  /** `YYYY-MM-DD`. */
  Date: string;
  /** Recorded local time `HH:MM`, or `null` when unknown. */
  Time: string | null;
  TimeKnown: boolean;
  /** The local wall time the chart uses, `YYYY-MM-DDTHH:MM`. */
  ChartLocalTime: string;
  /** The chart's UTC instant, ISO 8601 with `Z`. */
  UtcInstant: string;
  /** UTC offset applied, in seconds east of Greenwich. */
  UtcOffsetSeconds: number;
  /** `Zone` (IANA history) or `LocalMeanTime` (the birthplace's longitude; see the package README). */
  UtcOffsetBasis: 'Zone' | 'LocalMeanTime';
  Place: string;
  Timezone: string;
  /** Degrees, north positive. */
  Latitude: number;
  /** Degrees, east positive. */
  Longitude: number;
  DataRating: RoddenRating;
  DataRatingMeaning: string;
  Source: string;
  /** {@link UNKNOWN_TIME_NOTE} when the time is unknown, otherwise `null`. */
  TimeNote: string | null;
}

/** A celebrity detail: birth information and the full v3 chart from the engine (response casing). */
export interface CelebrityDetail {
  Id: string;
  Slug: string;
  Name: string;
  Profession: string;
  Category: CelebrityCategory;
  Birth: CelebrityBirthInformation;
  /** The chart at the birth time, or at 12:00 local time when the time is unknown. */
  Chart: NatalChartV3;
  /**
   * When the time is unknown: the headline fields that hold for any birth time that day (`Certain`, with their
   * values) and the others with each value and its share of the day (`Uncertain`). `null` when the time is known.
   */
  OverBirthDay: CelebrityBirthDayRange | null;
}

/** The search-result view of a record, its chart summary and the summary fields certain over its birth day. */
export function searchResultOf(
  record: CelebrityRecord,
  chart: CelebrityChartSummary,
  certainOverBirthDay: readonly CelebrityChartField[] | null,
): CelebritySearchResult {
  return {
    Id: record.id,
    Slug: record.slug,
    Name: record.name,
    Profession: record.profession,
    Category: record.category,
    BirthDate: record.birthDate,
    BirthTime: record.birthTime,
    TimeKnown: record.timeKnown,
    Birthplace: record.birthplace,
    DataRating: record.rating,
    ...chart,
    CertainOverBirthDay: certainOverBirthDay === null ? null : [...certainOverBirthDay],
  };
}

/** The detail view of a record, its v3 chart and its birth-day range. */
export function detailOf(
  record: CelebrityRecord,
  chart: NatalChartV3,
  overBirthDay: CelebrityBirthDayRange | null,
): CelebrityDetail {
  const moment = celebrityBirthMoment(record);
  return {
    Id: record.id,
    Slug: record.slug,
    Name: record.name,
    Profession: record.profession,
    Category: record.category,
    Birth: {
      Date: record.birthDate,
      Time: record.birthTime,
      TimeKnown: record.timeKnown,
      ChartLocalTime: moment.localDateTime,
      UtcInstant: moment.instant.toISOString(),
      UtcOffsetSeconds: moment.offsetSeconds,
      UtcOffsetBasis: moment.offsetBasis === 'zone' ? 'Zone' : 'LocalMeanTime',
      Place: record.birthplace,
      Timezone: record.timezone,
      Latitude: record.latitudeDegrees,
      Longitude: record.longitudeDegrees,
      DataRating: record.rating,
      DataRatingMeaning: RODDEN_RATING_MEANINGS[record.rating],
      Source: record.source,
      TimeNote: record.timeKnown ? null : UNKNOWN_TIME_NOTE,
    },
    Chart: chart,
    OverBirthDay: overBirthDay,
  };
}
