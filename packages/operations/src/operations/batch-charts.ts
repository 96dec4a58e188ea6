import type { NatalChart } from '@mandala/bodygraph';
import { z } from 'zod';
import { defineOperation } from '../define-operation';
import type { OperationContext } from '../define-operation';
import { toOperationFailure } from '../operation-failure';
import { responseObject } from '../schemas/response-object';
import { batchCsv } from './batch-csv';
import { MAXIMUM_BATCH_CHARTS, checkBatchEntries } from './batch-entries';

const countMessage = `A batch holds 1 to ${MAXIMUM_BATCH_CHARTS} charts.`;

/** One entry's answer: the chart, or the error of that entry alone. */
export interface BatchResult {
  readonly Id: string;
  readonly Date: unknown;
  readonly Timezone: unknown;
  readonly Status: 'success' | 'error';
  readonly Chart?: NatalChart;
  readonly Error?: { readonly error: string; readonly message: string };
}

/** A batch's answer. */
export interface BatchAnswer {
  readonly Version: 'v1' | 'v2' | 'v3';
  readonly Results: BatchResult[];
  readonly Summary: {
    readonly TypeDistribution: Record<string, number>;
    readonly ProfileDistribution: Record<string, number>;
    readonly MostCommonGates: { readonly Gate: number; readonly Count: number }[];
    readonly Succeeded: number;
    readonly Failed: number;
    readonly ProcessingTimeMs: number;
  };
}

function nameOf(value: string | { Name?: string; Id?: string }): string {
  return typeof value === 'string' ? value : (value.Name ?? value.Id ?? '');
}

function profileOf(value: string | { Id?: string }): string {
  return typeof value === 'string' ? value : (value.Id ?? '');
}

function countInto(counts: Record<string, number>, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1;
}

async function computeBatch(input: { charts: unknown[]; version: 'v1' | 'v2' | 'v3' }, context: OperationContext): Promise<BatchAnswer> {
  const started = performance.now();
  const results: BatchResult[] = [];
  const types: Record<string, number> = {};
  const profiles: Record<string, number> = {};
  const gateCounts = new Map<number, number>();
  for (const entry of checkBatchEntries(input.charts)) {
    if (!entry.ok) {
      results.push({ Id: entry.id, Date: entry.date, Timezone: entry.timezone, Status: 'error', Error: entry.error });
      continue;
    }
    try {
      const chart: NatalChart = await context.engines.natalChart(entry.birth, input.version);
      results.push({ Id: entry.id, Date: entry.date, Timezone: entry.timezone, Status: 'success', Chart: chart });
      countInto(types, nameOf(chart.Type));
      countInto(profiles, profileOf(chart.Profile));
      for (const gate of new Set(chart.Gates.map((activation) => activation.Gate))) gateCounts.set(gate, (gateCounts.get(gate) ?? 0) + 1);
    } catch (error) {
      const refusal = toOperationFailure(error);
      results.push({ Id: entry.id, Date: entry.date, Timezone: entry.timezone, Status: 'error', Error: { error: refusal.code, message: refusal.message } });
    }
  }
  const succeeded = results.filter((result) => result.Status === 'success').length;
  return {
    Version: input.version,
    Results: results,
    Summary: {
      TypeDistribution: types,
      ProfileDistribution: profiles,
      MostCommonGates: [...gateCounts]
        .sort((first, second) => second[1] - first[1] || first[0] - second[0])
        .slice(0, 10)
        .map(([gate, count]) => ({ Gate: gate, Count: count })),
      Succeeded: succeeded,
      Failed: results.length - succeeded,
      ProcessingTimeMs: Math.round((performance.now() - started) * 100) / 100,
    },
  };
}

const batchInputSchema = z.strictObject({
  charts: z
    .array(z.unknown(), { error: `The charts must be a list of 1 to ${MAXIMUM_BATCH_CHARTS} entries { id?, date, timezone }.` })
    .min(1, countMessage)
    .max(MAXIMUM_BATCH_CHARTS, countMessage)
    .meta({ description: `1 to ${MAXIMUM_BATCH_CHARTS} entries { id?, date, timezone, disambiguation? }; each answers on its own.` }),
  version: z.enum(['v1', 'v2', 'v3']).default('v3').meta({ description: 'Chart version of every entry; default v3.' }),
});

const batchOutputSchema = responseObject({
  Version: z.enum(['v1', 'v2', 'v3']),
  Results: z.array(
    responseObject({
      Id: z.string(),
      Status: z.enum(['success', 'error']),
      Chart: responseObject({}).optional(),
      Error: responseObject({ error: z.string(), message: z.string() }).optional(),
    }),
  ),
  Summary: responseObject({
    TypeDistribution: z.record(z.string(), z.number().int()),
    ProfileDistribution: z.record(z.string(), z.number().int()),
    MostCommonGates: z.array(responseObject({ Gate: z.number().int(), Count: z.number().int() })),
    Succeeded: z.number().int(),
    Failed: z.number().int(),
    ProcessingTimeMs: z.number(),
  }),
}).describe('Each entry in input order with its chart or its own error, and a summary of the batch.');

const batchDescription =
  'Charges 1 unit for each entry that can be calculated (checked before any chart is computed: the quota must cover all of them, ' +
  'or the call answers 429 and charges nothing); entries with errors cost nothing. Refuses an Idempotency-Key (400).';

/** `POST /batch/charts` and the `generate_chart_batch` tool (business, 1 unit per chart). */
export const batchCharts = defineOperation({
  name: 'batch_charts',
  category: 'business',
  oauthScopes: ['charts'],
  units: 1,
  unitsFor: (input) => checkBatchEntries(input.charts).filter((entry) => entry.ok).length,
  refusesIdempotencyKey: true,
  pure: true,
  offload: true,
  input: batchInputSchema,
  output: batchOutputSchema,
  summary: `Natal charts of up to ${MAXIMUM_BATCH_CHARTS} births in one call, each answering on its own, with a summary. ${batchDescription}`,
  rest: { method: 'post', path: '/batch/charts', tags: ['Charts'], alternateFormats: { 'text/csv': (value) => batchCsv(value as BatchAnswer) } },
  tool: {
    name: 'generate_chart_batch',
    path: 'generate-chart-batch',
    birthDateTimeAt: ['charts'],
    title: 'Generate charts for a list of people',
    description:
      `Calculates the natal charts of up to ${MAXIMUM_BATCH_CHARTS} people at once (for example a coach's client list); each entry ` +
      'answers on its own, so one bad time zone does not fail the others, and the summary gives the distribution of types and ' +
      'profiles and the most common gates. Each entry: {"id"?: your id, "birthDateTime": local birth date-time (no Z, no offset), "timezone": ' +
      'IANA zone}. version v1, v2 or v3 (default v3). Needs a Business plan. Costs 1 unit per chart calculated; entries with errors ' +
      'cost nothing. Example arguments: {"charts": [{"id": "ana", "birthDateTime": "1990-05-15T14:30", "timezone": "Europe/Berlin"}], "version": "v1"}.',
  },
  run: (input, context) => computeBatch(input, context),
});
