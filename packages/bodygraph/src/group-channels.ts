import { channelIdentity, type ChannelIdentity } from './channel-identity';
import { CHANNEL_COUNT, CHANNEL_GATE_HIGH, CHANNEL_GATE_LOW, CHANNEL_ROWS } from './reference-tables';

/**
 * How a group channel comes about:
 * - `Held`: at least one member has both gates alone.
 * - `Electromagnetic`: nobody has both gates, and exactly two members bring its gates (one each), so
 *   one particular pair makes it.
 * - `Group`: nobody has both gates, and three or more members bring its gates (one of the gates comes
 *   from two or more members), so it forms across several pairs rather than one.
 */
export type GroupChannelKind = 'Held' | 'Electromagnetic' | 'Group';

/** Who brings one gate of a group channel. */
export interface GroupGateHolders {
  Gate: number;
  /** Indices of the members with this gate (a member who holds the whole channel appears under both gates). */
  Members: number[];
}

/** A channel the group completes (both gates present among its members). */
export interface GroupChannel extends ChannelIdentity {
  Kind: GroupChannelKind;
  /** Indices of the members who have the whole channel on their own (empty unless `Held`). */
  Holders: number[];
  /** Which members bring which gate: two entries, lower gate first. */
  GateHolders: GroupGateHolders[];
  /** True when no single member has it (`Electromagnetic` or `Group`): it exists only in the group. */
  FormedTogether: boolean;
}

function membersWith(flagSets: readonly Uint8Array[], gate: number): number[] {
  const members: number[] = [];
  for (let member = 0; member < flagSets.length; member++) if (flagSets[member]![gate]) members.push(member);
  return members;
}

/**
 * Every channel the group completes, in channel-table order, classified by {@link GroupChannelKind}.
 * `flagSets[m][g]` is non-zero when member m has gate g activated (either side). Pure.
 */
export function groupChannels(flagSets: readonly Uint8Array[]): GroupChannel[] {
  const channels: GroupChannel[] = [];
  for (let index = 0; index < CHANNEL_COUNT; index++) {
    const low = CHANNEL_GATE_LOW[index] as number;
    const high = CHANNEL_GATE_HIGH[index] as number;
    const lowMembers = membersWith(flagSets, low);
    if (lowMembers.length === 0) continue;
    const highMembers = membersWith(flagSets, high);
    if (highMembers.length === 0) continue;
    const holders = lowMembers.filter((member) => highMembers.includes(member));
    // With no holder the two lists are disjoint, so their lengths add up to the contributors.
    const kind: GroupChannelKind =
      holders.length > 0 ? 'Held' : lowMembers.length + highMembers.length === 2 ? 'Electromagnetic' : 'Group';
    // Object.assign rather than a spread: spreading into a literal takes a slow path in V8 (about 1 µs each).
    channels.push(
      Object.assign(channelIdentity(CHANNEL_ROWS[index]!), {
        Kind: kind,
        Holders: holders,
        GateHolders: [
          { Gate: low, Members: lowMembers },
          { Gate: high, Members: highMembers },
        ],
        FormedTogether: holders.length === 0,
      }),
    );
  }
  return channels;
}
