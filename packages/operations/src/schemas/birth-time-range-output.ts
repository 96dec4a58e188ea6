import { z } from 'zod';
import { responseObject } from './response-object';

const spanFields = {
  StartLocal: z.string().meta({ description: 'Start as local wall time with its UTC offset, e.g. 1990-05-04T06:00:00.000+02:00.' }),
  EndLocal: z.string().meta({ description: 'End (excluded) as local wall time with its UTC offset.' }),
  StartUtc: z.string().meta({ description: 'Start, ISO 8601 UTC.' }),
  EndUtc: z.string().meta({ description: 'End (excluded), ISO 8601 UTC.' }),
  Minutes: z.number().min(0).meta({ description: 'Length in real minutes (a DST gap has none, a fold counts twice).' }),
};

const headlineSchema = responseObject({
  Type: z.unknown(),
  Authority: z.unknown(),
  Profile: z.unknown(),
  Definition: z.unknown(),
  IncarnationCross: z.unknown(),
  DefinedCenters: z.array(z.string()),
  Channels: z.array(responseObject({ Id: z.string(), Name: z.string() })),
}).describe('Type, authority, profile, definition, incarnation cross, defined centers and channels, as in the natal chart v2.');

const activationSchema = responseObject({
  Planet: z.string(),
  Activation: z.enum(['Personality', 'Design']),
  Gate: z.number().int().min(1).max(64),
  Line: z.number().int().min(1).max(6),
});

/** `GET /birth-time-range` and `get_birth_time_range`. */
export const birthTimeRangeOutputSchema = responseObject({
  Level: z.enum(['headline', 'activations']),
  Timezone: z.string(),
  Window: responseObject({ ...spanFields, Date: z.string(), From: z.string(), ToDate: z.string(), To: z.string(), WallClockMinutes: z.number() }),
  Segments: z.array(
    responseObject({
      ...spanFields,
      ShareOfWindow: z.number().min(0).max(1),
      Headline: headlineSchema,
      Activations: z.array(activationSchema).optional().meta({ description: 'The 26 activations (gate and line), at the activations level.' }),
    }),
  ).describe('The window cut into the exact intervals over which the chart stays the same at the chosen level, in time order.'),
  Certain: responseObject({}).describe('The headline fields that are the same over the whole window, with their value.'),
  Uncertain: z.array(
    responseObject({
      Field: z.string(),
      Alternatives: z.array(responseObject({ Value: z.unknown(), Minutes: z.number(), ShareOfWindow: z.number().min(0).max(1) })),
    }),
  ).describe('Every other headline field with its alternatives and the share of the window of each, largest first.'),
  ZoneTransitions: z.array(responseObject({ Kind: z.enum(['gap', 'fold']) })).describe('Daylight-saving gaps and folds inside the window.'),
  Warnings: z.array(z.string()),
});
