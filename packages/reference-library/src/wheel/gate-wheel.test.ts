import { describe, expect, it } from 'vitest';
import {
  GATE_WHEEL_ORDER,
  GATE_WHEEL_START_DEGREES,
  gateAtWheelOffset,
  gateStartLongitudeDegrees,
  wheelIndexOf,
} from './gate-wheel';

describe('gate wheel', () => {
  it('is a permutation of 1..64 starting 41, 19, 13 and ending 61, 60', () => {
    expect(GATE_WHEEL_ORDER).toHaveLength(64);
    expect([...GATE_WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 64 }, (_, index) => index + 1));
    expect(GATE_WHEEL_ORDER.slice(0, 3)).toEqual([41, 19, 13]);
    expect(GATE_WHEEL_ORDER.slice(-2)).toEqual([61, 60]);
    expect(Object.isFrozen(GATE_WHEEL_ORDER)).toBe(true);
  });

  it('starts gate 41 at 302 degrees and gate 25 across 0 degrees Aries', () => {
    expect(GATE_WHEEL_START_DEGREES).toBe(302);
    expect(gateStartLongitudeDegrees(41)).toBe(302);
    expect(gateStartLongitudeDegrees(25)).toBeCloseTo(358.25, 9);
    expect(gateStartLongitudeDegrees(17)).toBeCloseTo(3.875, 9);
    expect(gateStartLongitudeDegrees(65)).toBeUndefined();
  });

  it('steps around the wheel in both directions', () => {
    expect(wheelIndexOf(60)).toBe(63);
    expect(gateAtWheelOffset(60, 1)).toBe(41);
    expect(gateAtWheelOffset(41, -1)).toBe(60);
    expect(gateAtWheelOffset(1, 32)).toBe(2);
    expect(gateAtWheelOffset(1, -16)).toBe(7);
    expect(() => gateAtWheelOffset(0, 1)).toThrow(RangeError);
  });
});
