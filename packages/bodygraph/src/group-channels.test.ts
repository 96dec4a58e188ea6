import { describe, expect, it } from 'vitest';
import { groupChannels } from './group-channels';

function flagsOf(...gates: number[]): Uint8Array {
  const flags = new Uint8Array(65);
  for (const gate of gates) flags[gate] = 1;
  return flags;
}

describe('groupChannels', () => {
  // Member 0 holds 20-34; 1-8 is made by members 1 and 2 alone; 13-33 by three members, none whole.
  const channels = groupChannels([flagsOf(20, 34, 13), flagsOf(34, 8, 33), flagsOf(1, 33)]);
  const byId = Object.fromEntries(channels.map((channel) => [channel.Id, channel]));

  it('lists only completed channels, in channel-table order', () => {
    expect(channels.map((channel) => channel.Id)).toEqual(['1-8', '13-33', '20-34']);
  });

  it('calls a channel Held when a member has both gates, whoever else brings a gate', () => {
    expect(byId['20-34']).toMatchObject({
      Kind: 'Held',
      Holders: [0],
      GateHolders: [
        { Gate: 20, Members: [0] },
        { Gate: 34, Members: [0, 1] },
      ],
      FormedTogether: false,
    });
  });

  it('calls a channel Electromagnetic when exactly two members make it, one gate each', () => {
    expect(byId['1-8']).toMatchObject({
      Kind: 'Electromagnetic',
      Name: 'Inspiration',
      Gates: [1, 8],
      Centers: ['G', 'Throat'],
      Holders: [],
      GateHolders: [
        { Gate: 1, Members: [2] },
        { Gate: 8, Members: [1] },
      ],
      FormedTogether: true,
    });
  });

  it('calls a channel Group when three or more members bring its gates and none has both', () => {
    expect(byId['13-33']).toMatchObject({
      Kind: 'Group',
      Holders: [],
      GateHolders: [
        { Gate: 13, Members: [0] },
        { Gate: 33, Members: [1, 2] },
      ],
      FormedTogether: true,
    });
  });

  it('keeps Held when two members each hold the whole channel', () => {
    const [channel] = groupChannels([flagsOf(2, 14), flagsOf(2, 14), flagsOf(2)]);
    expect(channel).toMatchObject({ Id: '2-14', Kind: 'Held', Holders: [0, 1] });
  });
});
