import { activationFromLongitude } from '@mandala/bodygraph';
import { describe, expect, it } from 'vitest';
import { cellLines, cellOfLongitude, cellStartDegrees, gateCells, lineCells, WHEEL_START_DEGREES } from './wheel-cells';

describe('wheel cells', () => {
  it('reads the wheel start from the bodygraph: gate 41 line 1 at 302°', () => {
    expect(WHEEL_START_DEGREES).toBe(302);
    expect(activationFromLongitude(302)).toMatchObject({ gate: 41, line: 1 });
  });

  it('has a boundary exactly where the bodygraph changes line, and 0° Aries inside gate 25 line 2', () => {
    const lines = lineCells();
    for (let cell = 0; cell < lines.cellCount; cell += 1) {
      const start = cellStartDegrees(lines, cell);
      const inside = activationFromLongitude(start);
      const before = activationFromLongitude((start - 1e-9 + 360) % 360);
      expect(cellOfLongitude(lines, start)).toBe(cell);
      expect(cellLines(lines, cell, true)).toEqual({ gate: inside.gate, line: inside.line });
      expect(`${before.gate}.${before.line}`).not.toBe(`${inside.gate}.${inside.line}`);
    }
    expect(activationFromLongitude(0)).toMatchObject({ gate: 25, line: 2 });
    expect(cellStartDegrees(gateCells(), 11)).toBe(3.875);
    expect(gateCells().gates[11]).toBe(17);
    expect(cellLines(gateCells(), 11, true)).toEqual({ gate: 17, line: 1 });
    expect(cellLines(gateCells(), 10, false)).toEqual({ gate: 25, line: 6 });
  });
});
