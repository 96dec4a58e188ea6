import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { failure, readJsonBody } from '@mandala/operations';
import type { Executor, ToolOptions } from '@mandala/operations';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { createProtocolServer } from './create-protocol-server';

/** JSON-RPC error code for an HTTP-level access failure (401/403/503) answered before any JSON-RPC work. */
export const ACCESS_DENIED_RPC_CODE = -32001;

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), ...headers });
  response.end(text);
}

function rpcError(code: number, message: string, data?: unknown): unknown {
  return { jsonrpc: '2.0', id: null, error: data === undefined ? { code, message } : { code, message, data } };
}

/**
 * Serves one HTTP request of the MCP endpoint (Streamable HTTP, stateless):
 *
 * - anything but POST: 405 with `Allow: POST` (no SSE stream, no sessions);
 * - POST: the credential (`Authorization: Bearer` or `X-Api-Key`, never the query) is checked first;
 *   a missing, malformed or invalid key answers 401/403 (503 when the key store is down) before any
 *   JSON-RPC work; then a fresh MCP server and transport handle the JSON-RPC message(s) and are closed.
 *
 * `requestId` defaults to a new UUID.
 */
export async function handleMcpRequest(
  executor: Executor,
  request: IncomingMessage,
  response: ServerResponse,
  options: ToolOptions & { readonly requestId?: string } = {},
): Promise<void> {
  if (request.method !== 'POST') {
    const refusal = failure('method_not_allowed', 'Method not allowed: this MCP endpoint is stateless and accepts POST only.');
    sendJson(response, refusal.status, rpcError(ErrorCode.ConnectionClosed, refusal.message), { Allow: 'POST' });
    return;
  }
  const url = new URL(request.url ?? '/', 'http://localhost');
  const credential = { headers: request.headers, query: url.searchParams };
  const identity = await executor.identify(credential);
  if (!identity.ok) {
    sendJson(response, identity.status, rpcError(ACCESS_DENIED_RPC_CODE, identity.message, { code: identity.code }));
    return;
  }
  const body = await readJsonBody(request);
  if (!body.ok) {
    sendJson(response, failure(body.code, body.message).status, rpcError(ErrorCode.ParseError, body.message));
    return;
  }
  const server = createProtocolServer({
    ...options,
    executor,
    plan: identity.authentication.account.plan,
    credential,
    requestId: options.requestId ?? randomUUID(),
  });
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  response.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request, response, body.value);
}
