import { describe, expect, it } from 'vitest';
import { channels } from './channels';
import { CIRCUIT_GROUP_OF } from './circuit';
import { CIRCUITRY } from './circuitry';

describe('circuitry table', () => {
  it('lists all 36 channels exactly once, each under its own circuit and group', () => {
    const listed = CIRCUITRY.flatMap((group) => group.circuits.flatMap((circuit) => circuit.channelIds));
    expect(listed).toHaveLength(36);
    expect(new Set(listed)).toEqual(new Set(channels.map((channel) => channel.id)));
    for (const group of CIRCUITRY) {
      for (const circuit of group.circuits) {
        expect(CIRCUIT_GROUP_OF[circuit.circuit]).toBe(group.group);
        for (const id of circuit.channelIds) expect(channels.find((channel) => channel.id === id)?.circuit).toBe(circuit.circuit);
      }
    }
  });

  it('has the seven circuits in four groups, none empty', () => {
    expect(CIRCUITRY.map((group) => group.group)).toEqual(['Individual', 'Collective', 'Tribal', 'Integration']);
    expect(CIRCUITRY.flatMap((group) => group.circuits.map((circuit) => circuit.circuit))).toEqual([
      'Knowing',
      'Centering',
      'Understanding',
      'Sensing',
      'Ego',
      'Defense',
      'Integration',
    ]);
    for (const group of CIRCUITRY) for (const circuit of group.circuits) expect(circuit.channelIds.length).toBeGreaterThan(0);
  });
});
