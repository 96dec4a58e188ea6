// Guards the date line in local mean time: Russian Alaska counted its days as Asia did until 1867-10-18,
// so America/Anchorage's LMT is +14:00:24 before that and −9:59:36 after (until 1900). A birthplace's own
// mean time keeps the zone's side of the line: Anchorage at 149.9° W is −9:59:36, or +14:00:24 before 1867.
import { describe, expect, it } from 'vitest';
import { nearestWholeDaysTo } from './birthplace-zone-table';
import { resolveLocalTime } from './resolve-local-time';

const anchorage = { timezone: 'America/Anchorage', longitudeDegrees: -149.9 } as const;

describe('America/Anchorage local mean time across the date line', () => {
  it('keeps the Asian date before 1867', () => {
    expect(resolveLocalTime({ ...anchorage, date: '1850-06-01T12:00' })).toMatchObject({
      instant: new Date('1850-05-31T21:59:36.000Z'),
      offsetSeconds: 14 * 3600 + 24,
      offsetBasis: 'birthplace-local-mean-time',
    });
  });

  it('uses the American date from 1867 to 1900, and standard time after', () => {
    expect(resolveLocalTime({ ...anchorage, date: '1880-06-01T12:00' })).toMatchObject({
      instant: new Date('1880-06-01T21:59:36.000Z'),
      offsetSeconds: -(9 * 3600 + 59 * 60 + 36),
      warnings: ['birthplace_local_mean_time'],
    });
    expect(resolveLocalTime({ ...anchorage, date: '1920-06-01T12:00' })).toMatchObject({ offsetSeconds: -10 * 3600, offsetBasis: 'zone', warnings: [] });
  });

  it('moves an offset by whole days only', () => {
    expect(nearestWholeDaysTo(-35_976, 50_424)).toBe(50_424);
    expect(nearestWholeDaysTo(-35_976, -35_976)).toBe(-35_976);
    expect(nearestWholeDaysTo(2397, 3208)).toBe(2397);
    expect(nearestWholeDaysTo(43_200, -43_000)).toBe(-43_200);
  });
});
