import type { BirthInput } from './birth-query';

/** The fields of a chart (any version) that say how its local time was read. */
export interface LocalTimeFields {
  /** Codes such as `nonexistent_local_time` and `ambiguous_local_time`. */
  readonly Warnings?: readonly string[];
  /** The birth instant the chart was calculated for. */
  readonly BirthDateUtc?: string;
}

/** `2021-03-28T01:30:00.000Z` → `2021-03-28 01:30 UTC`. */
function utcText(instant: string | undefined): string {
  const match = instant === undefined ? null : /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?/.exec(instant);
  if (match === null) return 'an instant the service chose';
  return `${match[1] ?? ''} ${match[2] ?? ''}${match[3] !== undefined && match[3] !== '00' ? `:${match[3]}` : ''} UTC`;
}

/**
 * What the page says when the birth's local time did not happen once at the birthplace: skipped by a daylight-saving
 * change (`nonexistent_local_time`) or lived twice (`ambiguous_local_time`). Names the instant the chart used and
 * why; an empty string when the local time was ordinary.
 */
export function localTimeNotice(chart: LocalTimeFields, birth: BirthInput): string {
  const warnings = chart.Warnings ?? [];
  const used = utcText(chart.BirthDateUtc);
  const when = `${birth.time} on ${birth.date} in ${birth.timezone}`;
  if (warnings.includes('nonexistent_local_time')) {
    return (
      `${when} never happened: the clocks jumped forward over it (a daylight-saving change). ` +
      `The chart uses ${used}, reading the time with the offset in force just before the jump. Check the birth time.`
    );
  }
  if (warnings.includes('ambiguous_local_time')) {
    return (
      `${when} happened twice: the clocks went back over it (a daylight-saving change). ` +
      `The chart uses the earlier of the two, ${used}; the second one was an hour later (check the zone's change).`
    );
  }
  return '';
}
