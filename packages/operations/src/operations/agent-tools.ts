import { z } from 'zod';
import { defineOperation, type OperationContext } from '../define-operation';
import type { PictureOptions } from '../engines';
import { pngToolImage, type ToolImage } from '../tools/tool-image';
import type { NatalChartV1, NatalChartV2, NatalChartV3 } from '@mandala/bodygraph';
import { agentBirthMomentSchema, agentBirthMomentShape, toLocalMoment } from '../schemas/birth-moment';
import { gateNumberOfId } from '../schemas/gate-number';
import { localDateTimeSchema } from '../schemas/local-date-time';
import { CORE_CHART_FIELDS, generateChartOutputSchema } from '../schemas/generate-chart-output';
import { compositeChartOutputSchema, looseListSchema, looseRecordSchema, transitChartOutputSchema } from '../schemas/outputs';
import { limitSchema, searchTextSchema } from '../schemas/primitives';
import { timeZoneSchema } from '../schemas/time-zone';
import { utcMoment } from './planetary-positions';

/**
 * Detail levels of `generate_chart`: `core` = the headline fields of chart v1 ({@link coreChartFields}),
 * `standard` = chart v2 (adds gates with their activations, the nine centers), `full` = chart v3.
 */
export const detailLevelSchema = z
  .enum(['core', 'standard', 'full'])
  .default('core')
  .meta({
    description:
      'core: Type, Strategy, Authority, Profile, Definition, IncarnationCross, DefinedCenters, Channels (plus birth and design instants). ' +
      'standard: the v2 chart, adding Gates with their planetary activations and the nine Centers. ' +
      'full: the v3 chart, adding Planets with zodiac signs and retrogrades, colors, tones and Variables.',
  });

/** The fields a `core` chart keeps of chart v1 (its output schema is `coreNatalChartOutputSchema`). */
export const coreChartFields = CORE_CHART_FIELDS;

/** The `core` projection of a v1 chart: the fields of {@link coreChartFields}. */
export type CoreNatalChart = Pick<NatalChartV1, (typeof CORE_CHART_FIELDS)[number]>;

function coreChart(chart: NatalChartV1): CoreNatalChart {
  const core: Partial<Record<keyof CoreNatalChart, unknown>> = {};
  for (const field of coreChartFields) core[field] = chart[field];
  return core as CoreNatalChart;
}

const includeImageSchema = z
  .boolean()
  .default(false)
  .meta({ description: 'true: also return the bodygraph picture (PNG, 600 px wide) to show the user. Default false.' });

const imageOptions: PictureOptions = { theme: 'light', widthPixels: 600 };

/** The PNG of a bodygraph SVG as a tool image, with the SVG's title as its words. */
async function pictureImage(context: OperationContext, svg: string): Promise<ToolImage> {
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(svg)?.[1] ?? 'Human Design bodygraph';
  return pngToolImage(await context.engines.pictures.png(svg, imageOptions.widthPixels), `Bodygraph: ${unescapeXml(title)}`);
}

function unescapeXml(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
}

const chartVersionOfDetailLevel = { standard: 'v2', full: 'v3' } as const;

/** `resolve_timezone` (0 units, core). */
export const resolveTimezoneTool = defineOperation({
  name: 'resolve_timezone',
  category: 'core',
  oauthScopes: ['charts'],
  units: 0,
  input: z.strictObject({
    query: searchTextSchema.meta({ description: 'A place name ("Hamburg, Germany") or an IANA zone name ("Europe/Berlin").' }),
  }),
  output: looseRecordSchema,
  summary: 'Finds the IANA time zone of a place.',
  tool: {
    name: 'resolve_timezone',
    path: 'resolve-timezone',
    title: 'Resolve a place to its time zone',
    description:
      'Looks up a city or place name (or checks an IANA zone name) and returns the IANA time zone (for example Europe/Berlin), the ' +
      'matched place with its country and coordinates, and the zone\'s current UTC offset. Use it before generate_chart when the user ' +
      'gives a birth place instead of a time zone. A time-zone abbreviation (EST, CEST) or UTC offset (UTC+2) is not a place: it is ' +
      'answered with the error ambiguous_timezone listing the zones it may mean. Costs 0 units. Example arguments: {"query": "Hamburg, Germany"}.',
  },
  run: (input, context) => context.engines.locations.resolveTimezone(input.query),
});

