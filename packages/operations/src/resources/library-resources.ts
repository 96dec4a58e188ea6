import { authorities, types } from '@mandala/reference-library';
import { defineResourceTemplate } from './define-resource-template';
import { referenceMarkdown } from './reference-markdown';

const GATE_NUMBERS = Array.from({ length: 64 }, (_, index) => String(index + 1));

function gateNumberOf(value: string): number {
  // Only digits: the reference library explains any other id (`gate 0`, `x`) with its own not-found error.
  return /^[0-9]{1,2}$/.test(value) ? Number(value) : Number.NaN;
}

/** `mandala://library/gates/{gate}`: the 64 gates. */
export const gateResources = defineResourceTemplate({
  name: 'library_gate',
  title: 'Gate',
  description: 'One of the 64 gates as Markdown: theme, center, channel partners, I Ching hexagram, gene keys and the six lines. gate is 1 to 64.',
  uriTemplate: 'mandala://library/gates/{gate}',
  mimeType: 'text/markdown',
  category: 'core',
  units: 0,
  list: (engines) =>
    engines.reference.listGates().map((gate) => ({
      uri: `mandala://library/gates/${gate.Number}`,
      name: `gate-${gate.Number}`,
      title: `Gate ${gate.Number}: ${gate.Name}`,
      description: `${gate.Center} center. ${gate.Theme}`,
    })),
  read: (value, engines) => {
    const gate = engines.reference.getGate(gateNumberOf(value));
    return referenceMarkdown(`Gate ${gate.Number}: ${gate.Name}`, gate);
  },
  values: () => GATE_NUMBERS,
});

/** `mandala://library/channels/{channel}`: the 36 channels (`34-20`; either gate order reads). */
export const channelResources = defineResourceTemplate({
  name: 'library_channel',
  title: 'Channel',
  description: 'One of the 36 channels as Markdown: its two gates and centers, circuit and theme. channel is two gates joined by "-", e.g. 34-20 (either order).',
  uriTemplate: 'mandala://library/channels/{channel}',
  mimeType: 'text/markdown',
  category: 'core',
  units: 0,
  list: (engines) =>
    engines.reference.listChannels().map((channel) => ({
      uri: `mandala://library/channels/${channel.Id}`,
      name: `channel-${channel.Id}`,
      title: `Channel ${channel.Id}: ${channel.Name}`,
      description: `${channel.Centers.join(' to ')}, ${channel.Circuit} circuit.`,
    })),
  read: (value, engines) => {
    const channel = engines.reference.getChannel(value);
    return referenceMarkdown(`Channel ${channel.Id}: ${channel.Name}`, channel);
  },
  values: (engines) => engines.reference.listChannels().map((channel) => channel.Id),
});

/** `mandala://library/centers/{center}`: the 9 centers (`solar-plexus` or `Solar Plexus`). */
export const centerResources = defineResourceTemplate({
  name: 'library_center',
  title: 'Center',
  description: 'One of the 9 centers as Markdown: gates, biology, defined and open themes, the not-self question. center is its id (solar-plexus) or name.',
  uriTemplate: 'mandala://library/centers/{center}',
  mimeType: 'text/markdown',
  category: 'core',
  units: 0,
  list: (engines) =>
    engines.reference.listCenters().map((center) => ({
      uri: `mandala://library/centers/${center.Id}`,
      name: `center-${center.Id}`,
      title: `${center.Name} center`,
      description: `Gates ${center.Gates.join(', ')}.`,
    })),
  read: (value, engines) => {
    const center = engines.reference.getCenter(value);
    return referenceMarkdown(`${center.Name} center`, center);
  },
  values: (engines) => engines.reference.listCenters().map((center) => center.Id),
});

/** `mandala://library/profiles/{profile}`: the 12 profiles (`1-3`; `1/3` percent-encoded reads too). */
export const profileResources = defineResourceTemplate({
  name: 'library_profile',
  title: 'Profile',
  description: 'One of the 12 profiles as Markdown: characteristics, strategy, strengths, life theme. profile is two lines joined by "-", e.g. 1-3.',
  uriTemplate: 'mandala://library/profiles/{profile}',
  mimeType: 'text/markdown',
  category: 'core',
  units: 0,
  list: (engines) =>
    engines.reference.listProfiles().map((profile) => ({
      uri: `mandala://library/profiles/${profile.Id.replace('/', '-')}`,
      name: `profile-${profile.Id.replace('/', '-')}`,
      title: `Profile ${profile.Id}: ${profile.Name}`,
      description: `${profile.Angle}.`,
    })),
  read: (value, engines) => {
    const profile = engines.reference.getProfile(value);
    return referenceMarkdown(`Profile ${profile.Id}: ${profile.Name}`, profile);
  },
  values: (engines) => engines.reference.listProfiles().map((profile) => profile.Id.replace('/', '-')),
});

/** `mandala://library/types/{type}`: the 5 types (`manifesting-generator`). */
export const typeResources = defineResourceTemplate({
  name: 'library_type',
  title: 'Type',
  description: 'One of the 5 types as Markdown: strategy, signature, not-self theme, the rule that makes it. type is its id, e.g. manifesting-generator.',
  uriTemplate: 'mandala://library/types/{type}',
  mimeType: 'text/markdown',
  category: 'core',
  units: 0,
  list: () =>
    types.map((type) => ({
      uri: `mandala://library/types/${type.id}`,
      name: `type-${type.id}`,
      title: type.name,
      description: `Strategy: ${type.strategy}.`,
    })),
  read: (value, engines) => {
    const type = engines.reference.getItem('type', value);
    return referenceMarkdown(String(type.Name), type);
  },
  values: () => types.map((type) => type.id),
});

/** `mandala://library/authorities/{authority}`: the inner authorities (`emotional`, `sacral`…). */
export const authorityResources = defineResourceTemplate({
  name: 'library_authority',
  title: 'Authority',
  description: 'One inner authority as Markdown: the condition that gives it, the types that can have it, how decisions are made. authority is its id, e.g. emotional.',
  uriTemplate: 'mandala://library/authorities/{authority}',
  mimeType: 'text/markdown',
  category: 'core',
  units: 0,
  list: () =>
    authorities.map((authority) => ({
      uri: `mandala://library/authorities/${authority.id}`,
      name: `authority-${authority.id}`,
      title: `${authority.name} authority`,
      description: `${authority.condition}`,
    })),
  read: (value, engines) => {
    const authority = engines.reference.getItem('authority', value);
    return referenceMarkdown(`${String(authority.Name)} authority`, authority);
  },
  values: () => authorities.map((authority) => authority.id),
});
