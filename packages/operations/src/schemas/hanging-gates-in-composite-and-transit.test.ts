import { describe, expect, it } from 'vitest';
import { createDefaultEngines } from '../default-engines';
import { compositeChartOutputSchema, transitChartOutputSchema } from './outputs';

const engines = createDefaultEngines();
const first = { date: '1982-03-27T11:05:00', timezone: 'America/Sao_Paulo' };
const second = { date: '1992-10-03T00:03:00', timezone: 'America/New_York' };

describe('hanging gates of composite and transit charts against their declared schemas', () => {
  it("declare the transit's natal hanging gates with the partners the transit completes", async () => {
    const transit = await engines.transitChart(first, { date: '2026-03-01T12:00:00', timezone: 'UTC' });
    expect(transitChartOutputSchema.safeParse(transit).success).toBe(true);
    expect(transit.HangingGates.map((hanging) => hanging.Gate)).toEqual(transit.Natal.HangingGates.map((hanging) => hanging.Gate));
    expect(transitChartOutputSchema.safeParse({ ...transit, HangingGates: [{ Gate: 61 }] }).success).toBe(false);
  });

  it("declare each person's hanging gates in a v2 composite, and accept a v1 composite without them", async () => {
    const composite = await engines.compositeChart(first, second, 'v2');
    expect(compositeChartOutputSchema.safeParse(composite).success).toBe(true);
    expect(composite.HangingGates.Person0.length).toBeGreaterThan(0);
    expect(compositeChartOutputSchema.safeParse(await engines.compositeChart(first, second, 'v1')).success).toBe(true);
  });
});
