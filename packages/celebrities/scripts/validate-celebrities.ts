// Checks every celebrity record (or any list of records) before it ships. Run it with
// `pnpm --filter @mandala/celebrities validate`; `validate-celebrities.test.ts` runs it in CI.
// Uses the offline atlas (`@mandala/atlas`, a development dependency) to check places and zones.
import { pathToFileURL } from 'node:url';
import { searchLocations } from '@mandala/atlas';
import { canonicalTimeZone, isValidTimeZone, resolveLocalTime, timeZoneOffsetSeconds } from '@mandala/ephemeris';
import { celebrityBirthMoment } from '../src/birth-moment';
import { CELEBRITY_CATEGORIES, RODDEN_RATINGS, type CelebrityRecord } from '../src/celebrity-record';
import { slugOfName } from '../src/slug-of-name';

/** Earliest accepted birth date: the design moment, about 88 days earlier, must lie inside the ephemeris (1800-01-01 on). */
export const EARLIEST_BIRTH_DATE = '1800-04-01';
/** Largest distance, in km, between a record's coordinates and the atlas entry of its birthplace. */
export const MAXIMUM_PLACE_DISTANCE_KM = 30;
/** Largest distance, in km, to the nearby town named in `placeCheck`. */
export const MAXIMUM_PLACE_CHECK_DISTANCE_KM = 50;

/** One thing wrong with one record. */
export interface CelebrityProblem {
  /** The record's slug, or `#index` when the slug itself is unusable. */
  record: string;
  field: string;
  message: string;
}

/** A place as the validation needs it. */
export interface PlaceFix {
  latitude: number;
  longitude: number;
  timezone: string;
}

/** Options of {@link validateCelebrityRecords}. */
export interface ValidationOptions {
  /** Birth dates after this day are rejected; default now. */
  today?: Date;
  /** Looks a place up; default the first hit of `@mandala/atlas` `searchLocations`. */
  lookupPlace?: (query: string) => PlaceFix | undefined;
}

const UUID_V4_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const EARTH_RADIUS_KM = 6371.0088;

function atlasLookup(query: string): PlaceFix | undefined {
  const hit = searchLocations(query, { limit: 1 })[0];
  return hit === undefined ? undefined : { latitude: hit.latitude, longitude: hit.longitude, timezone: hit.timezone };
}

/** Great-circle distance in km between two points given in degrees (haversine). */
export function distanceKm(latitudeA: number, longitudeA: number, latitudeB: number, longitudeB: number): number {
  const radians = Math.PI / 180;
  const halfLatitude = ((latitudeB - latitudeA) * radians) / 2;
  const halfLongitude = ((longitudeB - longitudeA) * radians) / 2;
  const h =
    Math.sin(halfLatitude) ** 2 + Math.cos(latitudeA * radians) * Math.cos(latitudeB * radians) * Math.sin(halfLongitude) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** True when `YYYY-MM-DD` names a day of the Gregorian calendar (rejects `1900-02-29`, `1950-04-31`). */
export function isCalendarDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isNonEmptyText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.trim() === value;
}

/**
 * Every problem with the records: identifiers (UUID v4, unique), slugs (derived from the name, unique),
 * text fields, category, date (a real day from 1800-04-01 to today), time (`HH:MM` exactly when `timeKnown`,
 * not in a clock change's gap or fold), rating (present; X or DD without a time, AA/A/B/C with one),
 * time zone (a valid IANA name that agrees with the atlas's zone of the place, or has the same offset at
 * the birth), and coordinates (in range and within 30 km of the atlas's birthplace, or 50 km of `placeCheck`).
 * An empty list means the records may ship.
 */
