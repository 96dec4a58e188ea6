import { z } from 'zod';
import { defineOperation } from '../define-operation';
import type { LocalMoment } from '../engines';
import { localDateTimeSchema } from '../schemas/local-date-time';
import { planetaryPositionsOutputSchema } from '../schemas/outputs';
import { timeZoneSchema } from '../schemas/time-zone';

/** The moment `instant` as a canonical UTC {@link LocalMoment}. */
export function utcMoment(instant: Date): LocalMoment {
  return { date: instant.toISOString().slice(0, 23), timezone: 'UTC' };
}

/** `GET /planetary-positions`: `date` (default now, UTC) and `timezone` (default UTC); enhanced, 1 unit. */
export const planetaryPositions = defineOperation({
  name: 'planetary_positions',
  category: 'enhanced',
  oauthScopes: ['charts'],
  units: 1,
  input: z.strictObject({ date: localDateTimeSchema.optional(), timezone: timeZoneSchema.optional() }),
  output: planetaryPositionsOutputSchema,
  rest: { method: 'get', path: '/planetary-positions', tags: ['Transits'] },
  // A date without a zone is read in UTC, so it fingerprints as the same date with timezone=UTC (or Etc/UTC).
  fingerprintInput: (input) => (input.date === undefined ? input : { ...input, timezone: input.timezone ?? 'UTC' }),
  summary:
    'Gate, line, zodiac sign, retrograde status and dignity states of the 13 bodies and Chiron at a moment (default: now); ' +
    'Dignity gives the line State (Exalted, Detriment, Juxtaposed), its exalted and detriment planets, and the Zodiac dignity.',
  run: (input, context) =>
    context.engines.planetaryPositions(
      input.date === undefined ? utcMoment(context.now()) : { date: input.date, timezone: input.timezone ?? 'UTC' },
    ),
});
