// generate_chart and get_transits took birthDateTime, save_person, get_gene_keys, returns, progressions and alerts
// took date. Every tool that takes a birth now takes birthDateTime (date still accepted for one release, said so in
// the description), and a validation issue names the argument the caller sent.
import { describe, expect, it } from 'vitest';
import { createExecutor } from '../execute-operation';
import { agentTools } from '../registry';
import { MemoryAccessStore } from '../test-support/memory-access-store';
import { createTestEngines } from '../testing';
import { runTool } from './run-tool';
import { toolCatalog } from './tool-catalog';

type Schema = { properties?: Record<string, Schema & { deprecated?: boolean }>; items?: Schema; required?: string[] };

/** The object schemas of a tool's input that hold a birth (a timezone beside a local date-time). */
function birthObjects(schema: Schema): Schema[] {
  const found: Schema[] = [];
  const visit = (node: Schema): void => {
    const properties = node.properties ?? {};
    if ('timezone' in properties && ('birthDateTime' in properties || 'date' in properties)) found.push(node);
    for (const property of Object.values(properties)) {
      visit(property);
      if (property.items !== undefined) visit(property.items);
    }
  };
  visit(schema);
  return found;
}

describe('one name for a birth across the tools', () => {
  const catalog = toolCatalog('enterprise');

  it('every tool that takes a birth requires birthDateTime, and a deprecated date only where it was the old name', () => {
    // get_birth_time_range takes a birth day (YYYY-MM-DD) and a window of times, not a date-time: its date stays.
    const births = catalog.tools.filter((tool) => tool.name !== 'get_birth_time_range' && birthObjects(tool.inputSchema as Schema).length > 0);
    expect(births.map((tool) => tool.name)).toEqual(expect.arrayContaining(['generate_chart', 'save_person', 'get_gene_keys', 'get_progressed_chart', 'get_return_chart', 'get_transit_alerts', 'generate_group_composite']));
    const batch = catalog.tools.find((tool) => tool.name === 'generate_chart_batch')?.inputSchema as Schema;
    expect(JSON.stringify(batch.properties?.charts)).toMatch(/birthDateTime/);
    for (const tool of births) {
      for (const birth of birthObjects(tool.inputSchema as Schema)) {
        expect(birth.properties?.birthDateTime, tool.name).toBeDefined();
        expect(birth.required ?? [], tool.name).not.toContain('date');
        if (birth.properties?.date !== undefined) {
          expect(birth.properties.date.deprecated, tool.name).toBe(true);
          expect(tool.description, tool.name).toMatch(/old argument name "date" is still accepted/);
        }
      }
    }
  });

  const store = new MemoryAccessStore();
  const { key } = store.addAccount('enterprise', 1000);
  const executor = createExecutor({ store, engines: createTestEngines() });
  const call = (toolName: string, args: unknown) => runTool(executor, { toolName, arguments: args, credential: { headers: { authorization: `Bearer ${key}` } }, requestId: 'r', surface: 'mcp' });

  it('answers birthDateTime and the old date alike, and refuses both at once', async () => {
    const viaNewName = await call('get_gene_keys', { birthDateTime: '1990-05-15T14:30', timezone: 'Europe/Berlin' });
    const viaOldName = await call('get_gene_keys', { date: '1990-05-15T14:30', timezone: 'Europe/Berlin' });
    expect('error' in viaNewName.envelope ? viaNewName.envelope.error.code : 'ok').toBe('error' in viaOldName.envelope ? viaOldName.envelope.error.code : 'ok');
    expect(JSON.stringify(viaNewName.envelope)).not.toMatch(/validation_error/);
    const both = await call('get_gene_keys', { birthDateTime: '1990-05-15T14:30', date: '1990-05-15T14:30', timezone: 'Europe/Berlin' });
    expect(both.envelope).toMatchObject({ error: { code: 'validation_error', details: { issues: [{ path: 'birthDateTime' }] } } });
  });

  it('names birthDateTime in a validation issue, also inside a list of members', async () => {
    const bad = await call('save_person', { name: 'Ada', birthDateTime: '1990-13-15T14:30', timezone: 'Europe/Berlin' });
    expect(bad.envelope).toMatchObject({ error: { code: 'validation_error', details: { issues: [{ path: 'birthDateTime' }] } } });
    const member = { birthDateTime: '1990-05-15T14:30', timezone: 'Europe/Berlin' };
    const group = await call('generate_group_composite', { members: [member, member, { ...member, birthDateTime: 'soon' }] });
    expect(group.envelope).toMatchObject({ error: { code: 'validation_error', details: { issues: [{ path: 'members.2.birthDateTime' }] } } });
  });

  it('leaves the tools that have no birth as they were', () => {
    const names = agentTools.filter((operation) => operation.tool?.birthDateTimeAt !== undefined).map((operation) => operation.tool?.name);
    expect(names).not.toContain('generate_chart');
  });
});
