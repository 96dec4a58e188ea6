import { z } from 'zod';
import type { LocalMoment } from '../engines';
import { localDateTimeSchema } from './local-date-time';
import { disambiguationSchema } from './primitives';
import { timeZoneSchema } from './time-zone';

const LONGITUDE_MESSAGE = 'The longitude must be a number of degrees east, from -180 to 180.';

/** A birthplace longitude in degrees east, −180 to 180: the birthplace's local mean time before the zone had standard time. */
export const birthLongitudeSchema = z
  .number({ error: LONGITUDE_MESSAGE })
  .min(-180, LONGITUDE_MESSAGE)
  .max(180, LONGITUDE_MESSAGE)
  .meta({
    description:
      "Birthplace longitude, degrees east; used only for births before the zone had standard time, to apply the birthplace's local mean time",
  });

/** The REST birth fields `date`, `timezone` and optional `disambiguation` and `longitude`. */
export const birthMomentShape = {
  date: localDateTimeSchema,
  timezone: timeZoneSchema,
  disambiguation: disambiguationSchema.optional(),
  longitude: birthLongitudeSchema.optional(),
};

/** The same birth moment as the agent tools spell it: `birthDateTime`, `timezone`, optional `disambiguation` and `longitude`. */
export const agentBirthMomentShape = {
  birthDateTime: localDateTimeSchema,
  timezone: timeZoneSchema,
  disambiguation: disambiguationSchema.optional(),
  longitude: birthLongitudeSchema.optional(),
};

/** A strict agent birth moment object (composite tool members). */
export const agentBirthMomentSchema = z.strictObject(agentBirthMomentShape);

/**
 * The one normalisation shared by `/v3/hd-data` and `generate_chart`: both become the same
 * {@link LocalMoment}, so equal births reach the engine (and the fingerprint) alike. `longitude`
 * becomes `longitudeDegrees`.
 */
export function toLocalMoment(fields: {
  date?: string;
  birthDateTime?: string;
  timezone: string;
  disambiguation?: LocalMoment['disambiguation'] | undefined;
  longitude?: number | undefined;
}): LocalMoment {
  const date = fields.date ?? fields.birthDateTime;
  if (date === undefined) throw new TypeError('toLocalMoment needs date or birthDateTime');
  return {
    date,
    timezone: fields.timezone,
    ...(fields.disambiguation === undefined ? {} : { disambiguation: fields.disambiguation }),
    ...(fields.longitude === undefined ? {} : { longitudeDegrees: fields.longitude }),
  };
}
