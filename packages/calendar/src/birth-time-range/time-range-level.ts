// How fine a birth-time range is split: at the headline (type, authority, profile, definition, cross, centers,
// channels) or at every gate and line of the 26 activations.
import { CalendarError } from '../errors';

/** The levels of {@link chartsOverTimeRange}, coarsest first. */
export const BIRTH_TIME_RANGE_LEVELS = ['headline', 'activations'] as const;

/**
 * - `headline`: a segment ends where the headline changes (type, authority, profile, definition, incarnation
 *   cross, defined centers, channels).
 * - `activations`: a segment ends where the headline or the gate or line of any of the 26 activations changes.
 */
export type BirthTimeRangeLevel = (typeof BIRTH_TIME_RANGE_LEVELS)[number];

/** The level asked for, `headline` when absent. Throws `CalendarError` `invalid_argument` for anything else. */
export function checkedLevel(value: unknown): BirthTimeRangeLevel {
  if (value === undefined) return 'headline';
  if (typeof value !== 'string' || !(BIRTH_TIME_RANGE_LEVELS as readonly string[]).includes(value)) {
    throw new CalendarError('invalid_argument', `level must be one of ${BIRTH_TIME_RANGE_LEVELS.join(', ')}`, {
      details: { field: 'level', value: String(value), allowed: BIRTH_TIME_RANGE_LEVELS },
    });
  }
  return value as BirthTimeRangeLevel;
}
