import { describe, expect, it } from 'vitest';
import { celebrityBirthMoment, localMeanTimeOffsetSeconds } from './birth-moment';
import { findCelebrityRecord } from './get-celebrity';

function record(slug: string) {
  const found = findCelebrityRecord(slug);
  if (found === undefined) throw new Error(`no record ${slug}`);
  return found;
}

describe('celebrityBirthMoment', () => {
  it('reads a pre-standard-time birth in the mean time of the birthplace (Einstein, Ulm 1879)', () => {
    expect(localMeanTimeOffsetSeconds(9.9916)).toBe(2398); // 0:39:58
    const moment = celebrityBirthMoment(record('albert-einstein'));
    expect(moment.offsetBasis).toBe('local-mean-time');
    expect(moment.localDateTime).toBe('1879-03-14T11:30');
    // 11:30 Ulm mean time is 10:50:02 UTC; Berlin's mean time (the zone's own LMT, +0:53:28) would give 10:36:32.
    expect(moment.instant.toISOString()).toBe('1879-03-14T10:50:02.000Z');
  });

  it('reads a standard-time birth through the zone history (Marilyn Monroe, 09:30 PST)', () => {
    const moment = celebrityBirthMoment(record('marilyn-monroe'));
    expect(moment.offsetBasis).toBe('zone');
    expect(moment.offsetSeconds).toBe(-8 * 3600);
    expect(moment.instant.toISOString()).toBe('1926-06-01T17:30:00.000Z');
  });

  it('uses the zone offset in force on the day (Honolulu -10:00 in 1961, New York daylight time in 1946)', () => {
    expect(celebrityBirthMoment(record('barack-obama')).instant.toISOString()).toBe('1961-08-05T05:24:00.000Z');
    // Trump, Queens, 14 June 1946 10:54 EDT (-4:00).
    expect(celebrityBirthMoment(record('donald-trump')).instant.toISOString()).toBe('1946-06-14T14:54:00.000Z');
  });

  it('casts a chart without a birth time for 12:00 local wall time in the zone', () => {
    const moment = celebrityBirthMoment(record('marie-curie'));
    expect(moment.localDateTime).toBe('1867-11-07T12:00');
    expect(moment.offsetBasis).toBe('zone');
    expect(moment.instant.getTime()).toBe(Date.UTC(1867, 10, 7, 12, 0) - moment.offsetSeconds * 1000);
  });
});
