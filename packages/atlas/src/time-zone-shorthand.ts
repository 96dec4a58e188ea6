/** Queries that name a time zone by an abbreviation or a UTC offset instead of a place, and the answer to them. */
import { foldText } from '@mandala/reference-library';
import { isValidTimeZone } from '@mandala/ephemeris';
import type { AtlasIndex } from './atlas-index';
import { AtlasError } from './errors';
import type { AtlasLocation } from './location';
import { locationOfRow } from './location-of-row';
import { searchRowIndices } from './search-rows';
import { timeZoneAbbreviationOf } from './time-zone-abbreviations';
import { utcOffsetSecondsOf } from './utc-offset-text';
import { formatUtcOffset } from './zone-offset-summary';
import { zonesUsingOffset } from './zones-by-place-size';

/** Most zones listed for a UTC offset. */
export const MAXIMUM_OFFSET_CANDIDATES = 10;

/** A query that is a time-zone abbreviation (`EST`) or a UTC offset (`UTC+2`), with the zones it may mean. */
export interface TimeZoneShorthand {
  readonly kind: 'abbreviation' | 'utc_offset';
  /** The query as given, trimmed. */
  readonly text: string;
  /** What it stands for: `Eastern Standard Time, UTC-05:00`, or the offset as `UTC+02:00`. */
  readonly meaning: string;
  /** The IANA zones it may mean, most used first (for an offset: the zones using it that year, largest place first). */
  readonly candidates: readonly string[];
  /** For an offset: `+02:00`. */
  readonly utcOffset?: string;
  /** For a whole-hour offset: the IANA zone of that fixed offset, without daylight saving (`Etc/GMT-2`, `UTC`). */
  readonly fixedOffsetZone?: string;
}

/** `Etc/GMT-2` for +02:00 (the tz database inverts the sign), `UTC` for 0; undefined for a part-hour offset. */
function fixedOffsetZoneOf(offsetSeconds: number): string | undefined {
  if (offsetSeconds === 0) return 'UTC';
  if (offsetSeconds % 3600 !== 0) return undefined;
  const hours = offsetSeconds / 3600;
  const zone = `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
  return isValidTimeZone(zone) ? zone : undefined;
}

/**
 * The shorthand `text` is, or undefined when it may be a place. An abbreviation is one of the table in
 * `time-zone-abbreviations.ts`, in any letter case, or only in capitals with `capitalsOnly` (a place search
 * reads `Est` as the start of a name); an offset is `UTC+2`, `GMT-3`, `+05:30`, `-0800` and the like. `at`
 * picks the year whose offsets an offset's zones are matched against.
 */
export function timeZoneShorthandOf(index: AtlasIndex, text: unknown, options: { at: Date; capitalsOnly?: boolean }): TimeZoneShorthand | undefined {
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  const abbreviation = timeZoneAbbreviationOf(trimmed, { capitalsOnly: options.capitalsOnly ?? false });
  if (abbreviation !== undefined) return { kind: 'abbreviation', text: trimmed, meaning: abbreviation.meaning, candidates: abbreviation.zones };
  const offsetSeconds = utcOffsetSecondsOf(trimmed);
  if (offsetSeconds === undefined) return undefined;
  const utcOffset = formatUtcOffset(offsetSeconds);
  const fixedOffsetZone = fixedOffsetZoneOf(offsetSeconds);
  return {
    kind: 'utc_offset',
    text: trimmed,
    meaning: `UTC${utcOffset}`,
    candidates: zonesUsingOffset(index, offsetSeconds, options.at.getUTCFullYear(), MAXIMUM_OFFSET_CANDIDATES),
    utcOffset,
    ...(fixedOffsetZone === undefined ? {} : { fixedOffsetZone }),
  };
}

/** `a, b or c` (or `a, b and c`). */
function listed(items: readonly string[], conjunction: 'or' | 'and'): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1) ?? ''}`;
}

/** A shipped place whose own name is exactly the shorthand (a town called `Est`), if one exists. */
function placeNamedLike(index: AtlasIndex, text: string): AtlasLocation | undefined {
  const nameKey = foldText(text);
  if (nameKey.length < 2) return undefined;
  const [rowIndex] = searchRowIndices(index, { nameKey, qualifierKeys: [], wholeKey: nameKey }, 1);
  if (rowIndex === undefined) return undefined;
  const location = locationOfRow(index, rowIndex);
  return foldText(location.city) === nameKey ? location : undefined;
}

/**
 * The `ambiguous_timezone` error for a shorthand: a message naming what it is and the zones it may mean, and
 * `details` `{ query, kind, meaning, candidates, utcOffset?, fixedOffsetZone?, samePlace? }`, where `samePlace`
 * is a shipped place of that exact name, if any (ask for it with its country: `Est, Italy`).
 */
export function ambiguousTimezoneError(index: AtlasIndex, shorthand: TimeZoneShorthand, at: Date): AtlasError {
  const samePlace = placeNamedLike(index, shorthand.text);
  const { text, candidates } = shorthand;
  const what =
    shorthand.kind === 'abbreviation'
      ? `${text} is a time-zone abbreviation (${shorthand.meaning}), not a place; it may mean ${listed(candidates, 'or')}`
      : candidates.length === 0
        ? `${text} is a UTC offset, not a place, and no time zone used ${shorthand.meaning} in ${at.getUTCFullYear()}`
        : `${text} is a UTC offset, not a place; zones using ${shorthand.meaning} in ${at.getUTCFullYear()} (as standard or summer time) include ${listed(candidates, 'and')}`;
  const fixed = shorthand.fixedOffsetZone === undefined ? '' : ` (${shorthand.fixedOffsetZone} is the fixed offset, without daylight saving)`;
  const place = samePlace === undefined ? '' : ` For the place ${samePlace.city} (${samePlace.country}), write "${samePlace.city}, ${samePlace.country}".`;
  return new AtlasError(
    'ambiguous_timezone',
    `${what}; give the birth city (as "City, Country") or an IANA zone name${fixed}, since the zone's own history decides the offset on a birth date.${place}`,
    {
      details: {
        query: text,
        kind: shorthand.kind,
        meaning: shorthand.meaning,
        candidates: [...candidates],
        ...(shorthand.utcOffset === undefined ? {} : { utcOffset: shorthand.utcOffset }),
        ...(shorthand.fixedOffsetZone === undefined ? {} : { fixedOffsetZone: shorthand.fixedOffsetZone }),
        ...(samePlace === undefined ? {} : { samePlace }),
      },
    },
  );
}
