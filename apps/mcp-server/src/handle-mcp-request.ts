import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { redactUrl, retryAfterHeaders } from '@mandala/access';
import { failure, idempotencyKeyHeader, readJsonBody } from '@mandala/operations';
import type { Executor, ToolOptions, ToolOutcome } from '@mandala/operations';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { createProtocolServer } from './create-protocol-server';
import { corsHeaders, originRefusal } from './mcp-origin-policy';
import type { McpOriginPolicy } from './mcp-origin-policy';
import { invalidJsonRpcBody, MAX_JSON_RPC_BATCH_ANSWER_BYTES, messagesBesideToolCalls } from './json-rpc-envelope';
import type { JsonRpcId } from './json-rpc-envelope';
import type { McpPublicAddressSource } from './public-address';
import type { McpProtectedResourceSource } from './protected-resource';
import { protocolRevisionOf } from './protocol-revision';
import { guardRequestParams } from './request-params';
import { isModernRequest, serveModernRequest } from './serve-modern-request';

/** JSON-RPC error code for an HTTP-level access failure (401/403/503) answered before any JSON-RPC work. */
export const ACCESS_DENIED_RPC_CODE = -32001;

/** What one MCP HTTP request did, for its log line (never the key). */
export interface McpRequestRecord {
  /** The caller's key id, once the key was checked. */
  keyId?: string;
  /** The JSON-RPC method, or the methods of a batch joined with commas. */
  rpcMethod?: string;
  /** The tools called, joined with commas. */
  tool?: string;
  /** Units charged by the request's tool calls. */
  chargedUnits: number;
  /** The Mandala error code of a refused request or of the (last) failed tool call. */
  errorCode?: string;
  /** The JSON-RPC error code of the (last) JSON-RPC error answered. */
  rpcErrorCode?: number;
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): void {
  // No answer echoes a key, not even the caller's own from where it does not belong (a member name, a charset).
  const text = redactUrl(JSON.stringify(body));
  response.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), ...headers });
  response.end(text);
}

function rpcError(code: number, message: string, data?: unknown, id: JsonRpcId | null = null): unknown {
  return { jsonrpc: '2.0', id, error: data === undefined ? { code, message } : { code, message, data } };
}

function methodsOf(body: unknown): string | undefined {
  const methods = (Array.isArray(body) ? body : [body])
    .map((message) => (typeof message === 'object' && message !== null ? (message as { method?: unknown }).method : undefined))
    .filter((method): method is string => typeof method === 'string');
  return methods.length === 0 ? undefined : methods.join(',');
}

/** True for one `tools/call` whose params carry `_meta.progressToken`, from a client that accepts `text/event-stream`. */
function wantsStream(body: unknown, accept: string | undefined): boolean {
  if (Array.isArray(body) || typeof body !== 'object' || body === null || !(accept ?? '').includes('text/event-stream')) return false;
  const message = body as { method?: unknown; params?: { _meta?: { progressToken?: unknown } } };
  return message.method === 'tools/call' && message.params?._meta?.progressToken !== undefined;
}

/** Adds one tool call to the record. */
function recordToolOutcome(record: McpRequestRecord, outcome: ToolOutcome): void {
  const { envelope } = outcome;
  record.tool = record.tool === undefined ? envelope.tool : `${record.tool},${envelope.tool}`;
  const charged = 'error' in envelope ? envelope.chargedUnits : envelope.meta.chargedUnits;
  record.chargedUnits += charged ?? 0;
  if ('error' in envelope) record.errorCode = envelope.error.code;
}

