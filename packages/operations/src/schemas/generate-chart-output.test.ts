import { describe, expect, it } from 'vitest';
import { createDefaultEngines } from '../default-engines';
import { generateChartTool } from '../operations/agent-tools';
import { natalChartV1, natalChartV2, natalChartV3 } from '../operations/natal-chart';
import { undeclaredFields } from '../test-support/undeclared-fields';
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
  it.each(levels)('accepts the %s chart, which declares no field beyond its own level\'s schema', async (level) => {
    const chart = await generatedChart(level);
    expect(generateChartOutputSchema.safeParse(chart).success).toBe(true);
    expect(schemaOfLevel[level].safeParse(chart).success).toBe(true);
    expect(undeclaredFields(schemaOfLevel[level], chart)).toEqual([]);
    expect(undeclaredFields(generateChartOutputSchema, chart)).toEqual([]);
  });

  it.each(levels)('tells the %s chart from the other levels: their schemas refuse it or miss some of its fields', async (level) => {
    const chart = await generatedChart(level);
    for (const other of levels.filter((candidate) => candidate !== level)) {
      // Only the full chart reads as standard (v3 is v2 plus four fields); every other pair differs in a field's type.
      if (level === 'full' && other === 'standard') {
        expect(schemaOfLevel[other].safeParse(chart).success).toBe(true);
        expect(undeclaredFields(schemaOfLevel[other], chart)).toEqual(['Planets', 'Variables', 'Meta']);
      } else {
        expect(schemaOfLevel[other].safeParse(chart).success, `${level} chart against the ${other} schema`).toBe(false);
      }
    }
  });

  it('keeps the core fields in chart order', async () => {
    const chart = (await generatedChart('core', '2021-03-28T02:30')) as Record<string, unknown>;
    expect(Object.keys(chart)).toEqual([...CORE_CHART_FIELDS]);
    expect(Object.keys(coreNatalChartOutputSchema.shape)).toEqual([...CORE_CHART_FIELDS]);
    expect(chart.Warnings).toEqual(['nonexistent_local_time']);
  });

  it('lets a core chart with an extra field and a v1 chart pass parse, and the drift check reports their extra fields', async () => {
    const chart = (await generatedChart('core')) as Record<string, unknown>;
    expect(generateChartOutputSchema.safeParse({ ...chart, Gates: [] }).success).toBe(true);
    expect(undeclaredFields(generateChartOutputSchema, { ...chart, Gates: [] })).toEqual(['Gates']);
    const v1Chart = await natalChartV1.run(natalChartV1.input.parse({ date: '1990-05-15T14:30', timezone: 'Europe/Berlin' }), context);
    expect(generateChartOutputSchema.safeParse(v1Chart).success).toBe(true);
    expect(undeclaredFields(generateChartOutputSchema, v1Chart)).toEqual(['Gates', 'Properties']);
  });

  it('refuses a core chart missing a field or with an unknown value', async () => {
    const chart = (await generatedChart('core')) as Record<string, unknown>;
    const { Channels: _channels, ...withoutChannels } = chart;
    expect(generateChartOutputSchema.safeParse(withoutChannels).success).toBe(false);
    expect(generateChartOutputSchema.safeParse({ ...chart, Type: 'Wizard' }).success).toBe(false);
  });
});

describe('natal chart operations', () => {
  it('declare the exact schema of their version', () => {
    expect(natalChartV1.output).toBe(natalChartV1OutputSchema);
    expect(natalChartV2.output).toBe(natalChartV2OutputSchema);
    expect(natalChartV3.output).toBe(natalChartV3OutputSchema);
  });
});
