// Resources, templates, completions and prompts through the MCP SDK client: what a key's plan lists, the
// reference library read as Markdown with the REST library's texts, pagination, errors, and that none of it
// costs a unit.
import { createDefaultEngines, referenceEngine } from '@mandala/operations';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODYGRAPH_APP_URI, MCP_APP_MIME_TYPE } from '../src/bodygraph-app/bodygraph-app-resource';
import { RESOURCE_NOT_FOUND_RPC_CODE } from '../src/mcp-resources';
import { bearer, connectClient, postJsonRpc, startMcpTestServer, usedUnits } from './harness';
import type { McpTestServer } from './harness';

/** The text of a resource's contents item (undefined for a blob). */
const textOf = (item: object | undefined): string => String((item as { text?: unknown } | undefined)?.text);

describe('resources and prompts over MCP', () => {
  let served: McpTestServer;
  beforeAll(async () => {
    served = await startMcpTestServer({ engines: createDefaultEngines() });
  });
  afterAll(() => served.close());

  it('lists every resource over pages, reads templates and Markdown, completes, gets prompts, and charges nothing', async () => {
    const { key, accountId } = await served.account('business');
    const client = await connectClient(served.url, bearer(key));
    expect(client.getServerCapabilities()).toMatchObject({ resources: {}, prompts: {}, completions: {} });

    const uris: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await client.listResources(cursor === undefined ? {} : { cursor });
      uris.push(...page.resources.map((resource) => resource.uri));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== undefined);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(uris).size).toBe(uris.length);
    expect(uris).toContain(BODYGRAPH_APP_URI);
    // 64 gates, 36 channels, 9 centers, 12 profiles, 5 types, 8 authorities, and the app page.
    expect(uris.filter((uri) => uri.startsWith('mandala://library/gates/'))).toHaveLength(64);
    expect(uris.filter((uri) => uri.startsWith('mandala://library/channels/'))).toHaveLength(36);
    expect(uris.filter((uri) => uri.startsWith('mandala://library/centers/'))).toHaveLength(9);
    expect(uris.filter((uri) => uri.startsWith('mandala://library/profiles/'))).toHaveLength(12);
    expect(uris.filter((uri) => uri.startsWith('mandala://library/types/'))).toHaveLength(5);
    expect(uris.filter((uri) => uri.startsWith('mandala://library/authorities/'))).toHaveLength(8);

    const templates = await client.listResourceTemplates();
    expect(templates.resourceTemplates.map((template) => template.uriTemplate)).toEqual([
      'mandala://library/gates/{gate}',
      'mandala://library/channels/{channel}',
      'mandala://library/centers/{center}',
      'mandala://library/profiles/{profile}',
      'mandala://library/types/{type}',
      'mandala://library/authorities/{authority}',
    ]);

    // Every listed library resource reads, as Markdown, with the REST library's text.
    const gate = await client.readResource({ uri: 'mandala://library/gates/34' });
    const restGate = referenceEngine.getGate(34);
    expect(gate.contents[0]).toMatchObject({ uri: 'mandala://library/gates/34', mimeType: 'text/markdown' });
    const gateText = textOf(gate.contents[0]);
    expect(gateText.startsWith(`# Gate 34: ${restGate.Name}\n`)).toBe(true);
    expect(gateText).toContain(restGate.Theme);
    for (const line of restGate.Lines) expect(gateText).toContain(line.Description);
    const center = await client.readResource({ uri: 'mandala://library/centers/solar-plexus' });
    expect(textOf(center.contents[0])).toContain(referenceEngine.getCenter('Solar Plexus').OpenTheme);
    const channel = await client.readResource({ uri: 'mandala://library/channels/34-20' });
    expect(textOf(channel.contents[0])).toContain(referenceEngine.getChannel('20-34').Theme);
    for (const uri of uris.filter((candidate) => candidate.startsWith('mandala://'))) {
      const read = await client.readResource({ uri });
      expect(read.contents[0]?.mimeType).toBe('text/markdown');
      expect(textOf(read.contents[0])).toMatch(/^# /);
    }

    const app = await client.readResource({ uri: BODYGRAPH_APP_URI });
    expect(app.contents[0]).toMatchObject({ uri: BODYGRAPH_APP_URI, mimeType: MCP_APP_MIME_TYPE });
    expect(textOf(app.contents[0])).toMatch(/^<!doctype html>/);

    const gates = await client.complete({ ref: { type: 'ref/resource', uri: 'mandala://library/gates/{gate}' }, argument: { name: 'gate', value: '3' } });
    expect(gates.completion.values).toEqual(['3', '30', '31', '32', '33', '34', '35', '36', '37', '38', '39']);
    const zones = await client.complete({ ref: { type: 'ref/prompt', name: 'read_my_chart' }, argument: { name: 'timezone', value: 'Europe/Be' } });
    expect(zones.completion.values).toEqual(['Europe/Belgrade', 'Europe/Berlin']);
    const byCity = await client.complete({ ref: { type: 'ref/prompt', name: 'daily_transits' }, argument: { name: 'timezone', value: 'berl' } });
    expect(byCity.completion.values).toEqual(['Europe/Berlin']);

    const prompts = await client.listPrompts();
    expect(prompts.prompts.map((prompt) => prompt.name)).toEqual(['read_my_chart', 'relationship_reading', 'daily_transits']);
    for (const prompt of prompts.prompts) {
      expect(prompt.arguments?.length).toBeGreaterThan(0);
      for (const argument of prompt.arguments ?? []) expect(argument.description?.length).toBeGreaterThan(20);
    }
    const reading = await client.getPrompt({ name: 'read_my_chart', arguments: { birthDateTime: '1985-03-12T14:30', timezone: 'america/new_york' } });
    const readingText = reading.messages.map((message) => (message.content.type === 'text' ? message.content.text : '')).join('\n');
    expect(readingText).toContain('generate_chart with {"birthDateTime":"1985-03-12T14:30:00","timezone":"America/New_York","detailLevel":"standard"}');
    const fromPlace = await client.getPrompt({ name: 'relationship_reading', arguments: { personABirthDateTime: '1985-03-12T14:30', personABirthPlace: 'Hamburg', personBBirthDateTime: '1990-05-15T14:30', personBTimezone: 'Europe/Berlin' } });
    const fromPlaceText = fromPlace.messages.map((message) => (message.content.type === 'text' ? message.content.text : '')).join('\n');
    expect(fromPlaceText).toContain('resolve_timezone with {"query": "Hamburg"}');
    expect(fromPlaceText).toContain('generate_composite_chart');
    const transits = await client.getPrompt({ name: 'daily_transits', arguments: { birthDateTime: '1985-03-12T14:30', timezone: 'UTC', date: '2026-03-01' } });
    expect(JSON.stringify(transits.messages)).toContain('get_transits with {\\"birthDateTime\\":\\"1985-03-12T14:30:00\\",\\"timezone\\":\\"UTC\\",\\"transitDateTime\\":\\"2026-03-01T12:00\\"');

    expect(await usedUnits(served.store, accountId)).toBe(0);
    await client.close();
  });

  it('lets a Creator key see the core resources and prompts only, and refuses the rest with what to do', async () => {
    const { key, accountId } = await served.account('creator');
    const client = await connectClient(served.url, bearer(key));
    const prompts = await client.listPrompts();
    expect(prompts.prompts.map((prompt) => prompt.name)).toEqual(['read_my_chart', 'relationship_reading']);
    const refused = await client.getPrompt({ name: 'daily_transits', arguments: { birthDateTime: '1985-03-12T14:30', timezone: 'UTC' } }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(McpError);
    expect((refused as McpError).message).toContain('not part of this key\'s plan');
    expect((await client.complete({ ref: { type: 'ref/prompt', name: 'daily_transits' }, argument: { name: 'timezone', value: 'Europe/Be' } })).completion.values).toEqual([]);
    // A core plan's reading asks only for what the plan allows: a core chart.
    const reading = await client.getPrompt({ name: 'read_my_chart', arguments: { birthDateTime: '1985-03-12T14:30', timezone: 'UTC' } });
    expect(JSON.stringify(reading.messages)).toContain('\\"detailLevel\\":\\"core\\"');
    // The chart tools a Creator key lists name the app; get_transits is not among them.
    const tools = await client.listTools();
    const withApp = tools.tools.filter((tool) => (tool._meta?.ui as { resourceUri?: string } | undefined)?.resourceUri === BODYGRAPH_APP_URI).map((tool) => tool.name);
    expect(withApp).toEqual(['generate_chart', 'generate_composite_chart', 'get_person_chart']);
    expect((await client.readResource({ uri: BODYGRAPH_APP_URI })).contents).toHaveLength(1);
    expect(await usedUnits(served.store, accountId)).toBe(0);
    await client.close();
  });

  it('answers bad resource and prompt requests with JSON-RPC errors that say what to do, and charges nothing', async () => {
    const { key, accountId } = await served.account('startup');
    const client = await connectClient(served.url, bearer(key));
    const failureOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as McpError);

    const missingGate = await failureOf(client.readResource({ uri: 'mandala://library/gates/65' }));
    expect(missingGate?.code).toBe(RESOURCE_NOT_FOUND_RPC_CODE);
    expect(missingGate?.message).toMatch(/^MCP error -32002: No gate .*65.* Call resources\/list for every URI/);
    expect(missingGate?.data).toEqual({ errorCode: 'reference_not_found', details: expect.any(Object) });
    const unknownUri = await failureOf(client.readResource({ uri: 'mandala://library/planets/sun' }));
    expect(unknownUri?.code).toBe(RESOURCE_NOT_FOUND_RPC_CODE);
    expect(unknownUri?.message).toContain('mandala://library/gates/{gate}');
    const outside = await failureOf(client.readResource({ uri: 'file:///etc/passwd' }));
    expect(outside?.code).toBe(RESOURCE_NOT_FOUND_RPC_CODE);
    const badCursor = await failureOf(client.listResources({ cursor: 'not-ours' }));
    expect(badCursor?.code).toBe(ErrorCode.InvalidParams);
    expect(badCursor?.message).toContain('without a cursor');
    const badZone = await failureOf(client.getPrompt({ name: 'read_my_chart', arguments: { birthDateTime: '1985-03-12T14:30', timezone: 'EST' } }));
    expect(badZone?.code).toBe(ErrorCode.InvalidParams);
    expect(badZone?.message).toContain('IANA');
    const noBirth = await failureOf(client.getPrompt({ name: 'read_my_chart', arguments: {} }));
    expect(noBirth?.code).toBe(ErrorCode.InvalidParams);
    expect(noBirth?.message).toContain('Give birthDateTime with timezone or birthPlace');
    const unknownPrompt = await failureOf(client.getPrompt({ name: 'horoscope', arguments: {} }));
    expect(unknownPrompt?.message).toContain('prompts/list');
    expect(await usedUnits(served.store, accountId)).toBe(0);
    await client.close();
  });

  it('refuses every resource and prompt method without a valid key, before reading anything', async () => {
    const methods = [
      { method: 'resources/list', params: {} },
      { method: 'resources/read', params: { uri: BODYGRAPH_APP_URI } },
      { method: 'resources/templates/list', params: {} },
      { method: 'prompts/list', params: {} },
      { method: 'prompts/get', params: { name: 'read_my_chart', arguments: { birthDateTime: '1990-05-15T14:30', timezone: 'UTC' } } },
      { method: 'completion/complete', params: { ref: { type: 'ref/resource', uri: 'mandala://library/gates/{gate}' }, argument: { name: 'gate', value: '1' } } },
    ];
    for (const request of methods) {
      const answer = await postJsonRpc(served.url, 'mdl_live_0000000000000000000000000000000000000000000', { jsonrpc: '2.0', id: 1, ...request });
      expect(answer.status, request.method).toBe(403); // invalid_key, as for tools/call
      expect(JSON.stringify(answer.body)).not.toContain('<!doctype html>');
    }
  });
});
