// A message that is not a JSON-RPC 2.0 request (jsonrpc "1.0", a null id, a non-object) answers HTTP 400 with
// JSON-RPC -32600 Invalid Request, not -32700 Parse error: the body was valid JSON. Same on POST /mcp.
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { postJsonRpc, useBothMcpOrigins } from './harness';

const origins = useBothMcpOrigins();

describe.each([
  ['the dedicated server', () => origins.served.url],
  ['POST /mcp on the REST origin', () => origins.compatibility.url],
])('MCP invalid requests on %s', (_where, urlOf) => {
  it.each([
    { name: 'jsonrpc "1.0"', body: { jsonrpc: '1.0', id: 7, method: 'ping' }, id: 7, sentence: /^Invalid Request: "jsonrpc" must be "2\.0", not "1\.0"\.$/ },
    { name: 'no jsonrpc', body: { id: 7, method: 'tools/list' }, id: 7, sentence: /"jsonrpc" must be "2\.0", not missing/ },
    { name: 'a null id', body: { jsonrpc: '2.0', id: null, method: 'tools/list' }, id: null, sentence: /"id" must be a string or an integer, not null \(MCP allows no null id/ },
    { name: 'a fractional id', body: { jsonrpc: '2.0', id: 1.5, method: 'ping' }, id: null, sentence: /"id" must be a string or an integer, not 1\.5\.$/ },
    { name: 'params that are not an object', body: { jsonrpc: '2.0', id: 8, method: 'ping', params: 5 }, id: 8, sentence: /"params" must be an object/ },
    { name: 'a number instead of a message', body: 42, id: null, sentence: /must be a JSON object, not 42/ },
  ])('$name answers 400 with -32600 and one sentence', async ({ body, id, sentence }) => {
    const { key } = await origins.served.account('creator');
    const answer = await postJsonRpc(urlOf(), key, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ jsonrpc: '2.0', id, error: { code: ErrorCode.InvalidRequest, message: expect.stringMatching(sentence) } });
    expect((answer.body as { error: { message: string } }).error.message).not.toMatch(/\n/);
  });

  it('still answers -32700 Parse error for a body that is not JSON', async () => {
    const { key } = await origins.served.account('creator');
    const answer = await postJsonRpc(urlOf(), key, '{"jsonrpc":"2.0",');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: ErrorCode.ParseError } });
  });
});
