import { GATE_WHEEL_ORDER, gateStartLongitudeDegrees } from '@mandala/reference-library';
import { describe, expect, it } from 'vitest';
import { activationFromLongitude, baseIndexFromLongitude } from './activation';

describe('activationFromLongitude', () => {
  it('starts the wheel with gate 41 line 1 at 302 degrees', () => {
    expect(activationFromLongitude(302)).toEqual({ gate: 41, line: 1, color: 1, tone: 1, base: 1 });
  });

  it('ends the wheel with gate 60 line 6 color 6 tone 6 base 5 just before 302 degrees', () => {
    expect(activationFromLongitude(301.9999999)).toEqual({ gate: 60, line: 6, color: 6, tone: 6, base: 5 });
  });

  it('puts every gate start of the wheel table at line 1 color 1 tone 1 base 1 of that gate', () => {
    for (const gate of GATE_WHEEL_ORDER) {
      const start = gateStartLongitudeDegrees(gate) as number;
      expect(activationFromLongitude(start)).toEqual({ gate, line: 1, color: 1, tone: 1, base: 1 });
    }
  });

  it('lands exact line and color boundaries in the later cell', () => {
    expect(activationFromLongitude(302 + 0.9375).line).toBe(2);
    expect(activationFromLongitude(302 + 0.15625)).toMatchObject({ line: 1, color: 2, tone: 1, base: 1 });
    expect(activationFromLongitude(3.875 - 1e-9)).toMatchObject({ gate: 25, line: 6, color: 6, tone: 6, base: 5 });
  });

  it('wraps longitudes outside [0, 360)', () => {
    expect(activationFromLongitude(662)).toEqual(activationFromLongitude(302));
    expect(activationFromLongitude(-58)).toEqual(activationFromLongitude(302));
    expect(activationFromLongitude(-1e-12).gate).toBe(25);
  });

  it('agrees with separate divisions by the subdivision widths away from boundaries', () => {
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let sample = 0; sample < 4000; sample++) {
      const longitude = random() * 360;
      const offset = (((longitude - 302) % 360) + 360) % 360;
      const units = offset / (360 / 69120);
      if (Math.abs(units - Math.round(units)) < 1e-6) continue;
      const activation = activationFromLongitude(longitude);
      expect(activation.gate).toBe(GATE_WHEEL_ORDER[Math.floor(offset / 5.625)]);
      expect(activation.line).toBe((Math.floor(offset / 0.9375) % 6) + 1);
      expect(activation.color).toBe((Math.floor(offset / 0.15625) % 6) + 1);
      expect(activation.tone).toBe((Math.floor(offset / (0.15625 / 6)) % 6) + 1);
      expect(activation.base).toBe((Math.floor(units) % 5) + 1);
    }
  });

  it('gives a base index in 0..69119', () => {
    expect(baseIndexFromLongitude(302)).toBe(0);
    expect(baseIndexFromLongitude(301.99999999999994)).toBe(69119);
    expect(baseIndexFromLongitude(359.99999999999994)).toBeLessThan(69120);
  });
});
