// Guards that every place carries its own IANA zone, not a zone merged with a neighbour that
// only agrees since 1970: birth charts before 1970 need the place's own history.
import { timeZoneOffsetSeconds } from '@mandala/ephemeris';
import { describe, expect, it } from 'vitest';
import { searchLocations } from './search-locations';

const EXPECTED_ZONES: [query: string, timezone: string][] = [
  ['Amsterdam', 'Europe/Amsterdam'],
  ['Reykjavik', 'Atlantic/Reykjavik'],
  ['Oslo', 'Europe/Oslo'],
  ['Stockholm', 'Europe/Stockholm'],
  ['Copenhagen', 'Europe/Copenhagen'],
  ['Kuala Lumpur', 'Asia/Kuala_Lumpur'],
  ['Luxembourg', 'Europe/Luxembourg'],
  ['Monaco', 'Europe/Monaco'],
  ['Accra', 'Africa/Accra'],
  ['Dakar', 'Africa/Dakar'],
  ['Bamako', 'Africa/Bamako'],
  ['Lagos', 'Africa/Lagos'],
  ['Kinshasa', 'Africa/Kinshasa'],
  ['Luanda', 'Africa/Luanda'],
  ['Nairobi', 'Africa/Nairobi'],
  ['Addis Ababa', 'Africa/Addis_Ababa'],
  ['Dar es Salaam', 'Africa/Dar_es_Salaam'],
  ['Kampala', 'Africa/Kampala'],
  ['Harare', 'Africa/Harare'],
];

describe('each place keeps its own historical zone', () => {
  it.each(EXPECTED_ZONES)('%s → %s', (query, timezone) => {
    expect(searchLocations(query, { limit: 1 })[0]?.timezone).toBe(timezone);
  });

  it('matters before 1970: Amsterdam and Brussels differed in 1935', () => {
    const summer1935 = new Date(Date.UTC(1935, 6, 1, 12));
    const amsterdam = searchLocations('Amsterdam', { limit: 1 })[0]?.timezone ?? '';
    expect(timeZoneOffsetSeconds(amsterdam, summer1935)).toBe(4772); // Amsterdam summer time, +01:19:32
    expect(timeZoneOffsetSeconds('Europe/Brussels', summer1935)).not.toBe(4772);
  });

  it('matters before 1970: Reykjavik was not on GMT in 1960', () => {
    const winter1960 = new Date(Date.UTC(1960, 0, 15, 12));
    const reykjavik = searchLocations('Reykjavik', { limit: 1 })[0]?.timezone ?? '';
    expect(timeZoneOffsetSeconds(reykjavik, winter1960)).toBe(-3600);
    expect(timeZoneOffsetSeconds('Africa/Abidjan', winter1960)).toBe(0);
  });
});
