import { searchLocations } from '@mandala/atlas';
import { UsageError, optionalString, parseCommandArguments } from '../cli-arguments';
import { textTable } from '../text-table';

export const locationsUsage = 'mandala locations "<place>" [--limit N] [--json]';

/** `mandala locations`: offline place search with each place's IANA zone. */
export function locationsCommand(argv: string[]): string {
  const parsed = parseCommandArguments(argv, { limit: { type: 'string' }, json: { type: 'boolean' } });
  const query = parsed.positionals.join(' ');
  if (query === '') throw new UsageError('a place to search for is required');
  const limitText = optionalString(parsed, 'limit');
  const limit = limitText === undefined ? undefined : Number(limitText);
  const found = searchLocations(query, limit === undefined ? {} : { limit });
  if (parsed.values['json'] === true) return JSON.stringify(found, null, 2);
  if (found.length === 0) return `no place matches "${query}"`;
  return textTable(
    ['city', 'region', 'country', 'timezone', 'latitude', 'longitude', 'population'],
    found.map((place) => [
      place.city,
      place.region ?? '',
      place.country,
      place.timezone,
      place.latitude.toFixed(4),
      place.longitude.toFixed(4),
      String(place.population),
    ]),
  );
}
