// The natal side of the transit alerts: which gates a chart activates, which channels it already defines, and which
// channels a transiting gate would complete with it.
import { channelPartnersOf, channelsCompletedBy, type ChannelPartner } from './channel-partners';

/** A natal chart's gates, seen from the transits. */
export interface NatalGateSet {
  /** Gates activated by any of the 26 natal activations, ascending. */
  readonly gates: readonly number[];
  isNatalGate(gate: number): boolean;
  /**
   * The channels `gate` completes with a natal gate, leaving out those the chart already defines (a gate both ends
   * of which are natal gives nothing new).
   */
  openChannelsOf(gate: number): readonly ChannelPartner[];
}

/** The gate set of a chart from its `gateSides` (per gate 1..64: non-zero when a natal activation is in it). */
export function natalGateSet(gateSides: ArrayLike<number>): NatalGateSet {
  const natal = new Uint8Array(65);
  const gates: number[] = [];
  for (let gate = 1; gate <= 64; gate++) {
    if ((gateSides[gate] ?? 0) !== 0) {
      natal[gate] = 1;
      gates.push(gate);
    }
  }
  const definedChannelIds = new Set(channelsCompletedBy(gates).map((channel) => channel.Id));
  const openChannels = Array.from({ length: 65 }, (_, gate) =>
    channelPartnersOf(gate).filter((partner) => natal[partner.partnerGate] === 1 && !definedChannelIds.has(partner.channelId)),
  );
  return {
    gates,
    isNatalGate: (gate) => natal[gate] === 1,
    openChannelsOf: (gate) => openChannels[gate] ?? [],
  };
}
