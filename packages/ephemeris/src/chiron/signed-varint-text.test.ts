import { describe, expect, it } from 'vitest';
import { decodeSignedIntegers, encodeSignedIntegers } from './signed-varint-text';

describe('signed varint text', () => {
  it('round-trips small, large and negative integers', () => {
    const values = [0, 1, -1, 15, -16, 16, 31, 32, -33, 1023, -1024, 3_600_000_000, -3_600_000_000, Number.MAX_SAFE_INTEGER >> 0, 2 ** 52];
    expect(decodeSignedIntegers(encodeSignedIntegers(values))).toEqual(values);
  });

  it('uses one character for integers in [-16, 15] and more beyond', () => {
    expect(encodeSignedIntegers([-16, 15])).toHaveLength(2);
    expect(encodeSignedIntegers([16])).toHaveLength(2);
  });

  it('rejects foreign characters, truncated text and non-integers', () => {
    expect(() => decodeSignedIntegers('AB*')).toThrow(RangeError);
    expect(() => decodeSignedIntegers(encodeSignedIntegers([1000]).slice(0, 1))).toThrow(RangeError);
    expect(() => encodeSignedIntegers([0.5])).toThrow(RangeError);
  });
});
