import { describe, expect, it } from 'vitest';
import { channelPartnersOf, channelsCompletedBy } from './channel-partners';

describe('channel partners', () => {
  it('lists the channels of a gate with the gate at the other end', () => {
    expect(channelPartnersOf(41)).toEqual([{ channelId: '30-41', channelName: expect.any(String), partnerGate: 30 }]);
    expect(channelPartnersOf(10).map((each) => each.partnerGate).sort((a, b) => a - b)).toEqual([20, 34, 57]);
    expect(channelPartnersOf(0)).toEqual([]);
    expect(channelPartnersOf(65)).toEqual([]);
  });

  it('finds the channels a set of gates completes', () => {
    expect(channelsCompletedBy([20, 34, 10]).map((each) => each.Id)).toEqual(['10-20', '10-34', '20-34']);
    expect(channelsCompletedBy([1, 2, 3])).toEqual([]);
  });
});
