import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { birthMomentShape, toLocalMoment } from '../schemas/birth-moment';
import { yearMonthSchema, yearSchema } from '../schemas/primitives';
import { cycleReturnsOutputSchema, lunarReturnOutputSchema, progressedChartOutputSchema, solarReturnOutputSchema } from '../schemas/return-outputs';
import type { CycleKind } from '../engines';
import { birthInputSchema, lunarReturnInputSchema, progressedInputSchema, solarReturnInputSchema } from './return-inputs';

const returnTags = ['Returns and progressions'];

/** `GET /solar-return` (enhanced, 1 unit). */
export const solarReturn = defineOperation({
  name: 'solar_return',
  category: 'enhanced',
  oauthScopes: ['charts'],
  units: 1,
  pure: true,
  offload: true,
  input: solarReturnInputSchema,
  output: solarReturnOutputSchema,
  summary: 'Solar return: the exact instant in a year the Sun returns to its natal longitude, the chart cast then, and the theme of the year.',
  rest: { method: 'get', path: '/solar-return', tags: returnTags },
  cli: { command: 'return solar' },
  run: (input, context) => context.engines.calendar.solarReturn({ birth: toLocalMoment(input), year: input.year }),
});

/** `GET /lunar-return` (enhanced, 1 unit). */
export const lunarReturn = defineOperation({
  name: 'lunar_return',
  category: 'enhanced',
  oauthScopes: ['charts'],
  units: 1,
  pure: true,
  offload: true,
  input: lunarReturnInputSchema,
  output: lunarReturnOutputSchema,
  summary: 'Lunar return: every instant of a month the Moon returns to its natal longitude, the chart at the first, and the theme of the month.',
  rest: { method: 'get', path: '/lunar-return', tags: returnTags },
  cli: { command: 'return lunar' },
  run: (input, context) => context.engines.calendar.lunarReturn({ birth: toLocalMoment(input), month: input.month }),
});

function cycleOperation(kind: CycleKind, name: string, path: string, summary: string) {
  return defineOperation({
    name,
    category: 'enhanced',
    oauthScopes: ['charts'],
    units: 1,
    offload: true,
    input: birthInputSchema,
    output: cycleReturnsOutputSchema,
    summary,
    rest: { method: 'get', path, tags: returnTags },
    cli: { command: `return ${kind}` },
    run: (input, context) => context.engines.calendar.cycleReturns({ birth: toLocalMoment(input), kind, asOf: context.now() }),
  });
}

/** `GET /saturn-return` (enhanced, 1 unit): the three returns with every pass. */
export const saturnReturn = cycleOperation(
  'saturn',
  'saturn_return',
  '/saturn-return',
  'Saturn returns (near 29, 58 and 88): every exact pass of Saturn over its natal longitude, the age, whether it has occurred, the chart then, and the meaning.',
);
/** `GET /chiron-return` (enhanced, 1 unit). */
export const chironReturn = cycleOperation(
  'chiron',
  'chiron_return',
  '/chiron-return',
  'Chiron return (near 50): every exact pass of Chiron over its natal longitude, the age, whether it has occurred, the chart then, and the meaning.',
);
/** `GET /uranus-opposition` (enhanced, 1 unit). */
export const uranusOpposition = cycleOperation(
  'uranus-opposition',
  'uranus_opposition',
  '/uranus-opposition',
  'Uranus opposition (near 40 to 44): every exact instant Uranus stands 180° from its natal longitude, the age, the chart then, and the meaning.',
);

/** `GET /progressed-chart` and the `get_progressed_chart` tool (enhanced, 1 unit). */
export const progressedChart = defineOperation({
  name: 'progressed_chart',
  category: 'enhanced',
  oauthScopes: ['charts'],
  units: 1,
  pure: true,
  offload: true,
  input: progressedInputSchema,
  output: progressedChartOutputSchema,
  summary: 'Secondary progressed chart (one day of life for each year): the chart cast at the progressed instant, compared with the natal chart.',
  rest: { method: 'get', path: '/progressed-chart', tags: returnTags },
  cli: { command: 'progressed' },
  tool: {
    name: 'get_progressed_chart',
    path: 'get-progressed-chart',
    birthDateTimeAt: [''],
    title: 'Get the progressed chart',
    description:
      'Casts the secondary progressed chart of a person (one day after birth for each year of life) for a date, and says what changed ' +
      'against the natal chart: type, profile, authority, new gates, channels and defined centers. Use it for questions about how a ' +
      'person has developed or what a period of life emphasises. birthDateTime is the local birth date-time (no Z, no offset), timezone its IANA ' +
      'zone, progressedTo a local date-time in the same zone after the birth. Needs a Startup plan or higher. Costs 1 unit. ' +
      'Example arguments: {"birthDateTime": "1990-05-15T14:30", "timezone": "Europe/Berlin", "progressedTo": "2026-05-15T12:00"}.',
  },
  run: (input, context) => context.engines.calendar.progressedChart({ birth: toLocalMoment(input), progressedTo: input.progressedTo }),
});

