import type { AuthorityName, TypeName } from '@mandala/bodygraph';
import { certainChartFieldsOverBirthDay } from './birth-day-range';
import type { CelebrityChartField, CelebrityChartSummary } from './celebrity-chart';
import type { CelebrityRecord } from './celebrity-record';

/** The chart filters of a search, already parsed; an absent one lets everyone through. */
export interface ChartFilters {
  readonly type?: TypeName;
  readonly profile?: string;
  readonly authority?: AuthorityName;
}

/** The summary fields the filters name. */
export function filteredChartFields(filters: ChartFilters): CelebrityChartField[] {
  const fields: CelebrityChartField[] = [];
  if (filters.type !== undefined) fields.push('Type');
  if (filters.profile !== undefined) fields.push('Profile');
  if (filters.authority !== undefined) fields.push('Authority');
  return fields;
}

/** Whether a chart summary (at the birth time, or at 12:00 when it is unknown) has every filtered value. */
export function summaryMatchesChartFilters(summary: CelebrityChartSummary, filters: ChartFilters): boolean {
  return (
    (filters.type === undefined || summary.Type === filters.type) &&
    (filters.profile === undefined || summary.Profile === filters.profile) &&
    (filters.authority === undefined || summary.Authority === filters.authority)
  );
}

/**
 * Whether every filtered field holds whatever the birth time: always for a record with a birth time; for one without,
 * only when the field is certain over the whole birth day. A certain field's value is the 12:00 chart's (12:00 lies in
 * the day), so with {@link summaryMatchesChartFilters} this keeps exactly the records whose filtered fields are certain
 * and equal to the filter. Computes the record's birth-day range on first use (about 1 ms).
 */
export function chartFiltersHoldOverBirthDay(record: CelebrityRecord, fields: readonly CelebrityChartField[]): boolean {
  if (fields.length === 0) return true;
  const certain = certainChartFieldsOverBirthDay(record);
  return certain === null || fields.every((field) => certain.includes(field));
}
