import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { locationItemSchema } from '../schemas/outputs';
import { limitSchema, searchTextSchema } from '../schemas/primitives';

/** `GET /locations?query=` (or `q=`): matching places with their IANA zone (core, 0 units). */
export const locationSearch = defineOperation({
  name: 'location_search',
  category: 'core',
  oauthScopes: ['charts'],
  units: 0,
  input: z.strictObject({ query: searchTextSchema, limit: limitSchema(10, 50) }),
  output: z.array(locationItemSchema),
  rest: { method: 'get', path: '/locations', tags: ['Places and people'], aliases: { q: 'query' } },
  summary: 'Cities matching a search text, each with country, IANA time zone, latitude and longitude.',
  run: (input, context) => context.engines.locations.searchLocations(input.query, { limit: input.limit }),
});
