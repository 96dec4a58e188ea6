import { z } from 'zod';
import { responseObject } from './response-object';

const instant = responseObject({
  Utc: z.string().meta({ description: 'UTC, YYYY-MM-DDTHH:MM:SS.sssZ, to the millisecond.' }),
  Local: z.string().meta({ description: 'Wall time in the birth zone, YYYY-MM-DDTHH:MM:SS.' }),
});

const natalPosition = responseObject({
  Gate: z.number().int().min(1).max(64),
  Line: z.number().int().min(1).max(6),
  ZodiacSign: z.string(),
  LongitudeDegrees: z.number().min(0).lt(360),
});
const gateFocus = responseObject({ Gate: z.number().int().min(1).max(64), Name: z.string(), Theme: z.string() });
const channelName = responseObject({ Id: z.string(), Name: z.string() });

/** The chart cast for a return or progressed instant, exactly as a natal chart is. */
export const returnChartOutputSchema = responseObject({
  Type: z.string(),
  Definition: z.string(),
  Authority: z.string(),
  Profile: z.string(),
  Planets: responseObject({ Personality: z.record(z.string(), responseObject({})), Design: z.record(z.string(), responseObject({})) }),
  ActiveGates: z.array(z.number().int().min(1).max(64)),
  Channels: z.array(responseObject({ Id: z.string(), Name: z.string() })),
  DefinedCenters: z.array(z.string()),
});

/** `GET /solar-return`. */
export const solarReturnOutputSchema = responseObject({
  Year: z.number().int(),
  Return: instant,
  NatalSun: natalPosition,
  Chart: returnChartOutputSchema,
  YearTheme: responseObject({ MainTheme: z.string(), SunGate: gateFocus, EarthGate: gateFocus, KeyChannels: z.array(channelName), Highlights: z.array(z.string()) }),
}).describe('The instant the Sun returns to its natal longitude in the year, the chart cast then, and the theme of the year.');

/** `GET /lunar-return`. */
export const lunarReturnOutputSchema = responseObject({
  Month: z.string(),
  Returns: z.array(instant),
  NatalMoon: natalPosition,
  Chart: returnChartOutputSchema,
  MonthTheme: responseObject({ MainTheme: z.string(), MoonGate: gateFocus, EmotionalTone: z.string(), Highlights: z.array(z.string()) }),
}).describe('Every instant of the month the Moon returns to its natal longitude, the chart at the first, and the theme of the month.');

/** `GET /saturn-return`, `/chiron-return`, `/uranus-opposition`. */
export const cycleReturnsOutputSchema = responseObject({
  Kind: z.enum(['saturn', 'chiron', 'uranus-opposition']),
  Natal: responseObject({ Planet: z.string(), Gate: z.number().int(), Line: z.number().int(), ZodiacSign: z.string(), LongitudeDegrees: z.number() }),
  TargetLongitudeDegrees: z.number().meta({ description: 'The natal longitude (a return) or the natal longitude + 180° (the Uranus opposition).' }),
  Returns: z.array(
    responseObject({
      Number: z.number().int(),
      Passes: z.array(instant),
      Age: z.number().nullable(),
      HasOccurred: z.boolean(),
      AsOf: z.string(),
      Chart: returnChartOutputSchema.nullable(),
      Note: z.string().optional().meta({ description: 'Why a return has no passes or only some (beyond the supported range, after 2200).' }),
    }),
  ),
  Meaning: responseObject({}),
}).describe('Each return (or the opposition) with every exact pass, the age at the first, whether it has occurred, the chart then, and its meaning.');

/** `GET /progressed-chart`. */
export const progressedChartOutputSchema = responseObject({
  ProgressedTo: instant,
  ProgressedInstant: instant,
  Progressed: returnChartOutputSchema,
  Comparison: responseObject({ NatalType: z.string(), ProgressedType: z.string(), NatalProfile: z.string(), ProgressedProfile: z.string() }),
  Changes: responseObject({
    TypeChanged: z.boolean(),
    ProfileChanged: z.boolean(),
    AuthorityChanged: z.boolean(),
    NewGates: z.array(z.number().int()),
    NewChannels: z.array(responseObject({ Id: z.string(), Name: z.string() })),
    NewDefinedCenters: z.array(z.string()),
    Summary: z.string(),
  }),
}).describe('The secondary progressed chart (one day of life per year) and what changed against the natal chart.');