/**
 * Serves one HTTP request of the MCP endpoint (Streamable HTTP, stateless) and returns what it did (for the
 * log line):
 *
 * - a browser `Origin` outside the `originPolicy` (or a foreign `Host` while bound to loopback): 403
 *   `origin_not_allowed` before anything else (DNS-rebinding protection);
 * - anything but POST: 405 with `Allow: POST` (no SSE stream, no sessions);
 * - POST: the credential (`Authorization: Bearer` with an API key or an OAuth access token bound to the MCP
 *   resource, or `X-Api-Key`; never the query) is checked first; a missing, malformed or invalid one answers
 *   401/403 (503 when the key store is down) before any JSON-RPC work, a 401 with the `WWW-Authenticate` challenge
 *   of `protectedResource` (RFC 9728: where its metadata is, which scopes to ask for);
 * - a body that is not JSON answers `-32700` Parse error; a body that is not a JSON-RPC message, an empty
 *   batch, or a batch under protocol revision 2025-06-18 or later (`MCP-Protocol-Version`; batches were removed
 *   from MCP there) answers HTTP 400 with `-32600` Invalid Request, and nothing runs;
 * - a request of the 2026-07-28 revision (its revision and capabilities in `params._meta`) is then served by the
 *   SDK v2 (`serveModernRequest`);
 * - any other (the 2025 revisions): a fresh SDK v1 MCP server and transport handle the message(s) and are closed;
 *   on both lanes, params that do not fit their method answer `-32602` Invalid params with one sentence, before any
 *   handler runs.
 *
 * `requestId` defaults to a new UUID.
 */
