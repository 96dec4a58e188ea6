// A time-zone abbreviation (EST, CEST, IST …) or a UTC offset (UTC+2, +05:30, GMT-3, -0800) is not a place:
// resolveTimezone answers `ambiguous_timezone` naming the IANA zones it may mean (EST was resolved to
// America/Chicago through Estherville, Iowa), and a place search lists those zones' places first, with a note.
import { canonicalTimeZone, isValidTimeZone } from '@mandala/ephemeris';
import { describe, expect, it } from 'vitest';
import { AtlasError } from './errors';
import { resolveTimezone } from './resolve-timezone';
import { searchLocations } from './search-locations';
import { timeZoneAbbreviations } from './time-zone-abbreviations';

const JULY_2024 = new Date(Date.UTC(2024, 6, 1, 12));

function ambiguity(text: string, at = JULY_2024): AtlasError {
  try {
    resolveTimezone(text, { at });
  } catch (error) {
    if (AtlasError.isInstance(error)) return error;
    throw error;
  }
  throw new Error(`${text} resolved`);
}

describe('resolveTimezone of a time-zone abbreviation', () => {
  it('answers EST with the zones it may mean, not Estherville', () => {
    const error = ambiguity('EST');
    expect(error.code).toBe('ambiguous_timezone');
    expect(error.message).toMatch(
      /^EST is a time-zone abbreviation \(Eastern Standard Time, UTC-05:00\), not a place; it may mean America\/New_York, America\/Toronto, .*; give the birth city \(as "City, Country"\) or an IANA zone name/,
    );
    expect(error.message).not.toMatch(/Estherville|Chicago/);
    expect(error.details).toMatchObject({ query: 'EST', kind: 'abbreviation', candidates: expect.arrayContaining(['America/New_York', 'America/Toronto', 'America/Panama']) });
  });

  it.each([
    ['EDT', 'America/New_York'],
    ['CET', 'Europe/Berlin'],
    ['CEST', 'Europe/Paris'],
    ['PST', 'America/Los_Angeles'],
    ['PDT', 'America/Vancouver'],
    ['GMT', 'Europe/London'],
    ['BST', 'Europe/London'],
    ['IST', 'Asia/Kolkata'],
    ['JST', 'Asia/Tokyo'],
    ['AEST', 'Australia/Sydney'],
    ['cest', 'Europe/Berlin'],
    [' E.S.T. ', 'America/New_York'],
  ])('answers %s with candidates including %s', (text, zone) => {
    const error = ambiguity(text);
    expect(error.code).toBe('ambiguous_timezone');
    expect(error.details?.['candidates']).toContain(zone);
  });

  it('lists every meaning of an abbreviation several zones share', () => {
    expect(ambiguity('IST').details?.['candidates']).toEqual(['Asia/Kolkata', 'Europe/Dublin', 'Asia/Jerusalem']);
    expect(ambiguity('CST').details?.['candidates']).toEqual(expect.arrayContaining(['America/Chicago', 'Asia/Shanghai', 'America/Havana']));
  });

  it('names a place of the same name and how to ask for it', () => {
    const error = ambiguity('West');
    expect(error.details).toMatchObject({ samePlace: { city: 'West', countryCode: 'US' } });
    expect(error.message).toMatch(/For the place West \(United States\), write "West, United States"\.$/);
    expect(resolveTimezone('West, United States', { at: JULY_2024 }).location).toMatchObject({ city: 'West', countryCode: 'US' });
  });

  it('lists only canonical zones the engine accepts', () => {
    for (const { abbreviation, zones } of timeZoneAbbreviations) {
      expect(zones.length, abbreviation).toBeGreaterThan(0);
      for (const zone of zones) {
        expect(isValidTimeZone(zone), `${abbreviation} ${zone}`).toBe(true);
        expect(canonicalTimeZone(zone), `${abbreviation} ${zone}`).toBe(zone);
      }
    }
  });
});

