// Invariants over many random births 1900-2100, checked against independent re-derivations.
import { channels, GATE_WHEEL_ORDER, profiles } from '@mandala/reference-library';
import { describe, expect, it } from 'vitest';
import { natalChartAt } from '../src/index';
import type { NatalChartV3 } from '../src/index';

const FIRST_MS = Date.parse('1900-01-01T00:00:00Z');
const LAST_MS = Date.parse('2100-01-01T00:00:00Z');
const SAMPLES = 300;

function randomBirths(count: number, seed: number): Date[] {
  let state = seed;
  const births: Date[] = [];
  for (let index = 0; index < count; index++) {
    state = (state * 48271) % 2147483647;
    births.push(new Date(FIRST_MS + Math.floor((state / 2147483647) * (LAST_MS - FIRST_MS))));
  }
  return births;
}

const wheelIndex = (gate: number) => GATE_WHEEL_ORDER.indexOf(gate);
const MOTORS = ['Heart', 'Sacral', 'Solar Plexus', 'Root'];

/** Connected areas of the defined centers by breadth-first search over channel ids (independent of the engine). */
function areasOf(channelIds: readonly string[]): string[][] {
  const neighbours = new Map<string, Set<string>>();
  for (const id of channelIds) {
    const channel = channels.find((candidate) => candidate.id === id)!;
    const [a, b] = channel.centers;
    if (!neighbours.has(a)) neighbours.set(a, new Set());
    if (!neighbours.has(b)) neighbours.set(b, new Set());
    neighbours.get(a)!.add(b);
    neighbours.get(b)!.add(a);
  }
  const seen = new Set<string>();
  const areas: string[][] = [];
  for (const start of neighbours.keys()) {
    if (seen.has(start)) continue;
    const area: string[] = [];
    const queue = [start];
    seen.add(start);
    while (queue.length > 0) {
      const center = queue.shift()!;
      area.push(center);
      for (const next of neighbours.get(center) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    areas.push(area);
  }
  return areas;
}

describe(`chart invariants over ${SAMPLES} random births 1900-2100`, () => {
  const charts: NatalChartV3[] = randomBirths(SAMPLES, 20261122).map((birth) => natalChartAt(birth, { version: 'v3' }));
  const profileIds = new Set(profiles.map((profile) => profile.id));

  it('always gives one of the 12 profiles', () => {
    for (const chart of charts) expect(profileIds.has(chart.Profile.Id)).toBe(true);
  });

  it('puts the design Sun 88 degrees and 15 or 16 wheel steps behind the personality Sun', () => {
    for (const chart of charts) {
      const personalitySun = chart.Planets.Personality.Sun;
      const designSun = chart.Planets.Design.Sun;
      const arc = (((personalitySun.Longitude - designSun.Longitude) % 360) + 360) % 360;
      expect(Math.abs(arc - 88)).toBeLessThan(1e-5);
      const steps = (((wheelIndex(personalitySun.Gate) - wheelIndex(designSun.Gate)) % 64) + 64) % 64;
      expect([15, 16]).toContain(steps);
      const days = (Date.parse(chart.BirthDateUtc) - Date.parse(chart.DesignDateUtc)) / 86_400_000;
      expect(days).toBeGreaterThan(85);
      expect(days).toBeLessThan(94);
    }
  });

  it('puts Earth opposite the Sun and the South Node opposite the North Node', () => {
    for (const chart of charts) {
      for (const side of [chart.Planets.Personality, chart.Planets.Design]) {
        expect((wheelIndex(side.Earth.Gate) - wheelIndex(side.Sun.Gate) + 64) % 64).toBe(32);
        expect(side.Earth.Line).toBe(side.Sun.Line);
        expect((wheelIndex(side.SouthNode.Gate) - wheelIndex(side.NorthNode.Gate) + 64) % 64).toBe(32);
      }
    }
  });

  it('activates both gates of every channel, and lists every channel whose gates are activated', () => {
    for (const chart of charts) {
      const active = new Set(chart.Gates.map((activation) => activation.Gate));
      const expected = channels.filter((channel) => active.has(channel.gates[0]) && active.has(channel.gates[1])).map((c) => c.id);
      expect(chart.Channels.map((channel) => channel.Id)).toEqual(expected);
    }
  });

  it('is a Reflector exactly when there is no channel', () => {
    for (const chart of charts) expect(chart.Type.Name === 'Reflector').toBe(chart.Channels.length === 0);
  });

  it('is a Manifesting Generator exactly when the Sacral is defined and a motor reaches the Throat', () => {
    for (const chart of charts) {
      const areas = areasOf(chart.Channels.map((channel) => channel.Id));
      const throatArea = areas.find((area) => area.includes('Throat')) ?? [];
      const motorToThroat = throatArea.some((center) => MOTORS.includes(center));
      const sacral = chart.DefinedCenters.includes('Sacral');
      expect(chart.Type.Name === 'Manifesting Generator').toBe(sacral && motorToThroat);
      expect(chart.Type.Name === 'Manifestor').toBe(!sacral && motorToThroat);
    }
  });

  it('names the definition after the number of connected areas', () => {
    const names = ['No Definition', 'Single Definition', 'Split Definition', 'Triple Split Definition', 'Quadruple Split Definition'];
    for (const chart of charts) {
      expect(chart.Definition.Name).toBe(names[areasOf(chart.Channels.map((channel) => channel.Id)).length]);
    }
  });

  it('reads the cross angle from the profile', () => {
    for (const chart of charts) {
      const [personalityLine] = chart.Profile.Id.split('/').map(Number);
      const expected = chart.Profile.Id === '4/1' ? 'Juxtaposition' : (personalityLine as number) >= 5 ? 'Left Angle' : 'Right Angle';
      expect(chart.IncarnationCross.Angle).toBe(expected);
    }
  });
});
