import { z } from 'zod';
import { defineOperation } from '../define-operation';
import type { OperationContext, PeopleStore, SavedPersonRecord } from '../define-operation';
import { OperationError } from '../errors';
import { toLocalMoment } from '../schemas/birth-moment';
import { localDateTimeSchema } from '../schemas/local-date-time';
import { personNameSchema, personNotesSchema } from '../schemas/stored-text';
import { looseRecordSchema } from '../schemas/outputs';
import { timeZoneSchema } from '../schemas/time-zone';

const personIdSchema = z
  .string()
  .regex(/^prs_[A-Za-z0-9_-]{16}$/u, 'A person id looks like prs_ followed by 16 letters, digits, _ or -; list them with GET /people.')
  .meta({ description: 'The saved person\'s id (prs_…), from list_people or GET /people.' });
const nameSchema = personNameSchema;
const notesSchema = personNotesSchema;
const versionSchema = z.enum(['v1', 'v2', 'v3']).default('v1').meta({ description: 'Chart version: v1 (core tier, the default), v2 or v3 (enhanced tier).' });

/**
 * A person to save: a name, the local birth date-time and its IANA zone, optional notes. The one validation of a saved
 * person's birth data, shared by `POST /people`, `save_person` and the account dashboard, so each refuses `EST` or a
 * 13th month with the same message.
 */
export const savePersonInputSchema = z.strictObject({ name: nameSchema, date: localDateTimeSchema, timezone: timeZoneSchema, notes: notesSchema.optional() });

/** A saved person as answered (instants as ISO strings). */
export const savedPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  date: z.string().meta({ description: 'Local birth date and time, YYYY-MM-DDTHH:mm.' }),
  timezone: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

function view(person: SavedPersonRecord): z.output<typeof savedPersonSchema> {
  return { ...person, createdAt: person.createdAt.toISOString(), updatedAt: person.updatedAt.toISOString() };
}

function accountOf(context: OperationContext): { readonly id: string; readonly people: PeopleStore } {
  if (context.account === undefined) {
    throw new OperationError('not_implemented', 'Saved people need an account: call the service (REST, Agent HTTP or MCP) with an API key or an access token with the people scope.');
  }
  return context.account;
}

/**
 * `GET /people` and the tool `list_people` (0 units, core): the caller's saved people. The operation names differ from
 * the tool names because each is an OpenAPI operationId (REST and Agent HTTP document both).
 */
export const listPeople = defineOperation({
  name: 'people_list',
  category: 'core',
  oauthScopes: ['people'],
  units: 0,
  input: z.strictObject({}),
  output: z.object({ people: z.array(savedPersonSchema) }),
  summary: 'Lists the people saved in your account.',
  rest: { method: 'get', path: '/people', tags: ['Saved people'] },
  tool: {
    name: 'list_people',
    path: 'list-people',
    title: 'List saved people',
    description:
      'Lists the people saved in the caller\'s Mandala account (name, birth date and time, time zone, notes, id), oldest first. Use it to ' +
      'find the id of someone the user mentions before get_person_chart. Costs 0 units. Example arguments: {}.',
  },
  run: async (_input, context) => {
    const account = accountOf(context);
    return { people: (await account.people.listPeople(account.id)).map(view) };
  },
});

/** `POST /people` and `save_person` (0 units, core). */
export const savePerson = defineOperation({
  name: 'person_save',
  category: 'core',
  oauthScopes: ['people'],
  units: 0,
  input: savePersonInputSchema,
  output: savedPersonSchema,
  summary: 'Saves a person (name and birth moment) in your account.',
  rest: { method: 'post', path: '/people', tags: ['Saved people'] },
  tool: {
    name: 'save_person',
    path: 'save-person',
    writes: 'creates',
    birthDateTimeAt: [''],
    title: 'Save a person',
    description:
      'Saves a person in the caller\'s Mandala account: a name, the local birth date-time (birthDateTime) and the birthplace\'s IANA time zone ' +
      '(use resolve_timezone for a place), with optional notes. Returns the saved person with its id for get_person_chart. The number ' +
      'of people an account keeps depends on its plan (Free 20). Costs 0 units. Example arguments: {"name": "Ada", "birthDateTime": ' +
      '"1990-05-15T14:30", "timezone": "Europe/Berlin"}.',
  },
  run: async (input, context) => {
    const account = accountOf(context);
    return view(await account.people.savePerson(account.id, input));
  },
});

