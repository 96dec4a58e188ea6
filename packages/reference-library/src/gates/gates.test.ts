import { describe, expect, it } from 'vitest';
import { channels } from '../channels/channels';
import { CENTER_NAMES } from '../centers/center-name';
import { GATE_WHEEL_ORDER, gateAtWheelOffset } from '../wheel/gate-wheel';
import { gates } from './gates';

describe('gates', () => {
  it('has 64 gates ordered by number', () => {
    expect(gates).toHaveLength(64);
    expect(gates.map((gate) => gate.number)).toEqual(Array.from({ length: 64 }, (_, index) => index + 1));
  });

  it('puts every gate in exactly one known center, with the counts 3/6/11/8/4/9/7/7/9', () => {
    const counts = CENTER_NAMES.map((center) => gates.filter((gate) => gate.center === center).length);
    expect(counts).toEqual([3, 6, 11, 8, 4, 9, 7, 7, 9]);
  });

  it('places gate 52 in the Root (hdkit wrongly says Throat)', () => {
    expect(gates[51]?.center).toBe('Root');
  });

  it('gives each gate the opposite gate 32 wheel steps away, and opposites pair up', () => {
    for (const gate of gates) {
      expect(gate.oppositeGate).toBe(gateAtWheelOffset(gate.number, 32));
      expect(gates[gate.oppositeGate - 1]?.oppositeGate).toBe(gate.number);
    }
  });

  it('agrees with the wheel order and start longitudes', () => {
    for (const gate of gates) {
      expect(GATE_WHEEL_ORDER[gate.wheelIndex]).toBe(gate.number);
      expect(gate.startLongitudeDegrees).toBeCloseTo((302 + gate.wheelIndex * 5.625) % 360, 9);
    }
  });

  it('has 16 gates in each Quarter, with Initiation starting at 13', () => {
    for (const quarter of ['Initiation', 'Civilization', 'Duality', 'Mutation'] as const) {
      expect(gates.filter((gate) => gate.quarter === quarter)).toHaveLength(16);
    }
    expect(gates[12]?.quarter).toBe('Initiation');
    expect(gates[40]?.quarter).toBe('Mutation');
  });

  it('lists channel partners that match the channel table', () => {
    for (const gate of gates) {
      const partners = channels
        .filter((channel) => channel.gates.includes(gate.number))
        .map((channel) => (channel.gates[0] === gate.number ? channel.gates[1] : channel.gates[0]))
        .sort((a, b) => a - b);
      expect(gate.channelPartners).toEqual(partners);
      expect(gate.channelIds).toHaveLength(partners.length);
    }
    const inThreeChannels = gates.filter((gate) => gate.channelPartners.length === 3).map((gate) => gate.number);
    expect(inThreeChannels).toEqual([10, 20, 34, 57]);
  });

  it('gives each gate the hexagram of its number and Gene Keys names', () => {
    for (const gate of gates) {
      expect(gate.iChing.hexagramNumber).toBe(gate.number);
      expect(gate.iChing.name).not.toBe('');
      expect(gate.geneKeys.shadow).not.toBe('');
    }
    expect(gates[0]?.geneKeys).toEqual({ shadow: 'Entropy', gift: 'Freshness', siddhi: 'Beauty' });
    expect(gates[29]?.iChing.name).toBe('The Clinging Fire');
  });

  it('is deeply frozen', () => {
    const gate = gates[0];
    expect(Object.isFrozen(gates)).toBe(true);
    expect(Object.isFrozen(gate?.lines)).toBe(true);
    expect(Object.isFrozen(gate?.geneKeys)).toBe(true);
    expect(() => {
      (gate as { name: string }).name = 'x';
    }).toThrow(TypeError);
  });
});