/** `generate_chart` (and its alias `get_chart`): 1 unit; `standard`/`full` detail needs the enhanced tier. */
export const generateChartTool = defineOperation({
  name: 'generate_chart',
  category: 'core',
  oauthScopes: ['charts'],
  units: 1,
  pure: true,
  offload: true,
  input: z.strictObject({ ...agentBirthMomentShape, detailLevel: detailLevelSchema, includeImage: includeImageSchema }),
  output: generateChartOutputSchema,
  summary: 'Calculates a natal bodygraph chart from a local birth date-time and an IANA time zone.',
  categoryFor: (input) => (input.detailLevel === 'core' ? 'core' : 'enhanced'),
  tool: {
    name: 'generate_chart',
    path: 'generate-chart',
    app: 'bodygraph',
    aliases: ['get_chart'],
    title: 'Generate a natal chart',
    description:
      'Calculates a person\'s bodygraph chart from the local birth date-time on the clock where they were born and that place\'s ' +
      'IANA time zone. Use it whenever a user asks about their own or someone\'s chart; call resolve_timezone first if you only know ' +
      'the birth place. birthDateTime has no "Z" and no offset. detailLevel "core" (default, every plan) returns type, strategy, ' +
      'authority, profile, definition, incarnation cross, defined centers and channels; "standard" adds gates with their planetary ' +
      'activations and the nine centers; "full" is the complete chart with planets, zodiac signs, colors, tones and variables ' +
      '("standard" and "full" need a Startup plan or higher). With includeImage: true the answer also carries the bodygraph ' +
      'picture as a PNG (an image content item on MCP, `image.base64` on Agent HTTP) to show the user. Costs 1 unit. ' +
      'Example arguments: {"birthDateTime": "1990-05-15T14:30", "timezone": "Europe/Berlin", "detailLevel": "core"}.',
  },
  toolImage: async (input, _chart, context) =>
    input.includeImage ? pictureImage(context, context.engines.pictures.natalSvg(await context.engines.natalChart(toLocalMoment(input), 'v2'), imageOptions)) : undefined,
  run: async (input, context): Promise<CoreNatalChart | NatalChartV2 | NatalChartV3> => {
    const birth = toLocalMoment(input);
    if (input.detailLevel === 'core') return coreChart(await context.engines.natalChart(birth, 'v1'));
    return context.engines.natalChart(birth, chartVersionOfDetailLevel[input.detailLevel]);
  },
});

/** `generate_composite_chart`: two people; 1 unit; `standard`/`full` (composite v2) needs the enhanced tier. */
export const generateCompositeChartTool = defineOperation({
  name: 'generate_composite_chart',
  category: 'core',
  oauthScopes: ['charts'],
  units: 1,
  pure: true,
  offload: true,
  input: z.strictObject({
    personA: agentBirthMomentSchema,
    personB: agentBirthMomentSchema,
    version: z
      .enum(['v1', 'v2'])
      .default('v1')
      .meta({ description: 'v1: both charts and the combined channels. v2: adds chemistry scores, gate-by-gate comparison and dynamics.' }),
    includeImage: includeImageSchema,
  }),
  output: compositeChartOutputSchema,
  summary: 'Calculates the composite (relationship) chart of two people.',
  categoryFor: (input) => (input.version === 'v1' ? 'core' : 'enhanced'),
  tool: {
    name: 'generate_composite_chart',
    path: 'generate-composite-chart',
    app: 'bodygraph',
    title: 'Generate a composite chart for two people',
    description:
      'Combines the charts of two people and reports the channels their gates complete together (electromagnetic, companion, ' +
      'compromise and dominance connections). Use it for relationship or compatibility questions. Each person is given as a local ' +
      'birth date-time and IANA time zone. version "v1" works on every plan; "v2" adds chemistry scores and needs ' +
      'a Startup plan or higher. With includeImage: true the answer also carries the composite bodygraph (both people in two ' +
      'colors) as a PNG (an image content item on MCP, `image.base64` on Agent HTTP). Costs 1 unit. Example arguments: ' +
      '{"personA": {"birthDateTime": "1990-05-15T14:30", "timezone": "Europe/Berlin"}, "personB": {"birthDateTime": ' +
      '"1988-11-02T08:05", "timezone": "America/New_York"}}.',
  },
  toolImage: async (input, _composite, context) =>
    input.includeImage
      ? pictureImage(
          context,
          context.engines.pictures.compositeSvg(await context.engines.compositeChart(toLocalMoment(input.personA), toLocalMoment(input.personB), 'v2'), imageOptions),
        )
      : undefined,
  run: (input, context) =>
    context.engines.compositeChart(toLocalMoment(input.personA), toLocalMoment(input.personB), input.version),
});

const referenceKinds = ['gate', 'channel', 'center', 'profile', 'cross', 'type', 'authority'] as const;

