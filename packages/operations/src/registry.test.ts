import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { OperationError } from './errors';
import { agentTools, getOperation, operationTable, operations } from './registry';

describe('operation registry', () => {
  it('has unique names and strict object inputs', () => {
    expect(new Set(operations.map((operation) => operation.name)).size).toBe(operations.length);
    for (const operation of operations) {
      const result = operation.input.safeParse({ __unknown__: 1 });
      expect(result.success, operation.name).toBe(false);
      expect((result.error as z.ZodError).issues.some((issue) => issue.code === 'unrecognized_keys'), operation.name).toBe(true);
    }
  });

  it('pins the agent tools with their units and categories, in catalog order (by tier)', () => {
    expect(agentTools.map((operation) => [operation.tool?.name, operation.units, operation.category])).toEqual([
      ['resolve_timezone', 0, 'core'],
      ['generate_chart', 1, 'core'],
      ['generate_composite_chart', 1, 'core'],
      ['get_reference_item', 0, 'core'],
      ['generate_group_composite', 1, 'core'],
      ['list_people', 0, 'core'],
      ['save_person', 0, 'core'],
      ['get_person_chart', 1, 'core'],
      ['get_gene_keys', 1, 'enhanced'],
      ['get_transits', 1, 'enhanced'],
      ['get_planetary_forecast', 1, 'enhanced'],
      ['get_progressed_chart', 1, 'enhanced'],
      ['get_birth_time_range', 1, 'enhanced'],
      ['get_return_chart', 1, 'enhanced'],
      ['generate_report', 1, 'enhanced'],
      ['search_celebrities', 0, 'business'],
      ['get_gate_calendar', 1, 'business'],
      ['get_moon_phases', 1, 'business'],
      ['get_transit_alerts', 1, 'business'],
      ['generate_chart_batch', 1, 'business'],
    ]);
    for (const tool of agentTools) {
      expect(tool.tool?.description, tool.name).toMatch(/Costs \d unit/);
      expect(tool.tool?.description, tool.name).toMatch(/Example arguments: \{/);
    }
  });

  it('charges calculations and not reference lookups', () => {
    const units = Object.fromEntries(operationTable.map((row) => [row.name, row.units]));
    expect(units).toMatchObject({ natal_chart_v1: 1, natal_chart_v3: 1, transit_chart: 1, library_gate: 0, location_search: 0, celebrity_search: 0 });
    const categories = Object.fromEntries(operationTable.map((row) => [row.name, row.category]));
    expect(categories).toMatchObject({ natal_chart_v1: 'core', natal_chart_v2: 'enhanced', celebrity_detail: 'business', library_gates: 'core' });
  });

  it('throws unknown_operation for a name it does not know', () => {
    expect(() => getOperation('nope')).toThrow(OperationError);
  });

  it('normalises /v3/hd-data and generate_chart input to the same birth moment', async () => {
    const seen: unknown[] = [];
    const context = {
      now: () => new Date(0),
      engines: { natalChart: (birth: unknown) => seen.push(birth) } as never,
    };
    await getOperation('natal_chart_v3').run(getOperation('natal_chart_v3').input.parse({ date: '1990-05-15T14:30', timezone: 'europe/berlin' }), context);
    const tool = getOperation('generate_chart');
    await tool.run(tool.input.parse({ birthDateTime: '1990-05-15T14:30:00.000', timezone: 'Europe/Berlin', detailLevel: 'full' }), context);
    expect(seen[0]).toEqual(seen[1]);
  });

  it('marks as pure only operations whose result cannot depend on the clock', () => {
    const pure = operations.filter((operation) => operation.pure === true).map((operation) => operation.name);
    expect(pure).toEqual([
      'natal_chart_v1',
      'natal_chart_v2',
      'natal_chart_v3',
      'gene_keys',
      'composite_chart_v1',
      'composite_chart_v2',
      'transit_chart',
      'bodygraph_svg',
      'bodygraph_png',
      'generate_chart',
      'generate_composite_chart',
      'planetary_forecast',
      'gate_calendar',
      'moon_phases',
      'solar_return',
      'lunar_return',
      'progressed_chart',
      'birth_time_range',
      'group_composite',
      'batch_charts',
    ]);
  });
});
