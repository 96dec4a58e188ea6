// Guards the backzone history of Atlantic/Reykjavik: UTC-1 in winter and UTC+0 summer time
// until 1968; data merged into Africa/Abidjan says UTC+0 all year.
import { describe, expect, it } from 'vitest';
import { resolveLocalTime } from './resolve-local-time';
import { isDaylightSavingTime, timeZoneOffsetSeconds } from './time-zone-offset';

describe('Atlantic/Reykjavik in 1960', () => {
  it('is UTC-1 in winter', () => {
    expect(timeZoneOffsetSeconds('Atlantic/Reykjavik', new Date('1960-01-15T12:00:00Z'))).toBe(-3600);
    expect(resolveLocalTime({ date: '1960-01-15T08:00', timezone: 'Atlantic/Reykjavik' }).instant.toISOString()).toBe(
      '1960-01-15T09:00:00.000Z',
    );
  });

  it('keeps UTC+0 as daylight saving time from 3 April to 23 October', () => {
    const summer = new Date('1960-07-01T12:00:00Z');
    expect(timeZoneOffsetSeconds('Atlantic/Reykjavik', summer)).toBe(0);
    expect(isDaylightSavingTime('Atlantic/Reykjavik', summer)).toBe(true);
    expect(timeZoneOffsetSeconds('Atlantic/Reykjavik', new Date('1960-04-03T01:59:59Z'))).toBe(-3600);
    expect(timeZoneOffsetSeconds('Atlantic/Reykjavik', new Date('1960-04-03T02:00:00Z'))).toBe(0);
  });

  it('is UTC+0 all year since 1968', () => {
    expect(timeZoneOffsetSeconds('Atlantic/Reykjavik', new Date('1990-01-15T12:00:00Z'))).toBe(0);
  });
});