/** `get_reference_item` (0 units, core): one gate, channel, center, profile, cross, type or authority. */
export const getReferenceItemTool = defineOperation({
  name: 'get_reference_item',
  category: 'core',
  oauthScopes: ['charts'],
  units: 0,
  input: z.strictObject({
    kind: z.enum(referenceKinds),
    id: z
      .union([z.string().trim().min(1).max(80), z.number().int()])
      .meta({ description: 'Gate number (1-64), channel "34-20", center "Sacral", profile "1/3", cross, type or authority name.' }),
  }),
  output: looseRecordSchema,
  summary: 'Looks up one item of the reference library.',
  tool: {
    name: 'get_reference_item',
    path: 'get-reference-item',
    title: 'Look up a reference item',
    description:
      'Returns the reference description of one gate, channel, center, profile, incarnation cross, type or authority. Use it to ' +
      'explain an element that appears in a chart. Identifiers: a gate number (1-64), a channel as two gates joined by "-" ' +
      '("34-20", either order), a center name ("Solar Plexus"), a profile ("1/3", "4-6" or "51"), or a cross, type or authority ' +
      'name. Unknown items return not found. Costs 0 units. Example arguments: {"kind": "channel", "id": "34-20"}.',
  },
  run: (input, context) => {
    const reference = context.engines.reference;
    const id = String(input.id);
    switch (input.kind) {
      case 'gate':
        return reference.getGate(gateNumberOfId(input.id, 'id'));
      case 'channel':
        return reference.getChannel(id);
      case 'center':
        return reference.getCenter(id);
      case 'profile':
        return reference.getProfile(id);
      default:
        return reference.getItem(input.kind, id);
    }
  },
});

/** `get_transits` (1 unit, enhanced): a natal chart overlaid with a transit moment (default now, UTC). */
export const getTransitsTool = defineOperation({
  name: 'get_transits',
  category: 'enhanced',
  oauthScopes: ['charts'],
  units: 1,
  offload: true,
  input: z.strictObject({
    ...agentBirthMomentShape,
    transitDateTime: localDateTimeSchema.optional(),
    transitTimezone: timeZoneSchema.optional(),
  }),
  output: transitChartOutputSchema,
  summary: 'Overlays the planets of a transit moment on a natal chart.',
  tool: {
    name: 'get_transits',
    path: 'get-transits',
    app: 'bodygraph',
    title: 'Get transits for a chart',
    description:
      'Calculates which gates and channels the planets of a transit moment (default: now) activate in a person\'s natal chart, ' +
      'including channels completed between natal and transit gates. Use it for questions about current or future influences. ' +
      'Needs a Startup plan or higher. Costs 1 unit. Example arguments: {"birthDateTime": "1990-05-15T14:30", "timezone": ' +
      '"Europe/Berlin", "transitDateTime": "2026-01-01T12:00", "transitTimezone": "UTC"}.',
  },
  run: (input, context) =>
    context.engines.transitChart(
      toLocalMoment(input),
      input.transitDateTime === undefined
        ? utcMoment(context.now())
        : { date: input.transitDateTime, timezone: input.transitTimezone ?? 'UTC' },
    ),
});

/** `search_celebrities` (0 units, business). */
export const searchCelebritiesTool = defineOperation({
  name: 'search_celebrities',
  category: 'business',
  oauthScopes: ['charts'],
  units: 0,
  input: z.strictObject({
    query: searchTextSchema,
    limit: limitSchema(10, 100),
    type: z.string().trim().min(1).max(40).optional().meta({ description: 'Only people of this type, e.g. "Projector".' }),
    profile: z.string().trim().min(1).max(10).optional().meta({ description: 'Only people with this profile, e.g. "5/1".' }),
    authority: z.string().trim().min(1).max(40).optional().meta({ description: 'Only people with this authority, e.g. "Splenic".' }),
  }),
  output: looseListSchema,
  summary: 'Searches the celebrity chart database by name.',
  tool: {
    name: 'search_celebrities',
    path: 'search-celebrities',
    title: 'Search celebrity charts',
    description:
      'Finds well-known people by name and returns their birth data with basic chart facts (type, profile, authority). Use it when ' +
      'a user asks about a public figure\'s chart or wants examples of a type or profile; narrow the result with the optional ' +
      'type, profile and authority filters. For people whose birth time is unknown (TimeKnown false) the chart is cast for 12:00 ' +
      'and CertainOverBirthDay lists the facts that hold whatever the time that day; the filters match them only on those. ' +
      'Needs a Business plan. Costs 0 units. ' +
      'Example arguments: {"query": "Einstein", "limit": 5}.',
  },
  run: (input, context) => {
    const { query, ...options } = input;
    return context.engines.celebrities.searchCelebrities(query, options);
  },
});
