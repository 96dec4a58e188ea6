// Issue 23, defects 7 and 9: an MCP client shows each error once. An unknown tool's message carried the SDK's
// "MCP error -32602" inside the JSON-RPC message, so SDK clients showed it twice; the monthly quota's tool error
// repeated its reset sentence in "What to do".
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, chartArguments, connectClient, startMcpTestServer } from './harness';
import type { McpTestServer } from './harness';

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

describe('MCP errors say each thing once', () => {
  let served: McpTestServer;
  beforeAll(async () => {
    served = await startMcpTestServer();
  });
  afterAll(() => served.close());

  it('names the error code of an unknown tool once, and says how to find the right name', async () => {
    const { key } = await served.account('business');
    const client = await connectClient(served.url, bearer(key));
    const error = await client.callTool({ name: 'no_such_tool', arguments: {} }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    await client.close();
    expect(error).toBeInstanceOf(McpError);
    const message = (error as McpError).message;
    expect(occurrences(message, 'MCP error -32602')).toBe(1);
    expect(message).toBe('MCP error -32602: Unknown tool: no_such_tool. Call tools/list for the names of the tools this key may call.');
  });

  it('tells when the monthly quota resets once, and what else to do', async () => {
    const { key } = await served.account('enterprise', 1);
    const client = await connectClient(served.url, bearer(key));
    const first = await client.callTool({ name: 'generate_chart', arguments: chartArguments });
    expect(first.isError).not.toBe(true);
    const second = await client.callTool({ name: 'generate_chart', arguments: chartArguments });
    await client.close();
    expect(second.isError).toBe(true);
    // The first item is the sentence a person reads; the second, the JSON envelope, carries the same message as data.
    const text = (second.content as { type: string; text?: string }[])[0]?.text ?? '';
    expect(text).toContain('quota_exhausted');
    expect(occurrences(text, 'resets at the start of the next UTC month')).toBe(1);
    expect(text).toContain('Retry-After');
  });
});