/** `GET /people/{personId}` (0 units, core). */
export const getPerson = defineOperation({
  name: 'person_get',
  category: 'core',
  oauthScopes: ['people'],
  units: 0,
  input: z.strictObject({ personId: personIdSchema }),
  output: savedPersonSchema,
  summary: 'One saved person of your account.',
  rest: { method: 'get', path: '/people/{personId}', tags: ['Saved people'] },
  run: async (input, context) => {
    const account = accountOf(context);
    return view(await account.people.getPerson(account.id, input.personId));
  },
});

/** `PATCH /people/{personId}` (0 units, core): changes the fields sent. */
export const updatePerson = defineOperation({
  name: 'person_update',
  category: 'core',
  oauthScopes: ['people'],
  units: 0,
  input: z.strictObject({
    personId: personIdSchema,
    name: nameSchema.optional(),
    date: localDateTimeSchema.optional(),
    timezone: timeZoneSchema.optional(),
    notes: notesSchema.nullable().optional(),
  }),
  output: savedPersonSchema,
  summary: 'Changes a saved person: only the fields sent.',
  rest: { method: 'patch', path: '/people/{personId}', tags: ['Saved people'] },
  run: async (input, context) => {
    const account = accountOf(context);
    const { personId, ...changes } = input;
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    return view(await account.people.updatePerson(account.id, personId, defined));
  },
});

/** `DELETE /people/{personId}` (0 units, core). */
export const deletePerson = defineOperation({
  name: 'person_delete',
  category: 'core',
  oauthScopes: ['people'],
  units: 0,
  input: z.strictObject({ personId: personIdSchema }),
  output: z.object({ deleted: z.string() }),
  summary: 'Deletes a saved person and their birth data.',
  rest: { method: 'delete', path: '/people/{personId}', tags: ['Saved people'] },
  run: async (input, context) => {
    const account = accountOf(context);
    await account.people.deletePerson(account.id, input.personId);
    return { deleted: input.personId };
  },
});

/** `GET /people/{personId}/chart` and `get_person_chart` (1 unit; v1 core, v2 and v3 enhanced). */
export const getPersonChart = defineOperation({
  name: 'person_chart',
  category: 'core',
  // It reads a saved person and spends a unit: a token needs both scopes.
  oauthScopes: ['people', 'charts'],
  units: 1,
  input: z.strictObject({ personId: personIdSchema, version: versionSchema }),
  // The version's chart (v1, v2 or v3, as `/hd-data`, `/v2/hd-data`, `/v3/hd-data` document them).
  output: looseRecordSchema,
  summary: 'The natal chart of a saved person, in the version asked (its tier applies).',
  categoryFor: (input) => (input.version === 'v1' ? 'core' : 'enhanced'),
  rest: { method: 'get', path: '/people/{personId}/chart', tags: ['Saved people'] },
  tool: {
    name: 'get_person_chart',
    path: 'get-person-chart',
    app: 'bodygraph',
    title: 'Chart of a saved person',
    description:
      'Computes the natal chart of a person saved in the caller\'s account (see list_people), without sending their birth data again. ' +
      'version v1 (default, core tier) is the headline chart; v2 and v3 (enhanced tier) add gates, centers, planets and variables. ' +
      'Costs 1 unit. Example arguments: {"personId": "prs_AbCdEfGhIjKlMnOp", "version": "v1"}.',
  },
  run: async (input, context) => {
    const account = accountOf(context);
    const person = await account.people.getPerson(account.id, input.personId);
    return context.engines.natalChart(toLocalMoment({ date: person.date, timezone: person.timezone }), input.version);
  },
});
