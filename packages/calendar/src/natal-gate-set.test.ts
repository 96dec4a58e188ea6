import { describe, expect, it } from 'vitest';
import { natalGateSet } from './natal-gate-set';

function sidesOf(gates: number[]): Uint8Array {
  const sides = new Uint8Array(65);
  for (const gate of gates) sides[gate] = 1;
  return sides;
}

describe('natalGateSet', () => {
  const natal = natalGateSet(sidesOf([30, 20, 34, 57]));

  it('lists the natal gates', () => {
    expect(natal.gates).toEqual([20, 30, 34, 57]);
    expect(natal.isNatalGate(30)).toBe(true);
    expect(natal.isNatalGate(41)).toBe(false);
  });

  it('gives the channels a transiting gate would complete, not those the chart already defines', () => {
    expect(natal.openChannelsOf(41).map((partner) => partner.channelId)).toEqual(['30-41']);
    // 10 pairs with 20, 34 and 57: all three are natal, none of 10-20, 10-34, 10-57 is defined.
    expect(natal.openChannelsOf(10).map((partner) => partner.channelId).sort()).toEqual(['10-20', '10-34', '10-57']);
    // 20-34, 20-57 and 34-57 are defined already: gate 34 transiting adds nothing through them.
    expect(natal.openChannelsOf(20).map((partner) => partner.channelId)).toEqual([]);
    expect(natal.openChannelsOf(5)).toEqual([]);
  });
});
