import { describe, expect, it } from 'vitest';
import { EphemerisError } from '../errors';
import { localMeanTimeOffsetSeconds } from './local-mean-time-offset';

describe('localMeanTimeOffsetSeconds', () => {
  it('gives 240 seconds per degree, rounded to the second', () => {
    expect(localMeanTimeOffsetSeconds(9.9876)).toBe(2397); // Ulm: 2397.024 s, +0:39:57
    expect(localMeanTimeOffsetSeconds(13.3667)).toBe(3208); // 13°22′ E: the +0:53:28 of Europe/Berlin's LMT
    expect(localMeanTimeOffsetSeconds(-74.006)).toBe(-17_761); // New York: -17761.44 s
    expect(localMeanTimeOffsetSeconds(180)).toBe(43_200);
    expect(localMeanTimeOffsetSeconds(-180)).toBe(-43_200);
  });

  it('gives a plain 0 (not -0) near Greenwich', () => {
    expect(Object.is(localMeanTimeOffsetSeconds(-0.001), 0)).toBe(true);
  });

  it('refuses a longitude that is not a finite number from -180 to 180', () => {
    for (const longitudeDegrees of [180.0001, -181, Number.NaN, Number.POSITIVE_INFINITY, '9.9' as unknown as number]) {
      try {
        localMeanTimeOffsetSeconds(longitudeDegrees);
        expect.unreachable(`accepted ${String(longitudeDegrees)}`);
      } catch (error) {
        expect(EphemerisError.isInstance(error) && error.code).toBe('invalid_argument');
      }
    }
  });
});
