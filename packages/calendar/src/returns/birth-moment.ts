// The birth every return and progression starts from: a local wall time in an IANA zone, resolved once to its UTC
// instant. Local times in the responses are written in the same (canonical) zone.
import { resolveLocalTime, type Disambiguation } from '@mandala/ephemeris';
import { CalendarError } from '../errors';

/** A birth as local wall time plus IANA zone, as the natal chart takes it. */
export interface BirthMoment {
  /** Local wall time `YYYY-MM-DDTHH:MM[:SS[.fffffff]]`, no `Z` or offset. */
  readonly date: string;
  /** IANA zone name, e.g. `Europe/Berlin`. */
  readonly timezone: string;
  /** How a time in a daylight-saving gap or fold resolves; default `compatible`. */
  readonly disambiguation?: Disambiguation;
  /** Birthplace longitude, degrees east (−180..180); used only before the zone had standard time. */
  readonly longitudeDegrees?: number;
}

/** A birth resolved to its instant. */
export interface ResolvedBirth {
  /** The birth instant (UTC). */
  readonly instant: Date;
  /** The canonical zone name the `Local` times are written in. */
  readonly timezone: string;
  /** Calendar year of the local birth date. */
  readonly localYear: number;
  /** `YYYY-MM` of the local birth date. */
  readonly localMonth: string;
}

/**
 * Resolves a birth to its UTC instant. Throws `CalendarError` `invalid_argument` when `birth` is not an object;
 * the ephemeris's errors for the date and zone (`invalid_date`, `invalid_timezone`, `nonexistent_local_time` with
 * `reject`, ...) pass through unchanged.
 */
export function resolveBirthMoment(birth: BirthMoment): ResolvedBirth {
  if (typeof birth !== 'object' || birth === null) {
    throw new CalendarError('invalid_argument', 'birth must be { date, timezone }', { details: { field: 'birth' } });
  }
  const resolved = resolveLocalTime(birth);
  return {
    instant: resolved.instant,
    timezone: resolved.timezone,
    localYear: Number(birth.date.slice(0, 4)),
    localMonth: birth.date.slice(0, 7),
  };
}
