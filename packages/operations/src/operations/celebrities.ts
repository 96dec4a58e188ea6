import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { OperationError } from '../errors';
import { looseListSchema, looseRecordSchema } from '../schemas/outputs';
import { limitSchema, searchTextSchema } from '../schemas/primitives';

/** `GET /celebrity/search?query=&limit=`: matching celebrities (business, 0 units). */
export const celebritySearch = defineOperation({
  name: 'celebrity_search',
  category: 'business',
  oauthScopes: ['charts'],
  units: 0,
  input: z.strictObject({ query: searchTextSchema, limit: limitSchema(20, 100) }),
  output: looseListSchema,
  rest: { method: 'get', path: '/celebrity/search', tags: ['Places and people'] },
  summary: 'Celebrities whose name matches the query, with basic chart data.',
  run: (input, context) => context.engines.celebrities.searchCelebrities(input.query, { limit: input.limit }),
});

/** `GET /celebrity/{slugOrId}`: one celebrity; 404 (`resource_not_found`) when absent. */
export const celebrityDetail = defineOperation({
  name: 'celebrity_detail',
  category: 'business',
  oauthScopes: ['charts'],
  units: 0,
  input: z.strictObject({
    slugOrId: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/, 'The celebrity must be named by a slug (letters, digits, "-") or an identifier.'),
  }),
  output: looseRecordSchema,
  rest: { method: 'get', path: '/celebrity/{slugOrId}', tags: ['Places and people'] },
  summary: 'One celebrity: birth information and chart details.',
  run: async (input, context) => {
    const celebrity = await context.engines.celebrities.getCelebrity(input.slugOrId);
    if (celebrity === undefined || celebrity === null) {
      throw new OperationError('resource_not_found', `No celebrity matches "${input.slugOrId}".`, {
        details: { kind: 'celebrity', key: input.slugOrId },
      });
    }
    return celebrity;
  },
});
