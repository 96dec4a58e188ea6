// Public questions about time-zone names.
import { TZDATA_VERSION, ZONE_RECORD_INDEX } from './data/zone-data.generated';
import { lookupCanonicalZoneName, requireZone } from './time-zone-registry';

/** Version of the IANA tz database (full, with backzone) the engine's offsets come from, e.g. `"2025b"`. */
export const tzdataVersion: string = TZDATA_VERSION;

/**
 * True when `name` is an accepted IANA time-zone name: `UTC` or an `Area/Location` name of the tz
 * database, canonical or a backward link (`US/Eastern`, `Asia/Calcutta`), in any letter case.
 * False for abbreviations (`EST`, `CET`), offsets (`UTC-5`, `+02:00`), single-word legacy names
 * (`Japan`, `GMT`) and anything that is not a string. Never throws.
 */
export function isValidTimeZone(name: unknown): boolean {
  return lookupCanonicalZoneName(name) !== undefined;
}

/**
 * The canonical tz-database name of an accepted zone name: links resolve to their zone
 * (`US/Eastern` → `America/New_York`, `Etc/UTC` → `UTC`) and letter case is normalised.
 * Throws `EphemerisError` `invalid_timezone` for a refused name.
 */
export function canonicalTimeZone(name: string): string {
  return requireZone(name).canonicalName;
}

/** Every canonical zone name, sorted (links are not listed). */
export function listTimeZones(): string[] {
  return Object.keys(ZONE_RECORD_INDEX).sort();
}
