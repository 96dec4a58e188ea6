// Guards births before a zone had standard time: Europe/Berlin before 1893-04-01 is Berlin's local mean
// time (+0:53:28) wherever in the zone the birth was. Einstein, Ulm, 1879-03-14 11:30: Ulm's own mean time
// is round(9.9876 × 240) = 2397 s = +0:39:57, so 11:30 there is 10:50:03 UTC, not Berlin's 10:36:32
// (13 min 31 s apart, enough to move the Moon by a line).
import { describe, expect, it } from 'vitest';
import { EphemerisError } from '../errors';
import { resolveLocalTime } from './resolve-local-time';

const einstein = { date: '1879-03-14T11:30', timezone: 'Europe/Berlin' } as const;
const ULM_LONGITUDE_DEGREES = 9.9876;

describe('Einstein, Ulm 1879: local mean time before Europe/Berlin had standard time', () => {
  it('uses Ulm’s own mean time when the birthplace longitude is given', () => {
    expect(resolveLocalTime({ ...einstein, longitudeDegrees: ULM_LONGITUDE_DEGREES })).toEqual({
      instant: new Date('1879-03-14T10:50:03.000Z'),
      offsetSeconds: 2397,
      offsetBasis: 'birthplace-local-mean-time',
      warnings: ['birthplace_local_mean_time'],
      timezone: 'Europe/Berlin',
    });
  });

  it('uses Berlin’s mean time without it, and says so', () => {
    expect(resolveLocalTime(einstein)).toEqual({
      instant: new Date('1879-03-14T10:36:32.000Z'),
      offsetSeconds: 3208,
      offsetBasis: 'zone-local-mean-time',
      warnings: ['zone_local_mean_time'],
      timezone: 'Europe/Berlin',
    });
  });

  it('changes nothing once the zone has standard time', () => {
    const birth = { date: '1990-03-14T11:30', timezone: 'Europe/Berlin' };
    const withLongitude = resolveLocalTime({ ...birth, longitudeDegrees: ULM_LONGITUDE_DEGREES });
    expect(withLongitude).toEqual(resolveLocalTime(birth));
    expect(withLongitude).toMatchObject({ offsetSeconds: 3600, offsetBasis: 'zone', warnings: [] });
  });

  it('meets the change to standard time as Ulm’s clocks did: 23:46:29 jumped to 00:06:32 on 1893-04-01', () => {
    const ulm = { timezone: 'Europe/Berlin', longitudeDegrees: ULM_LONGITUDE_DEGREES };
    expect(resolveLocalTime({ ...ulm, date: '1893-03-31T23:46:28' })).toMatchObject({
      instant: new Date('1893-03-31T23:06:31.000Z'),
      warnings: ['birthplace_local_mean_time'],
    });
    expect(resolveLocalTime({ ...ulm, date: '1893-04-01T00:06:32' })).toMatchObject({
      instant: new Date('1893-03-31T23:06:32.000Z'),
      offsetBasis: 'zone',
      warnings: [],
    });
    expect(resolveLocalTime({ ...ulm, date: '1893-03-31T23:50' }).warnings).toEqual(['nonexistent_local_time']);
    expect(() => resolveLocalTime({ ...ulm, date: '1893-03-31T23:50', disambiguation: 'reject' })).toThrow(
      expect.objectContaining({ code: 'nonexistent_local_time' }),
    );
  });

  it('refuses a longitude outside -180..180 or not finite, even after the zone had standard time', () => {
    for (const longitudeDegrees of [180.5, -200, Number.NaN, Number.NEGATIVE_INFINITY]) {
      for (const date of [einstein.date, '1990-03-14T11:30']) {
        let thrown: unknown;
        try {
          resolveLocalTime({ ...einstein, date, longitudeDegrees });
        } catch (error) {
          thrown = error;
        }
        expect(EphemerisError.isInstance(thrown) && thrown.code).toBe('invalid_argument');
      }
    }
  });
});
