// save_person, list_people and get_person_chart with the MCP SDK client: defined once in @mandala/operations, they
// reach the caller's account; another account's person answers the unknown_person error result.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, connectClient, startMcpTestServer, usedUnits } from './harness';
import type { McpTestServer } from './harness';

/** The error code of a failed tool call (the envelope is the result's second text item). */
function errorCodeOf(result: object): string | undefined {
  const items = (result as { content: { type: string; text: string }[] }).content;
  return (JSON.parse(items[1]?.text ?? '{}') as { error?: { code?: string } }).error?.code;
}

describe('saved people tools on MCP', () => {
  let served: McpTestServer;
  beforeAll(async () => {
    served = await startMcpTestServer();
  });
  afterAll(() => served.close());

  it('saves and lists for 0 units, charts for 1, and keeps each account’s people to itself', async () => {
    const ada = await served.account('creator');
    const client = await connectClient(served.url, bearer(ada.key));
    await client.listTools();
    const saved = await client.callTool({ name: 'save_person', arguments: { name: 'Grace', date: '1990-05-15T14:30', timezone: 'Europe/Berlin' } });
    expect(saved.isError).toBeFalsy();
    const person = (saved.structuredContent as { data: { id: string } }).data;
    expect((saved.content as { text: string }[])[0]?.text.startsWith(`# Saved Grace as ${person.id}.\n`)).toBe(true);
    const listed = await client.callTool({ name: 'list_people', arguments: {} });
    expect(listed).toMatchObject({ structuredContent: { data: { people: [{ id: person.id, name: 'Grace' }] } }, _meta: { 'mandala/meta': { chargedUnits: 0 } } });
    const chart = await client.callTool({ name: 'get_person_chart', arguments: { personId: person.id } });
    expect(chart).toMatchObject({ structuredContent: { tool: 'get_person_chart' }, _meta: { 'mandala/meta': { chargedUnits: 1 } } });
    expect(chart.content).toEqual([{ type: 'text', text: expect.stringMatching(/^# Chart of the saved person: Projector 5\/1\n/) }]);
    expect(await usedUnits(served.store, ada.accountId)).toBe(1);
    const enhanced = await client.callTool({ name: 'get_person_chart', arguments: { personId: person.id, version: 'v3' } });
    expect(enhanced.isError).toBe(true);
    expect(errorCodeOf(enhanced)).toBe('insufficient_tier');
    await client.close();

    const bob = await served.account('business');
    const other = await connectClient(served.url, bearer(bob.key));
    await other.listTools();
    const stolen = await other.callTool({ name: 'get_person_chart', arguments: { personId: person.id } });
    expect(stolen.isError).toBe(true);
    expect(errorCodeOf(stolen)).toBe('unknown_person');
    expect(await usedUnits(served.store, bob.accountId)).toBe(0);
    expect((await other.callTool({ name: 'list_people', arguments: {} })).structuredContent).toMatchObject({ data: { people: [] } });
    await other.close();
  });
});
