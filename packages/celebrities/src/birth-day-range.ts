import { chartsOverTimeRange } from '@mandala/calendar';
import type { BirthTimeHeadline, UncertainHeadlineField } from '@mandala/calendar';
import { celebrityBirthDayWindow } from './birth-day-window';
import { CELEBRITY_CHART_FIELDS, type CelebrityChartField } from './celebrity-chart';
import type { CelebrityRecord } from './celebrity-record';

/** What the chart of a record without a birth time can be over its whole birth day (response casing). */
export interface CelebrityBirthDayRange {
  /** The day: every birth instant whose local time on the chart's clock falls on the birth date. */
  Window: {
    /** The chart's clock: `Zone` (IANA history) or `LocalMeanTime` (the birthplace's longitude). */
    Basis: 'Zone' | 'LocalMeanTime';
    /** Canonical zone name; the local times below are its wall times. */
    Timezone: string;
    /** First instant, `YYYY-MM-DDTHH:MM:SS.sss±HH:MM`. */
    StartLocal: string;
    /** End, excluded (the next midnight). */
    EndLocal: string;
    /** ISO 8601 UTC. */
    StartUtc: string;
    EndUtc: string;
    /** Real minutes of the day: 1440, fewer or more on a day the clocks change. */
    Minutes: number;
  };
  /**
   * The headline fields (Type, Authority, Profile, Definition, IncarnationCross, DefinedCenters, Channels) with one
   * value whatever the birth time that day, with that value as the v2 chart writes it (`{ Id, Name }`, ...).
   */
  Certain: Partial<BirthTimeHeadline>;
  /** Every other headline field, with each value it takes that day and its share of the day, largest first. */
  Uncertain: UncertainHeadlineField[];
}

interface BirthDayEntry {
  range: CelebrityBirthDayRange;
  certainChartFields: readonly CelebrityChartField[];
}

const cache = new Map<string, BirthDayEntry>();

/** Freezes a tree of plain objects and arrays (a copy the cache owns, so nothing of the engine's is frozen). */
function deepFreeze<Value>(value: Value): Value {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function birthDayEntry(record: CelebrityRecord): BirthDayEntry {
  const cached = cache.get(record.id);
  if (cached !== undefined) return cached;
  const day = chartsOverTimeRange(celebrityBirthDayWindow(record), { level: 'headline' });
  const range: CelebrityBirthDayRange = deepFreeze({
    Window: {
      Basis: record.localMeanTime === true ? 'LocalMeanTime' : 'Zone',
      Timezone: day.Timezone,
      StartLocal: day.Window.StartLocal,
      EndLocal: day.Window.EndLocal,
      StartUtc: day.Window.StartUtc,
      EndUtc: day.Window.EndUtc,
      Minutes: day.Window.Minutes,
    },
    Certain: structuredClone(day.Certain),
    Uncertain: structuredClone(day.Uncertain),
  });
  const certainChartFields = Object.freeze(CELEBRITY_CHART_FIELDS.filter((field) => day.Certain[field] !== undefined));
  const entry = { range, certainChartFields };
  cache.set(record.id, entry);
  return entry;
}

/**
 * For a record without a birth time, the `Certain` and `Uncertain` headline fields of its chart over its whole birth
 * day (`chartsOverTimeRange` at headline level over {@link celebrityBirthDayWindow}); `null` for a record with a
 * birth time. Computed on first use (about 1 ms) and kept, frozen, for the life of the process.
 */
export function celebrityBirthDayRange(record: CelebrityRecord): CelebrityBirthDayRange | null {
  return record.timeKnown ? null : birthDayEntry(record).range;
}

/**
 * The fields of a search result's chart data that hold whatever the birth time that day (`Type`, `Profile`,
 * `Authority`, `Definition`, `IncarnationCross`, in that order), for a record without a birth time; `null` for a
 * record with one. Computed and kept like {@link celebrityBirthDayRange}.
 */
export function certainChartFieldsOverBirthDay(record: CelebrityRecord): readonly CelebrityChartField[] | null {
  return record.timeKnown ? null : birthDayEntry(record).certainChartFields;
}
