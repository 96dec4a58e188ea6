import { channels, gates } from '@mandala/reference-library';
import { describe, expect, it } from 'vitest';
import { centerGeometries, channelGeometries, gateGeometries } from './layout';

describe('bodygraph layout', () => {
  it('has the nine centers, 64 gates and 36 channels', () => {
    expect(centerGeometries.map((center) => center.name).sort()).toEqual(
      ['Ajna', 'G', 'Head', 'Heart', 'Root', 'Sacral', 'Solar Plexus', 'Spleen', 'Throat'].sort(),
    );
    expect(gateGeometries.map((gate) => gate.gate)).toEqual(Array.from({ length: 64 }, (_, index) => index + 1));
    expect(channelGeometries).toHaveLength(36);
  });

  it('places every gate on the center the reference library gives it', () => {
    const centerOf = new Map(gates.map((gate) => [gate.number as number, gate.center]));
    for (const gate of gateGeometries) expect([gate.gate, gate.center]).toEqual([gate.gate, centerOf.get(gate.gate)]);
  });

  it('draws each channel between its two gates, each half starting at its own gate', () => {
    const at = new Map(gateGeometries.map((gate) => [gate.gate, gate.at]));
    for (const channel of channels) {
      const geometry = channelGeometries.find((candidate) => candidate.id === channel.id);
      expect(geometry?.gates).toEqual([...channel.gates]);
      for (const half of geometry?.halves ?? []) {
        const start = at.get(half.gate);
        expect(half.d.startsWith(`M${start?.x} ${start?.y}`)).toBe(true);
      }
    }
  });

  it('keeps gate circles of one center apart', () => {
    for (const a of gateGeometries) {
      for (const b of gateGeometries) {
        if (a.gate < b.gate && a.center === b.center) expect(Math.hypot(a.at.x - b.at.x, a.at.y - b.at.y)).toBeGreaterThan(16);
      }
    }
  });

  it('puts a channel gate on the side of its center facing the other center', () => {
    // The outward normal of the side a gate sits on points along its channel half (toward the other
    // gate, or toward the first bend of a channel routed around a center).
    const byGate = new Map(gateGeometries.map((gate) => [gate.gate, gate]));
    for (const channel of channelGeometries) {
      for (const half of channel.halves) {
        const own = byGate.get(half.gate);
        const [, x0, y0, x1, y1] = (half.d.match(/^M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)/) ?? []).map(Number);
        const toward = { x: (x1 as number) - (x0 as number), y: (y1 as number) - (y0 as number) };
        const faces = (own?.facing ?? []).some((normal) => normal.x * toward.x + normal.y * toward.y > 0);
        expect([channel.id, half.gate, faces]).toEqual([channel.id, half.gate, true]);
      }
    }
  });
});
