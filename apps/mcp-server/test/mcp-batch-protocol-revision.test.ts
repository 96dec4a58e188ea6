// JSON-RPC batches were removed from MCP in protocol revision 2025-06-18. Under a negotiated revision of
// 2025-06-18 or later (the MCP-Protocol-Version header the SDK Client sends after initialize), an array of
// messages answers HTTP 400 with -32600 and runs nothing, so a batch of tools/call charges nothing; under
// 2025-03-26 (also when the header is absent, as the specification says to assume) a batch still runs.
import { describe, expect, it } from 'vitest';
import { ErrorCode, LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import type { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { bearer, chartArguments, connectClient, postJsonRpc, useBothMcpOrigins, usedUnits } from './harness';

const origins = useBothMcpOrigins();

const chartCall = (id: number, birthDateTime: string): Record<string, unknown> => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: 'generate_chart', arguments: { ...chartArguments, birthDateTime } },
});
const batch = [chartCall(1, '1990-05-15T14:30'), chartCall(2, '1991-05-15T14:30')];

describe.each([
  ['the dedicated server', () => origins.served.url],
  ['POST /mcp on the REST origin', () => origins.compatibility.url],
])('JSON-RPC batches on %s', (_where, urlOf) => {
  it('are refused with -32600 under the revision the SDK Client negotiated, and nothing is charged', async () => {
    const { key, accountId } = await origins.served.account('business');
    const client = await connectClient(urlOf(), bearer(key));
    const negotiated = (client.transport as StreamableHTTPClientTransport).protocolVersion;
    expect(negotiated).toBe(LATEST_PROTOCOL_VERSION);
    await client.close();

    for (const revision of [negotiated ?? LATEST_PROTOCOL_VERSION, '2025-06-18']) {
      const answer = await postJsonRpc(urlOf(), key, batch, { 'mcp-protocol-version': revision });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        jsonrpc: '2.0',
        id: null,
        error: {
          code: ErrorCode.InvalidRequest,
          message: `Invalid Request: JSON-RPC batches were removed from MCP in protocol revision 2025-06-18 and this request uses ${revision}; send one message per HTTP request (nothing in this batch was run).`,
        },
      });
    }
    expect(await usedUnits(origins.served.store, accountId)).toBe(0);
  });

  it('still run under 2025-03-26, negotiated or assumed without the header, each call answered and charged', async () => {
    const { key, accountId } = await origins.served.account('business');
    const negotiated = await postJsonRpc(urlOf(), key, {
      jsonrpc: '2.0',
      id: 0,
      method: 'initialize',
      params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'batching-client', version: '1' } },
    });
    expect(negotiated.body).toMatchObject({ result: { protocolVersion: '2025-03-26' } });

    const withHeader = await postJsonRpc(urlOf(), key, batch, { 'mcp-protocol-version': '2025-03-26' });
    expect(withHeader.status).toBe(200);
    expect(withHeader.body).toEqual([expect.objectContaining({ id: 1, result: expect.anything() }), expect.objectContaining({ id: 2, result: expect.anything() })]);
    expect(await usedUnits(origins.served.store, accountId)).toBe(2);

    const withoutHeader = await postJsonRpc(urlOf(), key, [chartCall(3, '1992-05-15T14:30'), { jsonrpc: '2.0', id: 4, method: 'ping' }]);
    expect(withoutHeader.status).toBe(200);
    expect(withoutHeader.body).toHaveLength(2);
    expect(await usedUnits(origins.served.store, accountId)).toBe(3);
  });

  it('answer each message of an allowed batch on its own: a message with bad params gets -32602, the others run', async () => {
    const { key, accountId } = await origins.served.account('business');
    const answer = await postJsonRpc(urlOf(), key, [chartCall(1, '1993-05-15T14:30'), { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'generate_chart', arguments: null } }], {
      'mcp-protocol-version': '2025-03-26',
    });
    expect(answer.status).toBe(200);
    const answers = answer.body as { id: number; error?: { code: number } }[];
    expect(answers.find((entry) => entry.id === 1)).toMatchObject({ result: { _meta: { 'mandala/meta': { chargedUnits: 1 } } } });
    expect(answers.find((entry) => entry.id === 2)).toMatchObject({ error: { code: ErrorCode.InvalidParams } });
    expect(await usedUnits(origins.served.store, accountId)).toBe(1);
  });

  it('are refused whole when one message is not JSON-RPC 2.0, or holds initialize, running nothing', async () => {
    const { key, accountId } = await origins.served.account('business');
    const broken = await postJsonRpc(urlOf(), key, [chartCall(1, '1994-05-15T14:30'), { jsonrpc: '2.0', id: null, method: 'ping' }], { 'mcp-protocol-version': '2025-03-26' });
    expect(broken).toMatchObject({ status: 400, body: { error: { code: ErrorCode.InvalidRequest, message: expect.stringMatching(/^Invalid Request: in batch message 2, "id" must be/) } } });
    const initializing = await postJsonRpc(
      urlOf(),
      key,
      [{ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'c', version: '1' } } }, chartCall(1, '1994-05-15T14:30')],
      { 'mcp-protocol-version': '2025-03-26' },
    );
    expect(initializing).toMatchObject({ status: 400, body: { error: { code: ErrorCode.InvalidRequest, message: expect.stringMatching(/initialize must be sent alone/) } } });
    expect(await usedUnits(origins.served.store, accountId)).toBe(0);
  });
});