describe('resolveTimezone of a UTC offset', () => {
  it.each([
    ['UTC+2', '+02:00', 'Europe/Berlin', 'Etc/GMT-2'],
    ['+05:30', '+05:30', 'Asia/Kolkata', undefined],
    ['GMT-3', '-03:00', 'America/Sao_Paulo', 'Etc/GMT+3'],
    ['-0800', '-08:00', 'America/Los_Angeles', 'Etc/GMT+8'],
    ['UTC+0', '+00:00', 'Europe/London', 'UTC'],
  ])('answers %s with the zones using %s that year', (text, utcOffset, zone, fixedOffsetZone) => {
    const error = ambiguity(text);
    expect(error.code).toBe('ambiguous_timezone');
    expect(error.message).toMatch(new RegExp(`^${text.replace('+', String.raw`\+`)} is a UTC offset, not a place; zones using UTC${utcOffset.replace('+', String.raw`\+`)} in 2024`));
    expect(error.details).toMatchObject({ kind: 'utc_offset', utcOffset, candidates: expect.arrayContaining([zone]) });
    expect(error.details?.['fixedOffsetZone']).toBe(fixedOffsetZone);
    expect((error.details?.['candidates'] as string[]).length).toBeLessThanOrEqual(10);
  });

  it('says so when no zone uses the offset', () => {
    const error = ambiguity('UTC+1:23');
    expect(error.message).toMatch(/no time zone used UTC\+01:23 in 2024/);
    expect(error.details).toMatchObject({ candidates: [] });
  });
});

describe('places and zone names still resolve', () => {
  it('resolves real places, including those that start like an abbreviation', () => {
    expect(resolveTimezone('Estherville', { at: JULY_2024 })).toMatchObject({ timezone: 'America/Chicago', location: { city: 'Estherville' } });
    expect(resolveTimezone('Istanbul', { at: JULY_2024 }).timezone).toBe('Europe/Istanbul');
    expect(resolveTimezone('Europe/Berlin', { at: JULY_2024 }).timezone).toBe('Europe/Berlin');
    expect(resolveTimezone('UTC', { at: JULY_2024 }).timezone).toBe('UTC');
    expect(resolveTimezone('Etc/GMT-2', { at: JULY_2024 })).toMatchObject({ timezone: 'Etc/GMT-2', utcOffset: '+02:00' });
  });
});

describe('searchLocations of an abbreviation or an offset', () => {
  it('lists the largest place of each zone EST may mean first, with a note, then places named like it', () => {
    const found = searchLocations('EST');
    expect(found[0]).toMatchObject({ city: 'New York City', timezone: 'America/New_York', note: expect.stringMatching(/^EST is a time-zone abbreviation .*not a place: America\/New_York is one zone it may mean/) });
    expect(found[1]).toMatchObject({ timezone: 'America/Toronto', note: expect.any(String) });
    expect(found.map((place) => place.city)).toContain('Estherville');
    expect(found.find((place) => place.city === 'Estherville')?.note).toBeUndefined();
    expect(found).toHaveLength(10);
  });

  it('keeps a name search for text not written in capitals', () => {
    const found = searchLocations('Est');
    expect(found[0]?.city).toBe('Estherville');
    expect(found.every((place) => place.note === undefined)).toBe(true);
  });

  it('answers an offset with no name in it by the zones using it', () => {
    const found = searchLocations('+05:30');
    expect(found.map((place) => place.timezone)).toEqual(['Asia/Kolkata', 'Asia/Colombo']);
    expect(found[0]?.note).toMatch(/^\+05:30 is a UTC offset, not a place: Asia\/Kolkata is one zone using UTC\+05:30/);
  });

  it('respects the limit', () => {
    expect(searchLocations('CEST', { limit: 3 }).map((place) => place.timezone)).toEqual(['Europe/Berlin', 'Europe/Paris', 'Europe/Rome']);
  });
});
