import { planAllows } from '@mandala/access/policy';
import { listTimeZones } from '@mandala/ephemeris';
import { z } from 'zod';
import { localDateTimeSchema } from '../schemas/local-date-time';
import { timeZoneSchema } from '../schemas/time-zone';
import { definePrompt } from './define-prompt';
import type { PromptArgument, PromptContext } from './define-prompt';

const zoneNames = (): readonly string[] => listTimeZones();
const nameSchema = z.string().trim().min(1, 'A name must not be empty.').max(80, 'A name is at most 80 characters.');
const placeSchema = z.string().trim().min(1, 'The birth place must not be empty.').max(120, 'The birth place is at most 120 characters.');

function birthArguments(prefix: string, who: string, required: boolean): PromptArgument[] {
  const field = (name: string) => (prefix === '' ? name : `${prefix}${name.charAt(0).toUpperCase()}${name.slice(1)}`);
  return [
    { name: field('birthDateTime'), description: `${who} local birth date and time on the clock where they were born, e.g. 1990-05-15T14:30 (no Z, no offset).`, required },
    { name: field('timezone'), description: `${who} IANA time zone of the birth place, e.g. Europe/Berlin (or give the birth place instead).`, required: false, values: zoneNames },
    { name: field('birthPlace'), description: `${who} birth place, e.g. "Hamburg, Germany", when the time zone is not known.`, required: false },
  ];
}

/** Where the birth is: its zone, or the place to resolve first. */
function birthWords(birth: { birthDateTime: string; timezone?: string | undefined; birthPlace?: string | undefined }): string {
  return birth.timezone !== undefined ? `${birth.birthDateTime} in the time zone ${birth.timezone}` : `${birth.birthDateTime} in ${birth.birthPlace ?? 'an unknown place'}`;
}

function zoneStep(birth: { timezone?: string | undefined; birthPlace?: string | undefined }, label: string): string[] {
  return birth.timezone === undefined ? [`Call resolve_timezone with {"query": ${JSON.stringify(birth.birthPlace)}} to get ${label}IANA time zone (0 units).`] : [];
}

const zoneOrPlace = (input: { timezone?: string | undefined; birthPlace?: string | undefined }) => input.timezone !== undefined || input.birthPlace !== undefined;

/** The detail level a plan allows: `standard` (the activations the interactive bodygraph colors) needs the enhanced tier. */
function detailLevelFor(context: PromptContext): 'core' | 'standard' {
  return planAllows(context.plan, 'enhanced') ? 'standard' : 'core';
}

const presentation =
  'If your client shows MCP Apps, the interactive bodygraph appears with the tool result; tell the person they can tap a gate, channel or ' +
  'center there to read about it. Look up the texts of the elements you explain in the reference library (the resources ' +
  'mandala://library/gates/{gate}, …/channels/{channel}, …/centers/{center}, …/profiles/{profile}, …/types/{type} and ' +
  '…/authorities/{authority}, or the get_reference_item tool; both cost 0 units) rather than from memory. Write in plain words, ' +
  'no jargon without its meaning, and say that Human Design is a reflective framework, not a prediction.';

/** `read_my_chart`: a reading of one person's chart, from a birth or a saved person. */
export const readMyChartPrompt = definePrompt({
  name: 'read_my_chart',
  title: 'Read my chart',
  description:
    'A reading of one person\'s bodygraph: type and strategy, authority, profile, defined and open centers, channels and the incarnation cross. ' +
    'Give the birth date-time with its time zone (or birth place), or the name of a saved person.',
  category: 'core',
  units: 0,
  arguments: [
    ...birthArguments('', 'The person\'s', false),
    { name: 'person', description: 'Instead of a birth: the name or id of a saved person (needs the saved-people tools).', required: false },
  ],
  input: z
    .strictObject({
      birthDateTime: localDateTimeSchema.optional(),
      timezone: timeZoneSchema.optional(),
      birthPlace: placeSchema.optional(),
      person: nameSchema.optional(),
    })
    .refine((input) => input.person !== undefined || (input.birthDateTime !== undefined && zoneOrPlace(input)), {
      message: 'Give birthDateTime with timezone or birthPlace, or the name of a saved person in person.',
    }),
  messages: (input, context) => {
    const detailLevel = detailLevelFor(context);
    const steps: string[] = [];
    if (input.birthDateTime === undefined) {
      steps.push(
        context.hasTool('get_person_chart')
          ? `Call list_people (0 units) to find the id of the saved person ${JSON.stringify(input.person)}, then get_person_chart with {"personId": <that id>, "version": "${detailLevel === 'core' ? 'v1' : 'v2'}"} (1 unit).`
          : `This key cannot read saved people: ask me for ${JSON.stringify(input.person)}'s birth date, time and place, then go on with generate_chart.`,
      );
    } else {
      steps.push(...zoneStep(input, 'the '));
      const args = { birthDateTime: input.birthDateTime, timezone: input.timezone ?? '<the zone from resolve_timezone>', detailLevel };
      steps.push(`Call generate_chart with ${JSON.stringify(args)} (1 unit).`);
    }
    steps.push(
      'Present the reading in this order: type and strategy (what to do, what the signature and not-self theme feel like), authority (how ' +
        'to decide), profile, the defined centers and what is consistent there, the open centers and what is taken in from others, each ' +
        'defined channel in one sentence, and the incarnation cross as the life theme. End with one practical experiment for the coming week.',
      presentation,
    );
    const who =
      input.birthDateTime === undefined ? `the saved person ${JSON.stringify(input.person)}` : `someone born ${birthWords({ ...input, birthDateTime: input.birthDateTime })}`;
    return [{ role: 'user', text: `Please read the Human Design chart of ${who}.\n\n${steps.map((step, index) => `${index + 1}. ${step}`).join('\n')}` }];
  },
});

