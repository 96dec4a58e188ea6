// Every class of failure reaches the MCP SDK's own client as a resolved tool result with `isError: true` and
// the error in `content` (code, message, what to do), after `listTools()`, when the client validates results
// against each tool's outputSchema. Access failures of the HTTP request itself (a missing or revoked key) are
// HTTP 401/403 answers before any JSON-RPC work, as the MCP authorization rules ask.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { toolErrorEnvelopeOf } from '../src/tool-call-result';
import { bearer, chartArguments, connectClient, startMcpTestServer, usedUnits } from './harness';
import type { McpTestServer } from './harness';

type ToolResult = Awaited<ReturnType<Client['callTool']>>;

function firstText(result: ToolResult): string {
  return (result.content as { type: string; text: string }[])[0]?.text ?? '';
}

describe('MCP tool error results through Client.callTool', () => {
  let served: McpTestServer;
  beforeAll(async () => {
    served = await startMcpTestServer();
  });
  afterAll(() => served.close());

  async function listedClient(key: string): Promise<Client> {
    const client = await connectClient(served.url, bearer(key));
    await client.listTools();
    return client;
  }

  function expectToolError(result: ToolResult, code: string, message: RegExp): void {
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    expect(firstText(result)).toMatch(new RegExp(`^${code}: `));
    expect(firstText(result)).toMatch(message);
    expect(firstText(result)).toMatch(/What to do: /);
    expect(toolErrorEnvelopeOf(result)).toMatchObject({ version: 'v1', error: { code }, chargedUnits: 0 });
  }

  it('400: generate_chart with timezone "EST" says the time zone is not properly formatted (the reported defect)', async () => {
    const { key, accountId } = await served.account('business');
    const client = await listedClient(key);
    const result = await client.callTool({ name: 'generate_chart', arguments: { birthDateTime: '1985-03-12T14:30', timezone: 'EST' } });
    expectToolError(result, 'validation_error', /timezone: The time zone is not properly formatted/);
    expect(toolErrorEnvelopeOf(result)?.error.details).toMatchObject({ issues: [{ path: 'timezone' }] });
    expect(await usedUnits(served.store, accountId)).toBe(0);
    await client.close();
  });

  it('403: a tool or detail level above the plan', async () => {
    const { key } = await served.account('creator');
    const client = await listedClient(key);
    expectToolError(await client.callTool({ name: 'generate_chart', arguments: { ...chartArguments, detailLevel: 'full' } }), 'insufficient_tier', /The Creator plan does not include enhanced operations .*The Startup, Business and Enterprise plans do/);
    expectToolError(
      await client.callTool({ name: 'get_transits', arguments: { birthDateTime: '1990-05-15T14:30', timezone: 'UTC' } }),
      'insufficient_tier',
      /plan/,
    );
    await client.close();
  });

  it('404: a reference item that does not exist', async () => {
    const { key } = await served.account('creator');
    const client = await listedClient(key);
    const result = await client.callTool({ name: 'get_reference_item', arguments: { kind: 'channel', id: '1-2' } });
    expect(result.isError).toBe(true);
    expect(toolErrorEnvelopeOf(result)?.error.code).toMatch(/not_found$/);
    expect(firstText(result)).toMatch(/1-2/);
    await client.close();
  });

  it('409: an idempotency key reused with other arguments', async () => {
    const { key, accountId } = await served.account('creator');
    const client = await listedClient(key);
    const first = await client.callTool({ name: 'generate_chart', arguments: { ...chartArguments, idempotencyKey: 'mcp-error-409-a' } });
    expect(first.isError).toBeFalsy();
    const reused = await client.callTool({ name: 'generate_chart', arguments: { ...chartArguments, timezone: 'UTC', idempotencyKey: 'mcp-error-409-a' } });
    expectToolError(reused, 'idempotency_key_reused', /./);
    expect(await usedUnits(served.store, accountId)).toBe(1);
    await client.close();
  });

  it('429: the month quota used up', async () => {
    const { key, accountId } = await served.account('enterprise', 1);
    const client = await listedClient(key);
    expect((await client.callTool({ name: 'generate_chart', arguments: chartArguments })).isError).toBeFalsy();
    const exhausted = await client.callTool({ name: 'generate_chart', arguments: chartArguments });
    expectToolError(exhausted, 'quota_exhausted', /quota/i);
    expect(toolErrorEnvelopeOf(exhausted)?.meta.quota).toMatchObject({ limit: 1, used: 1, remaining: 0 });
    expect(await usedUnits(served.store, accountId)).toBe(1);
    await client.close();
  });

  it('401/403 of the request itself: a key revoked after listTools is refused at the HTTP level (the client rejects)', async () => {
    const { key, accountId } = await served.account('creator');
    const client = await listedClient(key);
    const [listed] = await served.store.listKeys({ accountId });
    await served.store.revokeKey(listed?.keyId ?? 'no key listed');
    await expect(client.callTool({ name: 'generate_chart', arguments: chartArguments })).rejects.toMatchObject({
      code: 403,
      message: expect.stringMatching(/invalid_key|revoked|unknown/i),
    });
    await client.close();
  });
});
