import { describe, expect, it } from 'vitest';
import { PENTA_CHANNEL_IDS, PENTA_GATES, groupPenta } from './group-penta';

function flagsOf(...gates: number[]): Uint8Array {
  const flags = new Uint8Array(65);
  for (const gate of gates) flags[gate] = 1;
  return flags;
}

const names = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];

describe('groupPenta', () => {
  it('has the six channels between the G, Throat and Sacral and their twelve gates', () => {
    expect(PENTA_CHANNEL_IDS).toEqual(['1-8', '7-31', '13-33', '2-14', '5-15', '29-46']);
    expect(PENTA_GATES).toEqual([1, 2, 5, 7, 8, 13, 14, 15, 29, 31, 33, 46]);
  });

  it('is given for 3 to 5 members and null for 6', () => {
    const member = flagsOf(1, 8);
    expect(groupPenta([member, member, member], names)).not.toBeNull();
    expect(groupPenta([member, member, member, member, member], names)).not.toBeNull();
    expect(groupPenta([member, member, member, member, member, member], names)).toBeNull();
  });

  it('marks filled gates, defined channels and who brings each gate', () => {
    const penta = groupPenta([flagsOf(1, 2, 20), flagsOf(8, 2), flagsOf(14, 33)], names)!;
    expect(penta.Channels.map((channel) => [channel.Id, channel.Defined])).toEqual([
      ['1-8', true],
      ['7-31', false],
      ['13-33', false],
      ['2-14', true],
      ['5-15', false],
      ['29-46', false],
    ]);
    expect(penta.Channels[3]?.Gates).toEqual([
      { Gate: 2, Name: 'The Direction of the Self', Filled: true, Members: [0, 1], MemberNames: ['Ada', 'Bo'] },
      { Gate: 14, Name: 'Power Skills', Filled: true, Members: [2], MemberNames: ['Cy'] },
    ]);
    expect(penta.Channels[2]?.Gates[0]).toMatchObject({ Gate: 13, Filled: false, Members: [], MemberNames: [] });
    expect(penta.FilledGates).toEqual([1, 2, 8, 14, 33]);
  });

  it('lists as gaps exactly the twelve gates minus the filled ones, each with its meaning', () => {
    const penta = groupPenta([flagsOf(1, 2, 20), flagsOf(8, 2), flagsOf(14, 33)], names)!;
    expect(penta.Gaps.map((gap) => gap.Gate)).toEqual(PENTA_GATES.filter((gate) => !penta.FilledGates.includes(gate)));
    expect(penta.Gaps.map((gap) => gap.Gate)).toEqual([5, 7, 13, 15, 29, 31, 46]);
    const meanings = new Set(penta.Gaps.map((gap) => gap.Meaning));
    expect(meanings.size).toBe(penta.Gaps.length);
    for (const gap of penta.Gaps) expect(gap.Meaning).toMatch(/^No member brings .+: .+\.$/);
    expect(penta.Summary).toContain('defines 2 of its 6 channels and fills 5 of its 12 gates');
    expect(penta.Summary).toContain('14 (Cy)');
    expect(penta.Source).toMatch(/BG5/);
  });

  it('has no gaps when all twelve gates are filled', () => {
    const penta = groupPenta([flagsOf(1, 8, 7, 31), flagsOf(13, 33, 2, 14), flagsOf(5, 15, 29, 46)], names)!;
    expect(penta.FilledGates).toEqual(PENTA_GATES);
    expect(penta.Gaps).toEqual([]);
    expect(penta.Channels.every((channel) => channel.Defined)).toBe(true);
    expect(penta.Summary).toContain('Every Penta gate is filled');
  });
});
