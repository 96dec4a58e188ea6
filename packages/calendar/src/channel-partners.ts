// The 36 channels seen from one gate: which gates complete a channel with it, and which channels a set of gates
// completes.
import { channels } from '@mandala/reference-library';

/** A channel seen from one of its gates. */
export interface ChannelPartner {
  /** `30-41`: lower gate first. */
  readonly channelId: string;
  readonly channelName: string;
  /** The other gate of the channel. */
  readonly partnerGate: number;
}

const partnersByGate: readonly (readonly ChannelPartner[])[] = Array.from({ length: 65 }, (_, gate) =>
  channels.flatMap((channel): ChannelPartner[] => {
    const [low, high] = channel.gates;
    if (low === gate) return [{ channelId: channel.id, channelName: channel.name, partnerGate: high }];
    if (high === gate) return [{ channelId: channel.id, channelName: channel.name, partnerGate: low }];
    return [];
  }),
);

/** The channels `gate` (1..64) is part of, with the gate at the other end; empty for any other value. */
export function channelPartnersOf(gate: number): readonly ChannelPartner[] {
  return partnersByGate[gate] ?? [];
}

/** Channels (`{ Id, Name }`, table order) whose two gates are both in `gates`. */
export function channelsCompletedBy(gates: Iterable<number>): { Id: string; Name: string }[] {
  const present = new Uint8Array(65);
  for (const gate of gates) if (gate >= 1 && gate <= 64) present[gate] = 1;
  return channels
    .filter((channel) => present[channel.gates[0]] === 1 && present[channel.gates[1]] === 1)
    .map((channel) => ({ Id: channel.id, Name: channel.name }));
}
