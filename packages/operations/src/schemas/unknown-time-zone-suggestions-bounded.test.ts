// A long name of the IANA shape was measured against every name of the tz database for the "nearest names" of its
// message, at a cost growing with its length (27 ms of CPU for 14,000 characters in a query string, about half a
// second for the 256 kB a JSON body may carry), and echoed whole in the answer. Past the longest name the database
// could be mistyped from, it is now malformed: the spec's message, no suggestions, no echo.
import { listTimeZones } from '@mandala/ephemeris';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE_MESSAGE, longestSuggestedTimeZoneNameLength, nearestTimeZoneNames, timeZoneSchema } from './time-zone';

const messageOf = (value: unknown): string | undefined => timeZoneSchema.safeParse(value).error?.issues[0]?.message;

describe('suggestions for an unknown time zone', () => {
  it('are not looked for past the longest name anyone could mean', () => {
    const longestKnown = Math.max(...listTimeZones().map((name) => name.length));
    expect(longestSuggestedTimeZoneNameLength).toBeGreaterThanOrEqual(2 * longestKnown);
    const tooLong = `Europe/${'x'.repeat(longestSuggestedTimeZoneNameLength)}`;
    expect(nearestTimeZoneNames(tooLong)).toEqual([]);
    expect(messageOf(tooLong)).toBe(TIME_ZONE_MESSAGE);
  });

  it('answers a name of the size of a whole request body with the spec message, without echoing it', () => {
    const bodySized = `A/${'x'.repeat(256 * 1024)}`;
    const message = messageOf(bodySized);
    expect(message).toBe(TIME_ZONE_MESSAGE);
  });

  it('still names the nearest zones for a mistyped name up to that length', () => {
    const atTheLimit = `Europe/Berlin${'n'.repeat(longestSuggestedTimeZoneNameLength - 'Europe/Berlin'.length)}`;
    expect(nearestTimeZoneNames(atTheLimit)[0]).toBe('Europe/Berlin');
    expect(messageOf(atTheLimit)).toContain('is unknown');
    expect(nearestTimeZoneNames('Europe/Atlantis')).toEqual(['Europe/Athens', 'Europe/Paris', 'Europe/Vilnius']);
  });
});
