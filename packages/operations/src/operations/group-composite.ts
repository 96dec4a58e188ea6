import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { responseObject } from '../schemas/response-object';
import { localDateTimeSchema } from '../schemas/local-date-time';
import { disambiguationSchema } from '../schemas/primitives';
import { timeZoneSchema } from '../schemas/time-zone';

const sizeMessage = 'A group composite needs 3 to 12 members.';

const memberSchema = z.strictObject({
  date: localDateTimeSchema,
  timezone: timeZoneSchema,
  disambiguation: disambiguationSchema.optional(),
  name: z.string().trim().min(1).max(80).optional().meta({ description: 'Shown for the member; default "Member 1", "Member 2"…' }),
});

/** Reads a command-line member: `"<local date-time> <IANA zone> [name…]"`. */
export function memberFromText(text: string): unknown {
  const [date, timezone, ...name] = text.trim().split(/\s+/);
  return name.length === 0 ? { date, timezone } : { date, timezone, name: name.join(' ') };
}

/** `POST /group-composite` and the `generate_group_composite` tool (core, 1 unit): 3 to 12 people, the Penta for 3 to 5. */
export const groupComposite = defineOperation({
  name: 'group_composite',
  category: 'core',
  oauthScopes: ['charts'],
  units: 1,
  pure: true,
  offload: true,
  input: z.strictObject({
    members: z.array(memberSchema, { error: 'The members must be a list of 3 to 12 births { date, timezone, name? }.' }).min(3, sizeMessage).max(12, sizeMessage),
  }),
  output: responseObject({
    Members: z.array(responseObject({ Name: z.string(), Type: z.string(), Profile: z.string(), Authority: z.string(), Definition: z.string() })),
    SharedGates: z.array(responseObject({ Gate: z.number().int(), Members: z.array(z.number().int()) })),
    Channels: z.array(responseObject({ Id: z.string(), Name: z.string() })),
    Chemistry: responseObject({ AverageOverall: z.number() }),
    Penta: responseObject({}).nullable(),
  }).describe('Each member in short, the gates they share, the channels the group completes and who brings which gate, the centers, pairwise chemistry, and the Penta of a team of 3 to 5.'),
  summary: 'Group composite of 3 to 12 people: members, shared gates, group channels, centers, chemistry, and the Penta for 3 to 5.',
  rest: { method: 'post', path: '/group-composite', tags: ['Charts'] },
  cli: { command: 'group', flags: { member: { field: 'members', parse: memberFromText } } },
  tool: {
    name: 'generate_group_composite',
    path: 'generate-group-composite',
    birthDateTimeAt: ['members'],
    title: 'Generate a group composite',
    description:
      'Combines the charts of 3 to 12 people (a team, a family) and reports each member in short, the gates they share, every channel ' +
      'the group completes with who brings which gate (held by one member, electromagnetic between two, or only by the group), the ' +
      'defined and open centers of the group, pairwise chemistry with the strongest and weakest pairs, and for 3 to 5 people the Penta: ' +
      'which of its twelve gates the team fills and which are gaps. Each member: {"birthDateTime": local birth date-time (no Z, no offset), ' +
      '"timezone": IANA zone, "name"?: a display name}. Costs 1 unit. Example arguments: {"members": [{"birthDateTime": "1990-05-15T14:30", ' +
      '"timezone": "Europe/Berlin", "name": "Ana"}, {"birthDateTime": "1988-11-02T08:05", "timezone": "America/New_York"}, {"birthDateTime": ' +
      '"1975-01-20T23:10", "timezone": "Asia/Tokyo"}]}.',
  },
  run: (input, context) => context.engines.groupComposite(input.members),
});
