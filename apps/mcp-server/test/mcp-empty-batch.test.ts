// An empty batch `[]` holds no message: it answers HTTP 400 with JSON-RPC -32600 Invalid Request (it was a 202
// with no body), under every protocol revision, on the dedicated server and on POST /mcp.
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { postJsonRpc, useBothMcpOrigins } from './harness';

const origins = useBothMcpOrigins();

describe('an empty JSON-RPC batch', () => {
  it.each([
    ['the dedicated server', '2025-03-26'],
    ['the dedicated server', '2025-06-18'],
    ['POST /mcp on the REST origin', '2025-03-26'],
    ['POST /mcp on the REST origin', '2025-11-25'],
  ])('answers -32600 on %s under %s', async (where, revision) => {
    const { key } = await origins.served.account('creator');
    const url = where === 'the dedicated server' ? origins.served.url : origins.compatibility.url;
    const answer = await postJsonRpc(url, key, [], { 'mcp-protocol-version': revision });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      jsonrpc: '2.0',
      id: null,
      error: { code: ErrorCode.InvalidRequest, message: 'Invalid Request: an empty batch ([]) holds no message; send one JSON-RPC message object.' },
    });
  });
});