const returnKinds = ['solar', 'lunar', 'saturn', 'chiron', 'uranus-opposition'] as const;

/** The `get_return_chart` tool (enhanced, 1 unit): every return endpoint behind one `kind`. */
export const getReturnChartTool = defineOperation({
  name: 'get_return_chart',
  category: 'enhanced',
  oauthScopes: ['charts'],
  units: 1,
  offload: true,
  input: z
    .strictObject({
      ...birthMomentShape,
      kind: z.enum(returnKinds).meta({ description: 'solar (needs year), lunar (needs month), saturn, chiron or uranus-opposition.' }),
      year: yearSchema.optional().meta({ description: 'Calendar year of a solar return, 1900-2100, not before the birth year.' }),
      month: yearMonthSchema.optional().meta({ description: 'Month of a lunar return, YYYY-MM, not before the birth month.' }),
    })
    .superRefine((input, context) => {
      // The year and month rules are the REST operations' own: their issues are passed on.
      const copyIssues = (result: z.ZodSafeParseResult<unknown>) => {
        if (!result.success) for (const issue of result.error.issues) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      };
      const birth = { date: input.date, timezone: input.timezone };
      if (input.kind === 'solar') {
        if (input.year === undefined) context.addIssue({ code: 'custom', path: ['year'], message: 'A solar return needs the year.' });
        else copyIssues(solarReturnInputSchema.safeParse({ ...birth, year: input.year }));
      } else if (input.year !== undefined) context.addIssue({ code: 'custom', path: ['year'], message: 'The year applies to the solar return only.' });
      if (input.kind === 'lunar') {
        if (input.month === undefined) context.addIssue({ code: 'custom', path: ['month'], message: 'A lunar return needs the month (YYYY-MM).' });
        else copyIssues(lunarReturnInputSchema.safeParse({ ...birth, month: input.month }));
      } else if (input.month !== undefined) context.addIssue({ code: 'custom', path: ['month'], message: 'The month applies to the lunar return only.' });
    }),
  output: z.union([solarReturnOutputSchema, lunarReturnOutputSchema, cycleReturnsOutputSchema]),
  summary: 'A return of a natal chart by kind: solar (a year), lunar (a month), Saturn, Chiron, or the Uranus opposition.',
  tool: {
    name: 'get_return_chart',
    path: 'get-return-chart',
    birthDateTimeAt: [''],
    title: 'Get a return chart',
    description:
      'Finds the exact moment a planet returns to where it stood at birth and casts the chart for it: kind "solar" (the Sun, once a ' +
      'year; give year), "lunar" (the Moon, about monthly; give month as YYYY-MM), "saturn" (near ages 29, 58 and 88), "chiron" (near ' +
      '50) or "uranus-opposition" (Uranus opposite its birth place, near 40 to 44), with the theme or meaning of the cycle. Use it for ' +
      'birthday, new-month or life-cycle questions. birthDateTime is the local birth date-time (no Z, no offset), timezone its IANA zone. Needs ' +
      'a Startup plan or higher. Costs 1 unit. Example arguments: {"birthDateTime": "1990-05-15T14:30", "timezone": "Europe/Berlin", "kind": ' +
      '"solar", "year": 2026}.',
  },
  run: (input, context) => {
    const birth = toLocalMoment(input);
    if (input.kind === 'solar') return context.engines.calendar.solarReturn({ birth, year: input.year ?? 0 });
    if (input.kind === 'lunar') return context.engines.calendar.lunarReturn({ birth, month: input.month ?? '' });
    return context.engines.calendar.cycleReturns({ birth, kind: input.kind, asOf: context.now() });
  },
});
