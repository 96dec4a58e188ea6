import { z } from 'zod';
import { defineOperation, type OperationContext } from '../define-operation';
import type { PictureOptions } from '../engines';
import type { FileResult } from '../file-result';
import { birthLongitudeSchema, birthMomentShape, toLocalMoment } from '../schemas/birth-moment';
import { binaryFileOutputSchema, fileOutputSchema } from '../schemas/calendar-outputs';
import { localDateTimeSchema } from '../schemas/local-date-time';
import { disambiguationSchema } from '../schemas/primitives';
import { timeZoneSchema } from '../schemas/time-zone';

/** Smallest and largest picture width in pixels. */
export const PICTURE_WIDTH_RANGE = { min: 200, max: 2000, default: 600 } as const;

export const pictureThemeSchema = z.enum(['light', 'dark']).default('light').meta({ description: 'Colors: light (default) or dark.' });

export const pictureWidthSchema = z.coerce
  .number()
  .int()
  .min(PICTURE_WIDTH_RANGE.min)
  .max(PICTURE_WIDTH_RANGE.max)
  .default(PICTURE_WIDTH_RANGE.default)
  .meta({ description: `Width in pixels, ${PICTURE_WIDTH_RANGE.min} to ${PICTURE_WIDTH_RANGE.max} (default ${PICTURE_WIDTH_RANGE.default}); the height follows.` });

const pairedFields = [
  ['date1', 'timezone1'],
  ['transitDate', 'transitTimezone'],
] as const;

const pictureInputSchema = z
  .strictObject({
    ...birthMomentShape,
    date1: localDateTimeSchema.optional().meta({ description: 'Second person\'s local birth date-time: draws the composite of the two.' }),
    timezone1: timeZoneSchema.optional().meta({ description: 'Second person\'s IANA time zone (with date1).' }),
    disambiguation1: disambiguationSchema.optional(),
    longitude1: birthLongitudeSchema.optional(),
    transitDate: localDateTimeSchema.optional().meta({ description: 'Local date-time of a transit: draws it over the natal chart.' }),
    transitTimezone: timeZoneSchema.optional().meta({ description: 'IANA time zone of transitDate.' }),
    theme: pictureThemeSchema,
    size: pictureWidthSchema,
  })
  .superRefine((input, issues) => {
    for (const [dateField, zoneField] of pairedFields) {
      if ((input[dateField] === undefined) !== (input[zoneField] === undefined)) {
        const missing = input[dateField] === undefined ? dateField : zoneField;
        issues.addIssue({ code: 'custom', path: [missing], message: `${dateField} and ${zoneField} go together: add ${missing}.` });
      }
    }
    if (input.date1 !== undefined && input.transitDate !== undefined) {
      issues.addIssue({ code: 'custom', path: ['transitDate'], message: 'Draw a composite (date1) or a transit (transitDate), not both at once.' });
    }
  });

type PictureInput = z.output<typeof pictureInputSchema>;

/** The SVG of the natal chart, the composite with `date1`, or the transit overlay with `transitDate`. */
export async function bodygraphSvgOf(input: PictureInput, context: OperationContext): Promise<string> {
  const { engines } = context;
  const options: PictureOptions = { theme: input.theme, widthPixels: input.size };
  const birth = toLocalMoment(input);
  if (input.date1 !== undefined && input.timezone1 !== undefined) {
    const second = toLocalMoment({ date: input.date1, timezone: input.timezone1, disambiguation: input.disambiguation1, longitude: input.longitude1 });
    return engines.pictures.compositeSvg(await engines.compositeChart(birth, second, 'v2'), options);
  }
  if (input.transitDate !== undefined && input.transitTimezone !== undefined) {
    return engines.pictures.transitSvg(await engines.transitChart(birth, { date: input.transitDate, timezone: input.transitTimezone }), options);
  }
  return engines.pictures.natalSvg(await engines.natalChart(birth, 'v2'), options);
}

function pictureFileName(input: PictureInput, extension: 'svg' | 'png'): string {
  const stamp = (date: string) => date.slice(0, 16).replace(/[^0-9]/g, '');
  const kind = input.date1 !== undefined ? `composite-${stamp(input.date)}-${stamp(input.date1)}` : input.transitDate !== undefined ? `transit-${stamp(input.date)}-${stamp(input.transitDate)}` : stamp(input.date);
  return `bodygraph-${kind}.${extension}`;
}

const pictureDescription =
  'The bodygraph as a picture: the nine centers (defined ones colored), the 36 channels in two halves colored by who activates each ' +
  'gate (Design red, Personality black, both striped), the 64 gates and the two activation columns, with the type, profile, authority ' +
  'and cross as its headline and accessible title. With date1/timezone1 it draws the composite of two people; with ' +
  'transitDate/transitTimezone the transit over the natal chart (that one needs the enhanced tier). The same chart always gives the ' +
  'same bytes (the ETag says so). Costs 1 unit.';

const pictureTags = ['Charts'];

/** `GET /bodygraph.svg` (core; a transit overlay enhanced; 1 unit). */
export const bodygraphSvg = defineOperation({
  name: 'bodygraph_svg',
  offload: true,
  category: 'core',
  oauthScopes: ['charts'],
  categoryFor: (input) => (input.transitDate === undefined ? 'core' : 'enhanced'),
  units: 1,
  pure: true,
  input: pictureInputSchema,
  output: fileOutputSchema,
  summary: 'The bodygraph as an SVG picture (natal, composite with date1, transit overlay with transitDate).',
  rest: { method: 'get', path: '/bodygraph.svg', tags: pictureTags, responseMediaType: 'image/svg+xml', description: pictureDescription },
  run: async (input, context): Promise<FileResult> => ({
    fileName: pictureFileName(input, 'svg'),
    mediaType: 'image/svg+xml',
    disposition: 'inline',
    text: await bodygraphSvgOf(input, context),
  }),
});

/** `GET /bodygraph.png` (core; a transit overlay enhanced; 1 unit). */
export const bodygraphPng = defineOperation({
  name: 'bodygraph_png',
  offload: true,
  category: 'core',
  oauthScopes: ['charts'],
  categoryFor: (input) => (input.transitDate === undefined ? 'core' : 'enhanced'),
  units: 1,
  pure: true,
  input: pictureInputSchema,
  output: binaryFileOutputSchema,
  summary: 'The bodygraph as a PNG picture (natal, composite with date1, transit overlay with transitDate).',
  rest: { method: 'get', path: '/bodygraph.png', tags: pictureTags, responseMediaType: 'image/png', description: pictureDescription },
  run: async (input, context): Promise<FileResult> => ({
    fileName: pictureFileName(input, 'png'),
    mediaType: 'image/png',
    disposition: 'inline',
    bytes: await context.engines.pictures.png(await bodygraphSvgOf(input, context), input.size),
  }),
});
