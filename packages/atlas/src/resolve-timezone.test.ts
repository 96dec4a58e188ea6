import { describe, expect, it } from 'vitest';
import { atlasErrorCodeOf as codeOf } from './atlas-error-code.test-support';
import { resolveTimezone } from './resolve-timezone';

const JULY_2024 = new Date(Date.UTC(2024, 6, 1, 12));
const JANUARY_2024 = new Date(Date.UTC(2024, 0, 15, 12));

describe('resolveTimezone', () => {
  it('resolves a place to its zone, offset and DST state', () => {
    const berlin = resolveTimezone('Berlin', { at: JULY_2024 });
    expect(berlin).toMatchObject({
      timezone: 'Europe/Berlin',
      offsetSeconds: 7200,
      utcOffset: '+02:00',
      isDaylightSavingTime: true,
      observesDaylightSavingTime: true,
      at: '2024-07-01T12:00:00.000Z',
    });
    expect(berlin.location).toMatchObject({ city: 'Berlin', countryCode: 'DE' });
    expect(resolveTimezone('Berlin', { at: JANUARY_2024 })).toMatchObject({ offsetSeconds: 3600, isDaylightSavingTime: false });
  });

  it('reports zones without DST', () => {
    expect(resolveTimezone('Reykjavik', { at: JULY_2024 })).toMatchObject({
      timezone: 'Atlantic/Reykjavik',
      offsetSeconds: 0,
      utcOffset: '+00:00',
      isDaylightSavingTime: false,
      observesDaylightSavingTime: false,
    });
    expect(resolveTimezone('Kolkata', { at: JULY_2024 })).toMatchObject({ utcOffset: '+05:30', observesDaylightSavingTime: false });
  });

  it('reads Dublin\'s summer as daylight-saving time', () => {
    expect(resolveTimezone('Dublin', { at: JULY_2024 })).toMatchObject({ timezone: 'Europe/Dublin', utcOffset: '+01:00', isDaylightSavingTime: true });
    expect(resolveTimezone('Dublin', { at: JANUARY_2024 })).toMatchObject({ utcOffset: '+00:00', isDaylightSavingTime: false });
  });

  it('handles the southern hemisphere and negative offsets', () => {
    expect(resolveTimezone('Sydney', { at: JANUARY_2024 })).toMatchObject({ offsetSeconds: 39600, isDaylightSavingTime: true });
    expect(resolveTimezone('Paris, US', { at: JANUARY_2024 })).toMatchObject({ timezone: 'America/Chicago', utcOffset: '-06:00' });
  });

  it('accepts a bare IANA name, in any case, and resolves links', () => {
    expect(resolveTimezone('Europe/Berlin', { at: JULY_2024 })).toMatchObject({ timezone: 'Europe/Berlin', location: null, offsetSeconds: 7200 });
    expect(resolveTimezone(' europe/amsterdam ', { at: JULY_2024 }).timezone).toBe('Europe/Amsterdam');
    expect(resolveTimezone('US/Eastern', { at: JANUARY_2024 })).toMatchObject({ timezone: 'America/New_York', offsetSeconds: -18000 });
    expect(resolveTimezone('UTC', { at: JULY_2024 })).toMatchObject({ timezone: 'UTC', offsetSeconds: 0, observesDaylightSavingTime: false });
  });

  it('defaults the instant to now', () => {
    const before = Date.now();
    const resolved = resolveTimezone('Europe/Berlin');
    expect(Date.parse(resolved.at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(resolved.at)).toBeLessThanOrEqual(Date.now());
  });

  it('throws location_not_found for unknown places and unknown zone names', () => {
    expect(codeOf(() => resolveTimezone('Xqzvwpl'))).toBe('location_not_found');
    expect(codeOf(() => resolveTimezone('Europe/Atlantis'))).toBe('location_not_found');
    expect(codeOf(() => resolveTimezone('Paris, Atlantis'))).toBe('location_not_found');
  });

  it('throws invalid_location_query for text that cannot be a query', () => {
    expect(codeOf(() => resolveTimezone(''))).toBe('invalid_location_query');
    expect(codeOf(() => resolveTimezone('a'))).toBe('invalid_location_query');
  });
});
