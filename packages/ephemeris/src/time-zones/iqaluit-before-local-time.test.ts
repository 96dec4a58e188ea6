// Guards the tz database's `-00` periods (no local time, offset 0): America/Iqaluit before 1942-08 reads a
// local time as UTC. With the birthplace longitude its local mean time is used instead; without it nothing
// changes (the zone's offset applies, and no local mean time was used).
import { describe, expect, it } from 'vitest';
import { resolveLocalTime } from './resolve-local-time';

describe('America/Iqaluit before 1942', () => {
  const birth = { date: '1930-06-01T12:00', timezone: 'America/Iqaluit' };

  it('takes the birthplace’s local mean time from its longitude', () => {
    expect(resolveLocalTime({ ...birth, longitudeDegrees: -68.5 })).toMatchObject({
      instant: new Date('1930-06-01T16:34:00.000Z'), // round(-68.5 × 240) = -16440 s = -4:34:00
      offsetSeconds: -16_440,
      offsetBasis: 'birthplace-local-mean-time',
      warnings: ['birthplace_local_mean_time'],
    });
  });

  it('keeps the zone’s offset 0 without it', () => {
    expect(resolveLocalTime(birth)).toMatchObject({ instant: new Date('1930-06-01T12:00:00.000Z'), offsetBasis: 'zone', warnings: [] });
  });
});
