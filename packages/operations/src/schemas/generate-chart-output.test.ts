import { describe, expect, it } from 'vitest';
import { createDefaultEngines } from '../default-engines';
import { generateChartTool } from '../operations/agent-tools';
import { natalChartV1, natalChartV2, natalChartV3 } from '../operations/natal-chart';
import { CORE_CHART_FIELDS, coreNatalChartOutputSchema, generateChartOutputSchema } from './generate-chart-output';
import { natalChartV1OutputSchema, natalChartV2OutputSchema, natalChartV3OutputSchema } from './natal-chart-output';

const context = { engines: createDefaultEngines(), now: () => new Date('2026-01-01T00:00:00Z') };
const levels = ['core', 'standard', 'full'] as const;
const schemaOfLevel = { core: coreNatalChartOutputSchema, standard: natalChartV2OutputSchema, full: natalChartV3OutputSchema };

async function generatedChart(detailLevel: (typeof levels)[number], birthDateTime = '1990-05-15T14:30', timezone = 'Europe/Berlin') {
  const input = generateChartTool.input.parse({ birthDateTime, timezone, detailLevel });
  return generateChartTool.run(input, context);
}

describe('generate_chart output schema', () => {
  it.each(levels)('accepts the %s chart and only the matching member schema does', async (level) => {
    const chart = await generatedChart(level);
    expect(generateChartOutputSchema.safeParse(chart).success).toBe(true);
    for (const other of levels) expect(schemaOfLevel[other].safeParse(chart).success).toBe(other === level);
  });

  it('keeps the core fields in chart order', async () => {
    const chart = (await generatedChart('core', '2021-03-28T02:30')) as Record<string, unknown>;
    expect(Object.keys(chart)).toEqual([...CORE_CHART_FIELDS]);
    expect(Object.keys(coreNatalChartOutputSchema.shape)).toEqual([...CORE_CHART_FIELDS]);
    expect(chart.Warnings).toEqual(['nonexistent_local_time']);
  });

  it('refuses a v1 chart and a core chart with an extra field', async () => {
    const chart = (await generatedChart('core')) as Record<string, unknown>;
    expect(generateChartOutputSchema.safeParse({ ...chart, Gates: [] }).success).toBe(false);
    expect(generateChartOutputSchema.safeParse(await natalChartV1.run(natalChartV1.input.parse({ date: '1990-05-15T14:30', timezone: 'Europe/Berlin' }), context)).success).toBe(false);
  });
});

describe('natal chart operations', () => {
  it('declare the exact schema of their version', () => {
    expect(natalChartV1.output).toBe(natalChartV1OutputSchema);
    expect(natalChartV2.output).toBe(natalChartV2OutputSchema);
    expect(natalChartV3.output).toBe(natalChartV3OutputSchema);
  });
});
