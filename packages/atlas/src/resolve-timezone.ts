/** The `resolve_timezone` agent tool: a place or zone name in, its IANA zone and current offset out. */
import { canonicalTimeZone, isValidTimeZone } from '@mandala/ephemeris';
import { getAtlasIndex } from './atlas-index';
import { AtlasError } from './errors';
import type { AtlasLocation } from './location';
import { parseLocationQuery } from './parse-location-query';
import { locationOfRow } from './location-of-row';
import { searchRowIndices } from './search-rows';
import { ambiguousTimezoneError, timeZoneShorthandOf } from './time-zone-shorthand';
import { summarizeZoneOffset, type ZoneOffsetSummary } from './zone-offset-summary';

/** Options of {@link resolveTimezone}. */
export interface ResolveTimezoneOptions {
  /** The instant whose offset and DST state are reported; default: now. */
  at?: Date;
}

/** What {@link resolveTimezone} found. */
export interface ResolvedTimezone extends ZoneOffsetSummary {
  /** IANA name: the place's own zone, or the canonical form of the zone name given. */
  timezone: string;
  /** The best place for the text, or `null` when the text was a zone name. */
  location: AtlasLocation | null;
  /** The instant the offset describes, as an ISO 8601 UTC string. */
  at: string;
}

/** `UTC` or `Area/Location…`, the shapes the engine accepts as zone names. */
const ZONE_NAME_SHAPE = /^(utc|[a-z][a-z0-9_+-]*(\/[a-z0-9_+-]+)+)$/i;

/**
 * Resolve a place name (`Amsterdam`, `Paris, US`) or an IANA zone name (`Europe/Berlin`, any
 * letter case, links such as `US/Eastern` resolved to their zone) to a zone with its UTC offset
 * and daylight-saving state at `options.at` (default now). Offsets come from
 * `@mandala/ephemeris`, which follows the full tz database including pre-1970 history.
 *
 * A time-zone abbreviation (`EST`, `cest`, `IST`) or a UTC offset (`UTC+2`, `+05:30`, `GMT-3`, `-0800`) is
 * not a place and names no single zone (an offset says nothing of a zone's history or daylight saving), so it
 * throws `AtlasError` `ambiguous_timezone`, whose message and `details.candidates` name the IANA zones it may
 * mean (for an offset, the zones using it in the UTC year of `at`, largest place first).
 *
 * Throws `AtlasError` `invalid_location_query` for text that cannot be a query (see
 * {@link searchLocations}), and `location_not_found` when the text is neither a known zone nor
 * the name of a shipped place. Throws `EphemerisError` `invalid_date` for an invalid `at`.
 *
 * @example
 * resolveTimezone('Reykjavik', { at: new Date('2024-07-01T00:00:00Z') });
 * // { timezone: 'Atlantic/Reykjavik', offsetSeconds: 0, utcOffset: '+00:00', isDaylightSavingTime: false, ... }
 */
export function resolveTimezone(text: string, options: ResolveTimezoneOptions = {}): ResolvedTimezone {
  const instant = options.at ?? new Date();
  const trimmed = typeof text === 'string' ? text.trim() : text;
  if (typeof trimmed === 'string' && ZONE_NAME_SHAPE.test(trimmed) && isValidTimeZone(trimmed)) {
    const timezone = canonicalTimeZone(trimmed);
    return { timezone, location: null, at: instant.toISOString(), ...summarizeZoneOffset(timezone, instant) };
  }
  const index = getAtlasIndex();
  const shorthand = timeZoneShorthandOf(index, trimmed, { at: instant });
  if (shorthand !== undefined) throw ambiguousTimezoneError(index, shorthand, instant);
  const query = parseLocationQuery(trimmed);
  const [rowIndex] = searchRowIndices(index, query, 1);
  if (rowIndex === undefined) {
    throw new AtlasError('location_not_found', `No place or IANA time zone matches "${String(trimmed)}".`, {
      details: { query: trimmed, looksLikeTimeZoneName: ZONE_NAME_SHAPE.test(String(trimmed)) },
    });
  }
  const location = locationOfRow(index, rowIndex);
  return { timezone: location.timezone, location, at: instant.toISOString(), ...summarizeZoneOffset(location.timezone, instant) };
}
