import { z } from 'zod';
import { birthMomentShape } from '../schemas/birth-moment';
import { inclusiveDayCount, localDaySchema, localMomentOrDaySchema } from '../schemas/local-day';
import { monthNumberSchema, yearSchema } from '../schemas/primitives';
import { timeZoneSchema } from '../schemas/time-zone';

/** The longest planetary forecast, in local days (the specification's limit). */
export const MAXIMUM_FORECAST_DAYS = 31;

const zoneOrUtc = timeZoneSchema.default('UTC').meta({ description: 'IANA zone of the local days and of every Local time; default UTC.' });

/** Input of the planetary forecast: two local days, at most 31 days apart counted inclusively. */
export const forecastInputSchema = z
  .strictObject({ startDate: localDaySchema('start date'), endDate: localDaySchema('end date'), timezone: zoneOrUtc })
  .superRefine((input, context) => {
    const days = inclusiveDayCount(input.startDate, input.endDate);
    if (days < 1) context.addIssue({ code: 'custom', path: ['endDate'], message: `The end date ${input.endDate} is before the start date ${input.startDate}.` });
    else if (days > MAXIMUM_FORECAST_DAYS) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: `The forecast covers at most ${MAXIMUM_FORECAST_DAYS} days; ${input.startDate} to ${input.endDate} is ${days} days.` });
    }
  });

/** Input of a month's calendar (gate calendar, moon phases). */
export const monthInputSchema = z.strictObject({ year: yearSchema, month: monthNumberSchema, timezone: zoneOrUtc });

const daysMessage = 'Days must be an integer from 1 to 90.';

/** Input of the transit alerts and the iCal export: a birth, a window of 1–90 days from StartDate (default now). */
export const alertsInputSchema = z.strictObject({
  ...birthMomentShape,
  days: z.number({ error: daysMessage }).int(daysMessage).min(1, daysMessage).max(90, daysMessage).default(30).meta({ description: 'Length of the window in days, 1 to 90; default 30.' }),
  startDate: localMomentOrDaySchema('start date')
    .optional()
    .meta({ description: 'Start of the window as a local date or date-time in the birth time zone; default now. Give it for reproducible results.' }),
});
