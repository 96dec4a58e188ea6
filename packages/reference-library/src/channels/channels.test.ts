import { describe, expect, it } from 'vitest';
import { gates } from '../gates/gates';
import { CIRCUIT_GROUP_OF } from './circuit';
import { channels } from './channels';

describe('channels', () => {
  it('has 36 channels with unique ids and names, lower gate first', () => {
    expect(channels).toHaveLength(36);
    expect(new Set(channels.map((channel) => channel.id)).size).toBe(36);
    expect(new Set(channels.map((channel) => channel.name)).size).toBe(36);
    for (const channel of channels) {
      expect(channel.gates[0]).toBeLessThan(channel.gates[1]);
      expect(channel.id).toBe(`${channel.gates[0]}-${channel.gates[1]}`);
    }
  });

  it('names the centers of its two gates, and joins two different centers', () => {
    for (const channel of channels) {
      expect(channel.centers[0]).toBe(gates[channel.gates[0] - 1]?.center);
      expect(channel.centers[1]).toBe(gates[channel.gates[1] - 1]?.center);
      expect(channel.centers[0]).not.toBe(channel.centers[1]);
    }
  });

  it('follows the Definitive Book circuits (10-34 Centering, 20-57 Knowing, four Integration channels)', () => {
    const circuitOf = (id: string) => channels.find((channel) => channel.id === id)?.circuit;
    expect(circuitOf('10-34')).toBe('Centering');
    expect(circuitOf('20-57')).toBe('Knowing');
    expect(channels.filter((channel) => channel.circuit === 'Integration').map((channel) => channel.id)).toEqual([
      '10-20',
      '10-57',
      '20-34',
      '34-57',
    ]);
    for (const channel of channels) expect(channel.circuitGroup).toBe(CIRCUIT_GROUP_OF[channel.circuit]);
  });

  it('keeps the Mating alias of 6-59 Intimacy', () => {
    const intimacy = channels.find((channel) => channel.id === '6-59');
    expect(intimacy?.name).toBe('Intimacy');
    expect(intimacy?.aliases).toContain('Mating');
  });
});