export function validateCelebrityRecords(
  records: readonly CelebrityRecord[],
  options: ValidationOptions = {},
): CelebrityProblem[] {
  const today = (options.today ?? new Date()).toISOString().slice(0, 10);
  const lookupPlace = options.lookupPlace ?? atlasLookup;
  const problems: CelebrityProblem[] = [];
  const ids = new Set<string>();
  const slugs = new Set<string>();

  records.forEach((record, index) => {
    const label = typeof record.slug === 'string' && record.slug !== '' ? record.slug : `#${index}`;
    const report = (field: string, message: string): void => {
      problems.push({ record: label, field, message });
    };

    if (typeof record.id !== 'string' || !UUID_V4_PATTERN.test(record.id)) report('id', 'must be a lower-case version 4 UUID');
    else if (ids.has(record.id)) report('id', 'is used by another record');
    else ids.add(record.id);

    for (const field of ['name', 'profession', 'birthplace', 'source'] as const) {
      if (!isNonEmptyText(record[field])) report(field, 'is missing, empty or has surrounding spaces');
    }
    if (typeof record.slug !== 'string' || !SLUG_PATTERN.test(record.slug)) report('slug', 'must be lower-case words joined by "-"');
    else if (slugs.has(record.slug)) report('slug', 'is used by another record');
    else {
      slugs.add(record.slug);
      if (isNonEmptyText(record.name) && record.slug !== slugOfName(record.name)) {
        report('slug', `must be derived from the name: "${slugOfName(record.name)}"`);
      }
    }
    if (!(CELEBRITY_CATEGORIES as readonly string[]).includes(record.category)) {
      report('category', `must be one of ${CELEBRITY_CATEGORIES.join(', ')}`);
    }

    const dateIsValid = typeof record.birthDate === 'string' && isCalendarDate(record.birthDate);
    if (!dateIsValid) report('birthDate', 'is not a real day written YYYY-MM-DD');
    else if (record.birthDate < EARLIEST_BIRTH_DATE) report('birthDate', `is before ${EARLIEST_BIRTH_DATE}, outside the ephemeris`);
    else if (record.birthDate > today) report('birthDate', 'is in the future');

    const timeIsValid = record.birthTime === null || (typeof record.birthTime === 'string' && TIME_PATTERN.test(record.birthTime));
    if (!timeIsValid) report('birthTime', 'must be HH:MM (00:00 to 23:59) or null');
    if (typeof record.timeKnown !== 'boolean' || record.timeKnown !== (record.birthTime !== null)) {
      report('timeKnown', 'must be true exactly when birthTime is given');
    }
    if (record.localMeanTime !== undefined && (record.localMeanTime !== true || !record.timeKnown)) {
      report('localMeanTime', 'may only be true, and only for a record with a birth time');
    }

    if (record.rating === undefined || record.rating === null) report('rating', 'is missing');
    else if (!(RODDEN_RATINGS as readonly string[]).includes(record.rating)) report('rating', `must be one of ${RODDEN_RATINGS.join(', ')}`);
    else if (record.timeKnown === true && (record.rating === 'X' || record.rating === 'DD')) {
      report('rating', 'X and DD mean no trusted time, but a birth time is given');
    } else if (record.timeKnown === false && record.rating !== 'X' && record.rating !== 'DD') {
      report('rating', 'a record without a birth time is rated X (or DD)');
    }

    const zoneIsValid = typeof record.timezone === 'string' && isValidTimeZone(record.timezone);
    if (!zoneIsValid) report('timezone', 'is not an IANA time zone name');
    let birthInstant: Date | undefined;
    if (zoneIsValid && dateIsValid && timeIsValid && record.birthDate >= EARLIEST_BIRTH_DATE) {
      try {
        resolveLocalTime({ date: `${record.birthDate}T${record.birthTime ?? '12:00'}`, timezone: record.timezone, disambiguation: 'reject' });
        birthInstant = celebrityBirthMoment(record).instant;
      } catch (error) {
        report('birthTime', `cannot be resolved in ${record.timezone}: ${(error as Error).message}`);
      }
    }

    const coordinatesAreValid =
      Number.isFinite(record.latitudeDegrees) &&
      Number.isFinite(record.longitudeDegrees) &&
      Math.abs(record.latitudeDegrees) <= 90 &&
      Math.abs(record.longitudeDegrees) <= 180;
    if (!coordinatesAreValid) report('coordinates', 'latitude must be within ±90° and longitude within ±180°');
    if (record.placeCheck !== undefined && !isNonEmptyText(record.placeCheck)) report('placeCheck', 'is empty');
    const query = record.placeCheck ?? record.birthplace;
    if (coordinatesAreValid && isNonEmptyText(query)) {
      const place = lookupPlace(query);
      if (place === undefined) {
        report('birthplace', `"${query}" is not in the atlas; name a nearby town in placeCheck`);
      } else {
        const limit = record.placeCheck === undefined ? MAXIMUM_PLACE_DISTANCE_KM : MAXIMUM_PLACE_CHECK_DISTANCE_KM;
        const distance = distanceKm(record.latitudeDegrees, record.longitudeDegrees, place.latitude, place.longitude);
        if (distance > limit) {
          report('coordinates', `are ${Math.round(distance)} km from "${query}" (at most ${limit} km allowed)`);
        }
        if (zoneIsValid && canonicalTimeZone(record.timezone) !== canonicalTimeZone(place.timezone) && birthInstant !== undefined) {
          const offset = timeZoneOffsetSeconds(record.timezone, birthInstant);
          const placeOffset = timeZoneOffsetSeconds(place.timezone, birthInstant);
          if (offset !== placeOffset) {
            report('timezone', `${record.timezone} differs from the atlas's ${place.timezone} for "${query}" at the birth (${offset} s vs ${placeOffset} s)`);
          }
        }
      }
    }
  });
  return problems;
}

async function main(): Promise<void> {
  const { CELEBRITIES } = await import('../src/data/all-celebrities');
  const problems = validateCelebrityRecords(CELEBRITIES);
  for (const problem of problems) console.log(`${problem.record}: ${problem.field} ${problem.message}`);
  console.log(`${CELEBRITIES.length} records, ${problems.length} problems`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
