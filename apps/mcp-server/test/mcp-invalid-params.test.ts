// Params that do not fit their method (initialize without params, tools/call without a name, with arguments
// null or []) answer JSON-RPC -32602 Invalid params with one clear sentence, on the dedicated server and on the
// REST origin's POST /mcp, to the SDK's own Client and to raw JSON-RPC alike; they never reached a handler as
// -32603 Internal error with a zod schema dump. Nothing is charged.
import { describe, expect, it } from 'vitest';
import { CallToolResultSchema, ErrorCode, InitializeResultSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { bearer, connectClient, postJsonRpc, useBothMcpOrigins, usedUnits } from './harness';

const origins = useBothMcpOrigins();

function expectInvalidParams(body: unknown, id: number, sentence: RegExp): void {
  expect(body).toMatchObject({ jsonrpc: '2.0', id, error: { code: ErrorCode.InvalidParams } });
  const message = (body as { error: { message: string } }).error.message;
  expect(message).toMatch(sentence);
  expect(message).not.toMatch(/\n/);
  expect(message).not.toMatch(/"code":|invalid_type|expected/);
}

const cases: { name: string; body: Record<string, unknown>; sentence: RegExp }[] = [
  {
    name: 'initialize without params',
    body: { jsonrpc: '2.0', id: 1, method: 'initialize' },
    sentence: /^Invalid params for initialize: params is required; send \{ "protocolVersion", "capabilities", "clientInfo": \{ "name", "version" \} \}\.$/,
  },
  {
    name: 'tools/call without a name',
    body: { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { arguments: { query: 'Berlin' } } },
    sentence: /^Invalid params for tools\/call: params\.name is required; send \{ "name": /,
  },
  {
    name: 'tools/call with arguments null',
    body: { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'resolve_timezone', arguments: null } },
    sentence: /^Invalid params for tools\/call: params\.arguments must be an object, not null; /,
  },
  {
    name: 'tools/call with arguments []',
    body: { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'generate_chart', arguments: [] } },
    sentence: /^Invalid params for tools\/call: params\.arguments must be an object, not an array; /,
  },
  {
    name: 'tools/list with a numeric cursor',
    body: { jsonrpc: '2.0', id: 5, method: 'tools/list', params: { cursor: 5 } },
    sentence: /^Invalid params for tools\/list: params\.cursor must be a string, not 5; /,
  },
];

describe.each([
  ['the dedicated server', () => origins.served.url],
  ['POST /mcp on the REST origin', () => origins.compatibility.url],
])('MCP invalid params on %s', (_where, urlOf) => {
  it.each(cases)('$name answers -32602 with one sentence, HTTP 200, uncharged', async ({ body, sentence }) => {
    const { key, accountId } = await origins.served.account('business');
    const answer = await postJsonRpc(urlOf(), key, body);
    expect(answer.status).toBe(200);
    expectInvalidParams(answer.body, body['id'] as number, sentence);
    expect(await usedUnits(origins.served.store, accountId)).toBe(0);
  });
});

describe('MCP invalid params through the SDK Client', () => {
  it('rejects the request with an McpError -32602 carrying the sentence', async () => {
    const { key, accountId } = await origins.served.account('business');
    const client = await connectClient(origins.served.url, bearer(key));
    const attempts = [
      client.request({ method: 'tools/call', params: { arguments: {} } as never }, CallToolResultSchema),
      client.request({ method: 'tools/call', params: { name: 'generate_chart', arguments: null } as never }, CallToolResultSchema),
      client.request({ method: 'tools/call', params: { name: 'generate_chart', arguments: [] } as never }, CallToolResultSchema),
      client.request({ method: 'initialize' } as never, InitializeResultSchema),
    ];
    for (const attempt of attempts) {
      const error: unknown = await attempt.then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(McpError);
      expect(error).toMatchObject({ code: ErrorCode.InvalidParams, message: expect.stringMatching(/^MCP error -32602: Invalid params for (tools\/call|initialize): [^\n]+\.$/) });
    }
    // The same connection still works, and nothing was charged.
    const result = await client.callTool({ name: 'resolve_timezone', arguments: { query: 'Berlin' } });
    expect(result.isError).toBeFalsy();
    expect(await usedUnits(origins.served.store, accountId)).toBe(0);
    await client.close();
  });
});
