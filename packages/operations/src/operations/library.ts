import { z } from 'zod';
import { GATE_NUMBER_MESSAGE } from '../schemas/gate-number';
import { defineOperation } from '../define-operation';
import type { ReferenceEngine } from '../engines';
import { looseListSchema, looseRecordSchema } from '../schemas/outputs';

const noInput = z.strictObject({});

function listOperation<Item>(name: string, path: string, summary: string, list: (engines: ReferenceEngine) => Item[]) {
  return defineOperation({
    name,
    category: 'core',
    oauthScopes: ['charts'],
    units: 0,
    input: noInput,
    output: looseListSchema,
    summary,
    rest: { method: 'get', path, tags: ['Reference library'] },
    run: (_input, context) => list(context.engines.reference),
  });
}

/** `GET /library/gates`: the 64 gates (core, 0 units). */
export const libraryGates = listOperation('library_gates', '/library/gates', 'The 64 gates: number, name, center, theme.', (reference) => reference.listGates());
/** `GET /library/channels`: the 36 channels (core, 0 units). */
export const libraryChannels = listOperation('library_channels', '/library/channels', 'The 36 channels: gates, centers, circuit.', (reference) => reference.listChannels());
/** `GET /library/centers`: the 9 centers (core, 0 units). */
export const libraryCenters = listOperation('library_centers', '/library/centers', 'The 9 centers: biological correlation, gates.', (reference) => reference.listCenters());
/** `GET /library/profiles`: the 12 profiles (core, 0 units). */
export const libraryProfiles = listOperation('library_profiles', '/library/profiles', 'The 12 profiles.', (reference) => reference.listProfiles());

/** `GET /library/gates/{gateNumber}`: one gate; 404 when no gate has that number. */
export const libraryGate = defineOperation({
  name: 'library_gate',
  category: 'core',
  oauthScopes: ['charts'],
  units: 0,
  input: z.strictObject({
    gateNumber: z.number({ error: GATE_NUMBER_MESSAGE }).int(GATE_NUMBER_MESSAGE),
  }),
  output: looseRecordSchema,
  rest: { method: 'get', path: '/library/gates/{gateNumber}', tags: ['Reference library'] },
  summary: 'One gate: I Ching correlation, line descriptions, center, theme.',
  run: (input, context) => context.engines.reference.getGate(input.gateNumber),
});

/** `GET /library/channels/{channelId}`: `34-20` or `20-34`; 404 when the gates form no channel. */
export const libraryChannel = defineOperation({
  name: 'library_channel',
  category: 'core',
  oauthScopes: ['charts'],
  units: 0,
  input: z.strictObject({
    channelId: z.string().regex(/^[0-9]{1,2}-[0-9]{1,2}$/, 'The channel id must be two gate numbers joined by "-", e.g. 34-20.'),
  }),
  output: looseRecordSchema,
  rest: { method: 'get', path: '/library/channels/{channelId}', tags: ['Reference library'] },
  summary: 'One channel: both gates, centers, circuit, theme. Either gate order is accepted.',
  run: (input, context) => context.engines.reference.getChannel(input.channelId),
});

/** `GET /library/centers/{centerName}`: a center name such as `Solar Plexus`; 404 when unknown. */
export const libraryCenter = defineOperation({
  name: 'library_center',
  category: 'core',
  oauthScopes: ['charts'],
  units: 0,
  input: z.strictObject({
    centerName: z.string().trim().min(1, 'The center name is required.').max(40, 'The center name is too long.'),
  }),
  output: looseRecordSchema,
  rest: { method: 'get', path: '/library/centers/{centerName}', tags: ['Reference library'] },
  summary: 'One center: gates, biological correlation, defined/open and not-self themes.',
  run: (input, context) => context.engines.reference.getCenter(input.centerName),
});

/** `GET /library/profiles/{profileId}`: `1/3`, `4-6` or `51`; 404 when no such profile. */
export const libraryProfile = defineOperation({
  name: 'library_profile',
  category: 'core',
  oauthScopes: ['charts'],
  units: 0,
  input: z.strictObject({
    profileId: z.string().regex(/^[0-9][/-]?[0-9]$/, 'The profile id must look like 1/3, 4-6 or 51.'),
  }),
  output: looseRecordSchema,
  rest: { method: 'get', path: '/library/profiles/{profileId}', tags: ['Reference library'] },
  summary: 'One profile: characteristics, strategy, strengths, life theme.',
  run: (input, context) => context.engines.reference.getProfile(input.profileId),
});
