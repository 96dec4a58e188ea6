// Name lookup (case-insensitive, links to canonical zones) and the lazily decoded zone tables.
import { EphemerisError } from '../errors';
import { LINK_TARGETS, ZONE_RECORD_INDEX, ZONE_RECORDS } from './data/zone-data.generated';
import { refusedZoneNameReason } from './time-zone-name-policy';
import { decodeZoneRecord, type ZoneTable } from './zone-table';

interface NameIndex {
  exact: Map<string, string>;
  lowerCase: Map<string, string>;
}
let nameIndexCache: NameIndex | undefined;
const tablesByRecordIndex = new Map<number, ZoneTable>();

function nameIndex(): NameIndex {
  if (nameIndexCache === undefined) {
    const exact = new Map<string, string>();
    for (const name of Object.keys(ZONE_RECORD_INDEX)) exact.set(name, name);
    for (const [link, target] of Object.entries(LINK_TARGETS)) exact.set(link, target);
    const lowerCase = new Map<string, string>();
    for (const [name, canonical] of exact) lowerCase.set(name.toLowerCase(), canonical);
    nameIndexCache = { exact, lowerCase };
  }
  return nameIndexCache;
}

/** Canonical zone name for an accepted name (any letter case), or undefined. */
export function lookupCanonicalZoneName(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  const index = nameIndex();
  return index.exact.get(name) ?? index.lowerCase.get(name.toLowerCase());
}

/** The typed error for a refused time-zone name. */
export function invalidTimeZoneError(name: unknown): EphemerisError {
  const reason = refusedZoneNameReason(name);
  const shown = typeof name === 'string' ? JSON.stringify(name) : String(name);
  const hint =
    reason === 'offset'
      ? 'numeric offsets are not accepted'
      : reason === 'abbreviation'
        ? 'abbreviations and single-word legacy names are not accepted'
        : 'it is not a known IANA time-zone name';
  return new EphemerisError(
    'invalid_timezone',
    `The time zone ${shown} is not properly formatted: ${hint}; use an IANA name such as America/New_York or UTC.`,
    { details: { timezone: name, reason } },
  );
}

/** Canonical name and table of a zone; throws `invalid_timezone` for a refused name. */
export function requireZone(name: unknown): { canonicalName: string; table: ZoneTable } {
  const canonicalName = lookupCanonicalZoneName(name);
  if (canonicalName === undefined) throw invalidTimeZoneError(name);
  const recordIndex = ZONE_RECORD_INDEX[canonicalName] ?? -1;
  let table = tablesByRecordIndex.get(recordIndex);
  if (table === undefined) {
    const record = ZONE_RECORDS[recordIndex];
    if (record === undefined) throw invalidTimeZoneError(name);
    table = decodeZoneRecord(record);
    tablesByRecordIndex.set(recordIndex, table);
  }
  return { canonicalName, table };
}
