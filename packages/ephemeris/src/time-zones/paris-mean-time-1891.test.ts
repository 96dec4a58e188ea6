// Guards where "before standard time" ends: Paris's LMT became Paris Mean Time on 1891-03-16 at the same
// offset (+0:09:21), a change the offset table alone does not show. From then on France had standard time,
// so a birth in Lyon in 1900 reads Paris Mean Time, with or without Lyon's longitude.
import { describe, expect, it } from 'vitest';
import { resolveLocalTime } from './resolve-local-time';

const LYON_LONGITUDE_DEGREES = 4.835;

describe('Europe/Paris around 1891', () => {
  it('is Paris Mean Time, standard time, from 1891-03-16: the longitude changes nothing', () => {
    const birth = { date: '1900-03-14T11:30', timezone: 'Europe/Paris' };
    expect(resolveLocalTime({ ...birth, longitudeDegrees: LYON_LONGITUDE_DEGREES })).toEqual({
      instant: new Date('1900-03-14T11:20:39.000Z'),
      offsetSeconds: 561,
      offsetBasis: 'zone',
      warnings: [],
      timezone: 'Europe/Paris',
    });
  });

  it('is Paris’s local mean time before, replaced by Lyon’s when its longitude is given', () => {
    const birth = { date: '1890-03-14T11:30', timezone: 'Europe/Paris' };
    expect(resolveLocalTime(birth)).toMatchObject({ offsetSeconds: 561, offsetBasis: 'zone-local-mean-time', warnings: ['zone_local_mean_time'] });
    expect(resolveLocalTime({ ...birth, longitudeDegrees: LYON_LONGITUDE_DEGREES })).toMatchObject({
      instant: new Date('1890-03-14T11:10:40.000Z'), // round(4.835 × 240) = 1160 s = +0:19:20
      offsetSeconds: 1160,
      offsetBasis: 'birthplace-local-mean-time',
      warnings: ['birthplace_local_mean_time'],
    });
  });
});
