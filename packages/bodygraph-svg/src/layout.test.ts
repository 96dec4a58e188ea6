import { channels, gates } from '@mandala/reference-library';
import { describe, expect, it } from 'vitest';
import { distanceToOutline, distanceToPolygon, distanceToPolyline, isInsidePolygon, samplePolyline } from '../test/plane-geometry';
import { CHANNEL_OUTER_WIDTH, GATE_RADIUS, centerGeometries, channelGeometries, gateGeometries } from './layout';

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

describe('bodygraph layout clearances', () => {
  const verticesOf = new Map(centerGeometries.map((center) => [center.name, center.vertices]));
  const vertices = (name: string) => verticesOf.get(name as never) ?? [];
  /** The samples of a channel outside its own two centers: the part that shows (a center is drawn over its channels). */
  const visibleParts = new Map(
    channelGeometries.map((channel) => [
      channel.id,
      samplePolyline(channel.points).filter((point) => !channel.centers.some((center) => isInsidePolygon(point, vertices(center)))),
    ]),
  );

  it('keeps every gate circle inside its center, clear of the outline', () => {
    for (const gate of gateGeometries) {
      const shape = vertices(gate.center);
      expect([gate.gate, isInsidePolygon(gate.at, shape)]).toEqual([gate.gate, true]);
      expect(distanceToOutline(gate.at, shape) - GATE_RADIUS).toBeGreaterThanOrEqual(1.4);
    }
  });

  it('keeps every two gate circles at least 2.5 apart, across centers too', () => {
    for (const a of gateGeometries) {
      for (const b of gateGeometries) {
        if (a.gate < b.gate) expect([a.gate, b.gate, Math.hypot(a.at.x - b.at.x, a.at.y - b.at.y) - 2 * GATE_RADIUS >= 2.5]).toEqual([a.gate, b.gate, true]);
      }
    }
  });

  it('routes no channel across a center it does not connect (at least 7 units of air beside the pipe)', () => {
    for (const channel of channelGeometries) {
      for (const center of centerGeometries) {
        if (channel.centers.includes(center.name)) continue;
        const air = Math.min(...(visibleParts.get(channel.id) ?? []).map((point) => distanceToPolygon(point, center.vertices))) - CHANNEL_OUTER_WIDTH / 2;
        expect([channel.id, center.name, air >= 7]).toEqual([channel.id, center.name, true]);
      }
    }
  });

  it('lets channels that share no gate cross, but never run along each other', () => {
    // Two pipes crossing at angle θ overlap over about 2 × 11 / sin θ units; 40 allows crossings steeper than ~33°.
    for (const a of channelGeometries) {
      for (const b of channelGeometries) {
        if (a.id >= b.id || a.gates.some((gate) => b.gates.includes(gate))) continue;
        const overlap = (visibleParts.get(a.id) ?? []).filter((point) => distanceToPolyline(point, b.points) < CHANNEL_OUTER_WIDTH).length;
        expect([a.id, b.id, overlap <= 40]).toEqual([a.id, b.id, true]);
      }
    }
  });

  it('puts the Heart right of the G and lower, and takes 20-34 around the G on its left', () => {
    const center = (name: string) => {
      const shape = vertices(name);
      return { x: shape.reduce((sum, point) => sum + point.x, 0) / shape.length, y: shape.reduce((sum, point) => sum + point.y, 0) / shape.length };
    };
    expect(center('Heart').x).toBeGreaterThan(Math.max(...vertices('G').map((point) => point.x)));
    expect(center('Heart').y).toBeGreaterThan(center('G').y);
    const leftOfG = Math.min(...vertices('G').map((point) => point.x));
    const route = channelGeometries.find((channel) => channel.id === '20-34')?.points ?? [];
    expect(Math.min(...route.map((point) => point.x))).toBeLessThan(leftOfG - CHANNEL_OUTER_WIDTH / 2);
  });
});