export async function handleMcpRequest(
  executor: Executor,
  request: IncomingMessage,
  response: ServerResponse,
  options: ToolOptions & {
    readonly requestId?: string;
    readonly protectedResource?: McpProtectedResourceSource;
    readonly originPolicy?: McpOriginPolicy;
    readonly publicAddress?: McpPublicAddressSource;
    /**
     * Runs before a credential that authenticated nothing is refused (401/403): the keyless budget counts it there,
     * and past the budget holds the refusal.
     */
    readonly beforeCredentialRefusal?: () => Promise<void>;
  } = {},
): Promise<McpRequestRecord> {
  const record: McpRequestRecord = { chargedUnits: 0 };
  // DNS rebinding: a page of a foreign origin (or a foreign Host on a loopback server) gets nothing, not even a 401.
  const foreign = originRefusal(request.headers, options.originPolicy ?? {});
  if (foreign !== undefined) {
    record.errorCode = foreign.code;
    sendJson(response, foreign.status, rpcError(ACCESS_DENIED_RPC_CODE, foreign.message, { code: foreign.code }));
    return record;
  }
  // CORS for the pages of MCP_ALLOWED_ORIGINS: every answer says so, and a preflight is answered here.
  const cors = corsHeaders(request.headers, options.originPolicy ?? {}, request.method === 'OPTIONS');
  for (const [name, value] of Object.entries(cors)) response.setHeader(name, value);
  if (request.method === 'OPTIONS' && cors['Access-Control-Allow-Origin'] !== undefined) {
    response.writeHead(204, { Allow: 'POST, OPTIONS' });
    response.end();
    return record;
  }
  if (request.method !== 'POST') {
    const refusal = failure('method_not_allowed', 'Method not allowed: this MCP endpoint is stateless and accepts POST only.');
    record.errorCode = refusal.code;
    sendJson(response, refusal.status, rpcError(ErrorCode.ConnectionClosed, refusal.message), { Allow: 'POST' });
    return record;
  }
  const url = new URL(request.url ?? '/', 'http://localhost');
  const credential = { headers: request.headers, rawHeaders: request.rawHeaders, query: url.searchParams };
  // The request rate is counted once the messages are read: each tool call by its own run, every other message here.
  const identity = await executor.identify(credential, { requests: 0, surface: 'mcp' });
  if (!identity.ok) {
    record.errorCode = identity.code;
    await options.beforeCredentialRefusal?.();
    const resource = identity.status === 401 ? options.protectedResource?.() : undefined;
    const challenge: Record<string, string> = resource === undefined ? {} : { 'WWW-Authenticate': resource.challenge(identity.code, identity.message) };
    sendJson(response, identity.status, rpcError(ACCESS_DENIED_RPC_CODE, identity.message, { code: identity.code }), { ...retryAfterHeaders(identity.code), ...challenge });
    return record;
  }
  record.keyId = identity.authentication.keyId;
  const body = await readJsonBody(request);
  if (!body.ok) {
    record.errorCode = body.code;
    record.rpcErrorCode = ErrorCode.ParseError;
    sendJson(response, failure(body.code, body.message).status, rpcError(ErrorCode.ParseError, body.message));
    return record;
  }
  const rpcMethod = methodsOf(body.value);
  if (rpcMethod !== undefined) record.rpcMethod = rpcMethod;
  const invalid = invalidJsonRpcBody(body.value, protocolRevisionOf(request.headers));
  if (invalid !== undefined) {
    record.rpcErrorCode = invalid.code;
    sendJson(response, 400, rpcError(invalid.code, invalid.message, undefined, invalid.id));
    return record;
  }
  const refusal = await executor.admit(identity.authentication, messagesBesideToolCalls(body.value));
  if (refusal !== undefined) {
    record.errorCode = refusal.code;
    sendJson(
      response,
      refusal.status,
      rpcError(ACCESS_DENIED_RPC_CODE, refusal.message, { code: refusal.code, ...refusal.details }),
      retryAfterHeaders(refusal.code, refusal.details),
    );
    return record;
  }
  const serverOptions = {
    ...options,
    executor,
    plan: identity.authentication.account.plan,
    oauthScopes: identity.authentication.scopes,
    credential,
    idempotencyKeyHeader: idempotencyKeyHeader(request.headers),
    requestId: options.requestId ?? randomUUID(),
    onToolOutcome: (outcome: ToolOutcome) => recordToolOutcome(record, outcome),
  };
  // The 2026-07-28 revision (a request carrying its revision and capabilities in `_meta`) is served by the SDK v2.
  if (await isModernRequest(request, body.value)) {
    const answer = await serveModernRequest(serverOptions, request, response, body.value, { stream: wantsStream(body.value, request.headers.accept) });
    if (answer.rpcErrorCode !== undefined) record.rpcErrorCode = answer.rpcErrorCode;
    return record;
  }
  const server = createProtocolServer(serverOptions);
  // A plain JSON answer, except for a tool call that asks for progress (a progress token) from a client that reads
  // event streams: it is answered as a stream carrying its progress and log notifications, then the result.
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: !wantsStream(body.value, request.headers.accept) });
  response.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  const send = transport.send.bind(transport);
  let batchAnswerBytes = 0;
  const isBatch = Array.isArray(body.value);
  transport.send = (message: JSONRPCMessage, sendOptions) => {
    if (isBatch && 'id' in message && ('result' in message || 'error' in message)) {
      batchAnswerBytes += Buffer.byteLength(JSON.stringify(message));
      if (batchAnswerBytes > MAX_JSON_RPC_BATCH_ANSWER_BYTES) {
        record.rpcErrorCode = ErrorCode.InternalError;
        const tooLarge = `The answers of this batch passed ${MAX_JSON_RPC_BATCH_ANSWER_BYTES} bytes, so this one was left out; send this call alone or in a smaller batch.`;
        return send({ jsonrpc: '2.0', id: message.id, error: { code: ErrorCode.InternalError, message: tooLarge } }, sendOptions);
      }
    }
    if (!('error' in message)) return send(message, sendOptions);
    record.rpcErrorCode = message.error.code;
    // A JSON-RPC error message never echoes a key (`Unknown tool: mdl_live_…`), nor the SDK's `MCP error -32602: `
    // prefix (clients add it themselves, so it would show twice).
    const text = message.error.message.replace(/^MCP error -?\d+: /, '');
    return send({ ...message, error: { ...message.error, message: redactUrl(text) } }, sendOptions);
  };
  guardRequestParams(transport);
  await transport.handleRequest(request, response, body.value);
  return record;
}
