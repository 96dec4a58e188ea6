import { z } from 'zod';
import { responseObject } from './response-object';

const instantFields = {
  Utc: z.string().meta({ description: 'The exact instant, UTC, YYYY-MM-DDTHH:MM:SS.sssZ, to the millisecond.' }),
  Local: z.string().meta({ description: 'The same instant as wall time in the request zone, YYYY-MM-DDTHH:MM:SS.' }),
};

const planetDay = responseObject({ Gate: z.number().int().min(1).max(64), Line: z.number().int().min(1).max(6), ZodiacSign: z.string(), Retrograde: z.boolean() });

/** A body's move from one gate (and line) to another. */
export const gateTransitionOutputSchema = responseObject({
  Planet: z.string(),
  FromGate: z.number().int().min(1).max(64),
  FromLine: z.number().int().min(1).max(6),
  ToGate: z.number().int().min(1).max(64),
  ToLine: z.number().int().min(1).max(6),
  ...instantFields,
  Retrograde: z.boolean(),
});

/** `GET /planetary-forecast` and `get_planetary_forecast`. */
export const planetaryForecastOutputSchema = responseObject({
  Timezone: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  Days: z.array(responseObject({ Date: z.string(), Planets: z.record(z.string(), planetDay) })),
  GateTransitions: z.array(gateTransitionOutputSchema),
  Summary: responseObject({}),
}).describe('Daily positions at local noon, every gate transition with its exact instant, and a summary of the period.');

/** `GET /gate-calendar` and `get_gate_calendar`. */
export const gateCalendarOutputSchema = responseObject({
  Year: z.number().int(),
  Month: z.number().int(),
  Timezone: z.string(),
  Days: z.array(
    responseObject({
      Date: z.string(),
      Planets: z.record(z.string(), planetDay),
      ActiveGates: z.array(z.number().int()),
      ActiveChannels: z.array(responseObject({ Id: z.string(), Name: z.string() })),
      GateChanges: z.array(gateTransitionOutputSchema),
    }),
  ),
  Summary: responseObject({}),
}).describe('Per local day: positions at noon, active gates and channels, gate changes; a summary of the month.');

const moonAt = responseObject({ ...instantFields, Gate: z.number().int(), Line: z.number().int(), ZodiacSign: z.string() });

/** `GET /moon-phases` and `get_moon_phases`. */
export const moonPhasesOutputSchema = responseObject({
  Year: z.number().int(),
  Month: z.number().int(),
  Timezone: z.string(),
  Phases: z.array(responseObject({ Phase: z.enum(['New Moon', 'First Quarter', 'Full Moon', 'Last Quarter']), ...moonAt.shape })),
  Days: z.array(
    responseObject({
      Date: z.string(),
      Gate: z.number().int(),
      Line: z.number().int(),
      ZodiacSign: z.string(),
      PhaseName: z.string(),
      IlluminationPercent: z.number().min(0).max(100),
    }),
  ),
  Summary: responseObject({ NextNewMoon: moonAt, NextFullMoon: moonAt, MoonGateChanges: z.number().int() }),
}).describe('The exact phases of the month with the Moon gate, the Moon of each local day at noon, and the next New and Full Moon.');

/** One transit alert. */
export const transitAlertOutputSchema = responseObject({
  Id: z.string().meta({ description: 'Stable for the same person and event (the iCal UID).' }),
  Category: z.enum(['ChannelCompletion', 'SunGateChange', 'NewMoon', 'FullMoon', 'Retrograde']),
  Severity: z.enum(['High', 'Medium', 'Low']),
  Title: z.string(),
  Description: z.string(),
  Details: responseObject({ Planet: z.string(), Gates: z.array(z.number().int()), ...instantFields }),
});

/** `GET /transit-alerts` and `get_transit_alerts`. */
export const transitAlertsOutputSchema = responseObject({
  Natal: responseObject({}),
  StartUtc: z.string(),
  EndUtc: z.string(),
  Days: z.number().int(),
  Timezone: z.string(),
  Alerts: z.array(transitAlertOutputSchema),
  Summary: responseObject({ HighPriorityCount: z.number().int().min(0), UpcomingHighlights: z.array(transitAlertOutputSchema) }),
}).describe('Alerts of the window sorted by instant: channel completions with the natal chart, Sun gate changes, new and full moons, stations.');

/** A downloadable file (`GET /ical-export`). */
export const fileOutputSchema = responseObject({
  fileName: z.string(),
  mediaType: z.string(),
  text: z.string(),
}).describe('A file: its name, media type and text.');

/** A binary file (a PNG): its name, media type and bytes. REST sends the bytes; JSON never carries them. */
export const binaryFileOutputSchema = responseObject({
  fileName: z.string(),
  mediaType: z.string(),
  bytes: z.instanceof(Uint8Array),
}).describe('A binary file: its name, media type and bytes.');
