import { z } from 'zod';
import type { LocalMoment } from '../engines';
import { localDateTimeSchema } from './local-date-time';
import { disambiguationSchema } from './primitives';
import { timeZoneSchema } from './time-zone';

/** The REST birth fields `date`, `timezone` and optional `disambiguation`. */
export const birthMomentShape = {
  date: localDateTimeSchema,
  timezone: timeZoneSchema,
  disambiguation: disambiguationSchema.optional(),
};

/** The same birth moment as the agent tools spell it: `birthDateTime`, `timezone`, optional `disambiguation`. */
export const agentBirthMomentShape = {
  birthDateTime: localDateTimeSchema,
  timezone: timeZoneSchema,
  disambiguation: disambiguationSchema.optional(),
};

/** A strict agent birth moment object (composite tool members). */
export const agentBirthMomentSchema = z.strictObject(agentBirthMomentShape);

/**
 * The one normalisation shared by `/v3/hd-data` and `generate_chart`: both become the same
 * {@link LocalMoment}, so equal births reach the engine (and the fingerprint) alike.
 */
export function toLocalMoment(fields: {
  date?: string;
  birthDateTime?: string;
  timezone: string;
  disambiguation?: LocalMoment['disambiguation'] | undefined;
}): LocalMoment {
  const date = fields.date ?? fields.birthDateTime;
  if (date === undefined) throw new TypeError('toLocalMoment needs date or birthDateTime');
  return fields.disambiguation === undefined
    ? { date, timezone: fields.timezone }
    : { date, timezone: fields.timezone, disambiguation: fields.disambiguation };
}
