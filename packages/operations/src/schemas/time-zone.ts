import { canonicalTimeZone, isValidTimeZone, listTimeZones } from '@mandala/ephemeris';
import { distance } from 'fastest-levenshtein';
import { z } from 'zod';

/** The message of a malformed time zone (an abbreviation, an offset, no area); the spec asks for this wording. */
export const TIME_ZONE_MESSAGE =
  'The time zone is not properly formatted: expected an IANA identifier such as Europe/Berlin or UTC (no abbreviations like EST, no offsets like UTC-5).';

/** `Area/Location[/Sub]` with letters, digits, `_`, `-` and `+`: the shape of an IANA name. */
const ianaShape = /^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/;

/**
 * Names longer than this get no suggestions and are not echoed: the longest name of the tz database has 32 characters
 * (`America/Argentina/ComodRivadavia`), and the edit distance to each of its names grows with the name's length (a
 * 14,000-character name in a query string cost 27 ms of CPU per request, a megabyte in a JSON body seconds).
 */
export const longestSuggestedTimeZoneNameLength = 64;

/** The tz database's names with their lower-case spelling, listed once. */
let lowerCaseZoneNames: readonly { readonly name: string; readonly lowerCase: string }[] | undefined;

/**
 * Up to `count` IANA names nearest to `name` by edit distance (letter case ignored), nearest first, ties in the tz
 * list's order: `Europe/Atlantis` → `Europe/Athens`, …; none for a name longer than
 * {@link longestSuggestedTimeZoneNameLength}.
 */
export function nearestTimeZoneNames(name: string, count = 3): string[] {
  if (name.length > longestSuggestedTimeZoneNameLength) return [];
  const wanted = name.toLowerCase();
  lowerCaseZoneNames ??= listTimeZones().map((zone) => ({ name: zone, lowerCase: zone.toLowerCase() }));
  // The sort is stable: equal distances keep the list's order.
  return lowerCaseZoneNames
    .map((zone) => ({ name: zone.name, score: distance(wanted, zone.lowerCase) }))
    .sort((left, right) => left.score - right.score)
    .slice(0, count)
    .map((each) => each.name);
}

/**
 * The message of a name of the IANA shape `Area/Location` the tz database does not know (`Europe/Atlantis`,
 * `Mars/Olympus`), with the nearest names; undefined for a malformed one (an abbreviation, an offset, no area, or
 * longer than {@link longestSuggestedTimeZoneNameLength}), which gets {@link TIME_ZONE_MESSAGE}.
 */
export function unknownTimeZoneMessage(name: unknown): string | undefined {
  if (typeof name !== 'string' || name.length > longestSuggestedTimeZoneNameLength || !ianaShape.test(name)) return undefined;
  return `The time zone ${JSON.stringify(name)} is unknown: the IANA time-zone database has no such name. Nearest names: ${nearestTimeZoneNames(name).join(', ')}; or search the birthplace with /locations (resolve_timezone) for its zone.`;
}

/**
 * The canonical tz-database name of `name` (`europe/berlin` → `Europe/Berlin`, `US/Eastern` →
 * `America/New_York`), or `null` when it is not an accepted IANA name (abbreviations such as `EST`,
 * offsets such as `UTC-5`, single-word legacy names). Delegates to `@mandala/ephemeris`.
 */
export function canonicalTimeZoneName(name: string): string | null {
  return isValidTimeZone(name) ? canonicalTimeZone(name) : null;
}

/**
 * An IANA time-zone identifier; outputs its canonical spelling. A malformed name fails with
 * {@link TIME_ZONE_MESSAGE}; a well-formed unknown one with {@link unknownTimeZoneMessage}.
 */
export const timeZoneSchema = z
  .string({ error: TIME_ZONE_MESSAGE })
  .transform((value, context) => {
    const canonical = typeof value === 'string' ? canonicalTimeZoneName(value) : null;
    if (canonical === null) {
      context.addIssue({ code: 'custom', message: unknownTimeZoneMessage(value) ?? TIME_ZONE_MESSAGE });
      return z.NEVER;
    }
    return canonical;
  })
  .meta({ description: 'IANA time-zone identifier, e.g. Europe/Berlin or UTC.', examples: ['Europe/Berlin'] });
