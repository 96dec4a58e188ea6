// Issue 23, defect 8: an unknown zone (`Europe/Atlantis`) was answered "not properly formatted". A well-formed name
// the tz database lacks is now called unknown, with the nearest names; malformed ones keep the spec's wording.
// Issue 38: so is a name of the IANA shape in an area the database does not have (`Mars/Olympus`).
import { describe, expect, it } from 'vitest';
import { TIME_ZONE_MESSAGE, nearestTimeZoneNames, timeZoneSchema } from './time-zone';

function messageOf(value: unknown): string | undefined {
  return timeZoneSchema.safeParse(value).error?.issues[0]?.message;
}

describe('an unknown time zone', () => {
  it('is called unknown, with the nearest IANA names', () => {
    expect(messageOf('Europe/Atlantis')).toBe(
      'The time zone "Europe/Atlantis" is unknown: the IANA time-zone database has no such name. Nearest names: Europe/Athens, ' +
        `${nearestTimeZoneNames('Europe/Atlantis').slice(1).join(', ')}; or search the birthplace with /locations (resolve_timezone) for its zone.`,
    );
    expect(nearestTimeZoneNames('America/New_Yrok')[0]).toBe('America/New_York');
    expect(nearestTimeZoneNames('asia/tokio')[0]).toBe('Asia/Tokyo');
  });

  it('is called unknown in an area the database does not have, with the nearest names', () => {
    for (const value of ['Mars/Olympus', 'Mars/Olympus_Mons', 'Moon/Tranquility_Base']) {
      expect(messageOf(value), value).toBe(
        `The time zone ${JSON.stringify(value)} is unknown: the IANA time-zone database has no such name. Nearest names: ` +
          `${nearestTimeZoneNames(value).join(', ')}; or search the birthplace with /locations (resolve_timezone) for its zone.`,
      );
    }
  });

  it('keeps the specification\'s wording for malformed names', () => {
    for (const value of ['EST', 'UTC-5', '+02:00', 'Europe', '', 42]) expect(messageOf(value), String(value)).toBe(TIME_ZONE_MESSAGE);
  });
});