/** `relationship_reading`: the composite of two births. */
export const relationshipReadingPrompt = definePrompt({
  name: 'relationship_reading',
  title: 'Relationship reading',
  description:
    'How two people\'s charts meet: the channels they complete together (electromagnetic, companion, compromise, dominance), the centers ' +
    'they define together and what each brings. Give both births with time zones (or birth places).',
  category: 'core',
  units: 0,
  arguments: [
    ...birthArguments('personA', 'The first person\'s', true),
    { name: 'personAName', description: 'The first person\'s name, to address them (optional).', required: false },
    ...birthArguments('personB', 'The second person\'s', true),
    { name: 'personBName', description: 'The second person\'s name (optional).', required: false },
  ],
  input: z
    .strictObject({
      personABirthDateTime: localDateTimeSchema,
      personATimezone: timeZoneSchema.optional(),
      personABirthPlace: placeSchema.optional(),
      personAName: nameSchema.optional(),
      personBBirthDateTime: localDateTimeSchema,
      personBTimezone: timeZoneSchema.optional(),
      personBBirthPlace: placeSchema.optional(),
      personBName: nameSchema.optional(),
    })
    .refine((input) => zoneOrPlace({ timezone: input.personATimezone, birthPlace: input.personABirthPlace }), {
      message: 'Give personATimezone or personABirthPlace.',
    })
    .refine((input) => zoneOrPlace({ timezone: input.personBTimezone, birthPlace: input.personBBirthPlace }), {
      message: 'Give personBTimezone or personBBirthPlace.',
    }),
  messages: (input) => {
    const a = { birthDateTime: input.personABirthDateTime, timezone: input.personATimezone, birthPlace: input.personABirthPlace };
    const b = { birthDateTime: input.personBBirthDateTime, timezone: input.personBTimezone, birthPlace: input.personBBirthPlace };
    const nameA = input.personAName ?? 'Person A';
    const nameB = input.personBName ?? 'Person B';
    const args = {
      personA: { birthDateTime: a.birthDateTime, timezone: a.timezone ?? `<${nameA}'s zone from resolve_timezone>` },
      personB: { birthDateTime: b.birthDateTime, timezone: b.timezone ?? `<${nameB}'s zone from resolve_timezone>` },
    };
    const steps = [
      ...zoneStep(a, `${nameA}'s `),
      ...zoneStep(b, `${nameB}'s `),
      `Call generate_composite_chart with ${JSON.stringify(args)} (1 unit).`,
      `Present: what ${nameA} and ${nameB} each are (type, strategy, authority) in two sentences; then the channels they complete together ` +
        'grouped by kind: electromagnetic (attraction and friction), companion (shared understanding), compromise and dominance (where one ' +
        'conditions the other); the centers defined only together; and the centers both leave open (where the pair is most open to others). ' +
        'End with one suggestion for each person on how to meet the other.',
      presentation,
    ];
    return [
      {
        role: 'user',
        text: `Please give a relationship reading of ${nameA} (born ${birthWords(a)}) and ${nameB} (born ${birthWords(b)}).\n\n${steps.map((step, index) => `${index + 1}. ${step}`).join('\n')}`,
      },
    ];
  },
});

/** `daily_transits`: today's (or a date's) transits over one birth. Enhanced, like `get_transits`. */
export const dailyTransitsPrompt = definePrompt({
  name: 'daily_transits',
  title: 'Daily transits',
  description:
    'What the planets of one day activate in a person\'s chart: the gates they light up, the channels they complete and the centers they ' +
    'define for the day. Give the birth with its time zone (or birth place), and a date (default today). Needs a Startup plan or higher.',
  category: 'enhanced',
  units: 0,
  arguments: [
    ...birthArguments('', 'The person\'s', true),
    { name: 'date', description: 'The day to read, e.g. 2026-03-01 (default today); the transit is taken at noon UTC of that day.', required: false },
  ],
  input: z
    .strictObject({
      birthDateTime: localDateTimeSchema,
      timezone: timeZoneSchema.optional(),
      birthPlace: placeSchema.optional(),
      date: z
        .string()
        .regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, 'The date must look like 2026-03-01.')
        .optional(),
    })
    .refine(zoneOrPlace, { message: 'Give timezone or birthPlace.' }),
  messages: (input) => {
    const args: Record<string, string> = { birthDateTime: input.birthDateTime, timezone: input.timezone ?? '<the zone from resolve_timezone>' };
    if (input.date !== undefined) Object.assign(args, { transitDateTime: `${input.date}T12:00`, transitTimezone: 'UTC' });
    const steps = [
      ...zoneStep(input, 'the '),
      `Call get_transits with ${JSON.stringify(args)} (1 unit)${input.date === undefined ? '; without a transit time it reads the current moment' : ''}.`,
      'Present: the day\'s theme from the Sun and Earth gates; the channels the transit completes with the natal gates and the centers it ' +
        'defines for the day (what may feel different from usual); then the gates it activates in open centers. Keep it to a short daily note ' +
        'with one thing to notice.',
      presentation,
    ];
    const day = input.date ?? 'today';
    return [{ role: 'user', text: `What do the transits of ${day} bring for someone born ${birthWords(input)}?\n\n${steps.map((step, index) => `${index + 1}. ${step}`).join('\n')}` }];
  },
});
