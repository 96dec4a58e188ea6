import { BIRTH_TIME_RANGE_LEVELS, MAX_BIRTH_TIME_RANGE_HOURS } from '@mandala/calendar';
import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { birthTimeRangeOutputSchema } from '../schemas/birth-time-range-output';
import { inclusiveDayCount, localDaySchema } from '../schemas/local-day';
import { timeZoneSchema } from '../schemas/time-zone';

const CLOCK_TIME = /^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$|^24:00(:00)?$/;

function clockTimeSchema(name: string, fallback: string) {
  return z
    .string({ error: `${name} must be a local time HH:MM.` })
    .regex(CLOCK_TIME, `${name} must be a local time HH:MM (or HH:MM:SS) from 00:00 to 24:00.`)
    .default(fallback)
    // One spelling of one time: `06:00:00` reads as `06:00`, so the answer and the idempotency fingerprint agree.
    .transform((clockTime) => (clockTime.endsWith(':00') && clockTime.length === 8 ? clockTime.slice(0, 5) : clockTime));
}

/** Seconds of a clock time `HH:MM[:SS]`, `24:00` being the end of the day. */
function secondsOf(clockTime: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = clockTime.split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}

const birthTimeRangeInputSchema = z
  .strictObject({
    date: localDaySchema('birth date').meta({ description: 'The local birth day, YYYY-MM-DD.' }),
    timezone: timeZoneSchema,
    from: clockTimeSchema('from', '00:00').meta({ description: 'Earliest possible local birth time, HH:MM; default 00:00.' }),
    to: clockTimeSchema('to', '24:00').meta({ description: 'Latest possible local birth time (excluded), HH:MM up to 24:00; default 24:00.' }),
    toDate: localDaySchema('end date')
      .optional()
      .meta({ description: `The local day of "to" when the window runs past midnight (at most ${MAX_BIRTH_TIME_RANGE_HOURS} hours in all); default the birth day.` }),
    level: z
      .enum(BIRTH_TIME_RANGE_LEVELS)
      .default('headline')
      .meta({ description: 'headline (default): type, authority, profile, definition, cross, centers, channels. activations: also every gate and line of the 26 activations.' }),
  })
  .superRefine((input, issues) => {
    const days = inclusiveDayCount(input.date, input.toDate ?? input.date) - 1;
    const wallSeconds = days * 86_400 + secondsOf(input.to) - secondsOf(input.from);
    if (days < 0) issues.addIssue({ code: 'custom', path: ['toDate'], message: `The end date ${input.toDate} is before the birth date ${input.date}.` });
    else if (wallSeconds <= 0) issues.addIssue({ code: 'custom', path: ['to'], message: `The window must end after it starts: from ${input.from} to ${input.to}.` });
    else if (wallSeconds > MAX_BIRTH_TIME_RANGE_HOURS * 3600) {
      issues.addIssue({ code: 'custom', path: ['toDate'], message: `The window covers at most ${MAX_BIRTH_TIME_RANGE_HOURS} hours of local time.` });
    }
  });

/** `GET /birth-time-range` and the `get_birth_time_range` tool (enhanced, 1 unit). */
export const birthTimeRange = defineOperation({
  name: 'birth_time_range',
  category: 'enhanced',
  oauthScopes: ['charts'],
  units: 1,
  pure: true,
  offload: true,
  input: birthTimeRangeInputSchema,
  output: birthTimeRangeOutputSchema,
  summary: 'For an unknown or uncertain birth time: the exact intervals of a local window over which the chart stays the same, and which answers are certain.',
  rest: { method: 'get', path: '/birth-time-range', tags: ['Charts'] },
  // A toDate equal to the birth date is the default.
  fingerprintInput: ({ toDate, ...input }) => (toDate === undefined || toDate === input.date ? input : { ...input, toDate }),
  cli: { command: 'time-range' },
  tool: {
    name: 'get_birth_time_range',
    path: 'get-birth-time-range',
    title: 'Charts of an unknown or uncertain birth time',
    description:
      'When a person does not know their birth time (or only roughly, "in the morning"), this splits the possible local times of ' +
      'their birth day into the exact intervals over which the chart stays the same, and says which answers are certain whatever ' +
      'the time (Certain: type, authority, profile, definition, cross, centers, channels that never change in the window) and which ' +
      'are not (Uncertain: each alternative with its share of the window). Use it instead of guessing a time. date is the local ' +
      'birth day YYYY-MM-DD with the birthplace\'s IANA timezone; from/to (HH:MM) narrow the window (default the whole day). ' +
      'level "activations" also splits on every gate and line. Needs a Startup plan or higher. Costs 1 unit. Example arguments: ' +
      '{"date": "1990-05-04", "timezone": "Europe/Paris", "from": "06:00", "to": "12:00"}.',
  },
  run: (input, context) =>
    context.engines.calendar.birthTimeRange(
      { date: input.date, timezone: input.timezone, from: input.from, to: input.to, ...(input.toDate === undefined ? {} : { toDate: input.toDate }) },
      input.level,
    ),
});
