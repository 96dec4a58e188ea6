import { describe, expect, it } from 'vitest';
import {
  authorities,
  centers,
  channels,
  definitions,
  gates,
  incarnationCrosses,
  lineArchetypes,
  profiles,
  strategies,
  types,
  variables,
} from './index';

/** Every string reachable from `value`, with its path. */
function stringsIn(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, `${path}.${key}`));
  }
  return [];
}

const tables = {
  gates,
  channels,
  centers,
  profiles,
  incarnationCrosses,
  types,
  strategies,
  authorities,
  definitions,
  variables,
  lineArchetypes,
};

describe('prose completeness', () => {
  it('has no empty or padded string anywhere in the data', () => {
    const offenders = stringsIn(tables, 'tables').filter(([, text]) => text.trim() === '' || text !== text.trim());
    expect(offenders).toEqual([]);
  });

  it('gives every gate a theme and six single-sentence line descriptions', () => {
    for (const gate of gates) {
      expect(gate.theme.length).toBeGreaterThan(30);
      expect(gate.lines.map((line) => line.line)).toEqual([1, 2, 3, 4, 5, 6]);
      for (const line of gate.lines) {
        expect(line.description).toMatch(/^[A-Z].*\.$/);
        expect(line.description.slice(0, -1)).not.toMatch(/[.!?] /);
      }
      expect(new Set(gate.lines.map((line) => line.description)).size).toBe(6);
    }
    expect(new Set(gates.map((gate) => gate.theme)).size).toBe(64);
  });

  it('gives every channel and cross a distinct theme', () => {
    expect(new Set(channels.map((channel) => channel.theme)).size).toBe(36);
    const themeByFamily = new Map<string, Set<string>>();
    for (const cross of incarnationCrosses) {
      const family = `${cross.angle}: ${cross.family}`;
      themeByFamily.set(family, (themeByFamily.get(family) ?? new Set()).add(cross.theme));
    }
    expect(themeByFamily.size).toBe(112);
    for (const themes of themeByFamily.values()) expect(themes.size).toBe(1);
    expect(new Set(incarnationCrosses.map((cross) => cross.theme)).size).toBe(112);
  });

  it('keeps prose short: one or two sentences, at most 200 characters', () => {
    const prose = [
      ...gates.flatMap((gate) => [gate.theme, ...gate.lines.map((line) => line.description)]),
      ...channels.map((channel) => channel.theme),
      ...centers.flatMap((center) => [center.definedTheme, center.openTheme, center.notSelfQuestion]),
      ...incarnationCrosses.map((cross) => cross.theme),
    ];
    for (const text of prose) expect(text.length, text).toBeLessThanOrEqual(200);
  });
});
