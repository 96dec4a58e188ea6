import { invalidReferenceId, referenceNotFound } from '../errors';
import { lookupKey } from '../shared/lookup-key';
import type { Channel } from './channel';
import { channels } from './channels';

const channelsById = new Map(channels.map((channel) => [channel.id, channel]));
const channelsByName = new Map<string, Channel>();
for (const channel of channels) {
  for (const name of [channel.name, ...channel.aliases]) channelsByName.set(lookupKey(name), channel);
}

/**
 * The channel named by `idOrName`: gate pair in either order and with `-`, `/` or a space
 * (`20-34`, `34-20`, `34/20`), or a name or alias (`Charisma`, `Mating`, `the brainwave`).
 * Throws `ReferenceLibraryError` `reference_not_found` when no channel matches (`1-2`, `Nothing`),
 * `invalid_reference_id` when the key is not a string or is empty.
 */
export function getChannel(idOrName: string): Channel {
  if (typeof idOrName !== 'string' || idOrName.trim() === '') {
    throw invalidReferenceId('channel', idOrName, 'a gate pair such as "20-34" or a channel name');
  }
  const pair = /^\s*(\d{1,2})\s*[-/\s]\s*(\d{1,2})\s*$/.exec(idOrName);
  if (pair) {
    const first = Number(pair[1]);
    const second = Number(pair[2]);
    const channel = channelsById.get(`${Math.min(first, second)}-${Math.max(first, second)}`);
    if (channel === undefined) throw referenceNotFound('channel', idOrName);
    return channel;
  }
  const channel = channelsByName.get(lookupKey(idOrName.replace(/^channel\s+of\s+/i, '')));
  if (channel === undefined) throw referenceNotFound('channel', idOrName);
  return channel;
}

/** The channel joining gates `gateA` and `gateB` (either order), or undefined when they form no channel. */
export function findChannel(gateA: number, gateB: number): Channel | undefined {
  return channelsById.get(`${Math.min(gateA, gateB)}-${Math.max(gateA, gateB)}`);
}
