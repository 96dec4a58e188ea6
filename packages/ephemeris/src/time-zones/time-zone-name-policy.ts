// Which time-zone names the engine accepts. Shared by the data generator (which ships only
// accepted names) and by the runtime (which explains why a name was refused).

/** The one accepted name without an area prefix. */
export const UTC_ZONE_NAME = 'UTC';

/**
 * True when `name` has the shape the engine accepts: `UTC`, or an `Area/Location` name.
 * The single-word names of the tz database (abbreviation zones such as `EST`, `MST`, `HST`,
 * `CET`, `EST5EDT`, and legacy country links such as `Japan`, `GB`, `PRC`, `GMT`) are refused.
 */
export function hasAcceptedZoneNameShape(name: string): boolean {
  return name === UTC_ZONE_NAME || /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)+$/.test(name);
}

/** Why a time-zone name was refused, for error details. */
export type RefusedZoneNameReason = 'offset' | 'abbreviation' | 'not_a_string' | 'unknown_name';

/** Classifies a refused time-zone name. */
export function refusedZoneNameReason(name: unknown): RefusedZoneNameReason {
  if (typeof name !== 'string') return 'not_a_string';
  const trimmed = name.trim();
  if (/^(UTC|GMT|UT|Z)?\s*[+\u2212-]\s*\d/i.test(trimmed) || /^Z$/i.test(trimmed)) return 'offset';
  if (/^[A-Za-z]{2,6}([+-]?\d{1,2}([A-Za-z]{3,5})?)?$/.test(trimmed) && !/\//.test(trimmed)) return 'abbreviation';
  return 'unknown_name';
}
