import type { IncomingMessage, ServerResponse } from 'node:http';
import { redactUrl } from '@mandala/access';
import { createMcpHandler, INVALID_PARAMS, isJSONRPCRequest, isLegacyRequest, Server } from '@modelcontextprotocol/server';
import { MCP_SERVER_INSTRUCTIONS, mcpServerInfo, registerProtocolHandlers } from './create-protocol-server';
import type { ProtocolServerOptions } from './create-protocol-server';
import { MODERN_CAPABILITIES } from './server-offer';
import { modernHandlerRegistry } from './handler-registry';
import { requestParamsProblem } from './request-params';

/** The Fetch `Request` the SDK v2 reads: the Node request's method, URL and headers; the body is passed already parsed. */
function webRequestOf(request: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  // A fixed origin: the Host header was judged already (origin policy), and a hostile one must not make the URL throw.
  return new Request(new URL(request.url ?? '/', 'http://localhost'), { method: request.method ?? 'POST', headers });
}

/**
 * True when the SDK v2 would serve this POST as 2026-07-28 traffic: the request carries the per-request `_meta`
 * envelope claim (`io.modelcontextprotocol/protocolVersion`), or `MCP-Protocol-Version` names a revision of that
 * era. Everything else (an `initialize` handshake, the 2025 revisions, their batches) stays on the SDK v1 lane.
 * The SDK's own classifier, so the routing can never disagree with the handler that answers.
 */
export async function isModernRequest(request: IncomingMessage, body: unknown): Promise<boolean> {
  return !(await isLegacyRequest(webRequestOf(request), body));
}

/** What the answer of the modern lane held, for the request's log line. */
export interface ModernAnswer {
  /** The JSON-RPC error code answered, when the answer was an error. */
  readonly rpcErrorCode?: number;
}

/** The `-32601` sentence of this lane, in place of the SDK's bare "Method not found". */
function methodNotFound(body: unknown): string {
  const method = isJSONRPCRequest(body) ? body.method : 'this method';
  return `Method not found: ${method} is not served under protocol revision 2026-07-28; call server/discover for what is, or use a 2025 revision (initialize) for resources/subscribe, resources/unsubscribe and logging/setLevel.`;
}

/** The JSON-RPC error code in an answer's text (a JSON body, or the last event of a stream), if any. */
function rpcErrorCodeIn(text: string): number | undefined {
  const matches = [...text.matchAll(/"error":\{"code":(-?\d+)/g)];
  const last = matches.at(-1);
  return last === undefined ? undefined : Number(last[1]);
}

/**
 * Serves one request of the 2026-07-28 revision (already checked by `handleMcpRequest`: Origin and Host, the
 * credential, the JSON-RPC envelope, the rate) through the SDK v2's `createMcpHandler` in modern-only mode, with a
 * fresh SDK v2 `Server` carrying the same handlers as the 2025 lane (`registerProtocolHandlers`). The SDK checks
 * the envelope (`_meta` revision and client capabilities), answers `server/discover`, and stamps its answers; the
 * answer is written back with every key redacted and the SDK's `MCP error -32602: ` prefix removed, as on the 2025 lane.
 * Params that do not fit their method are answered `-32602` with the 2025 lane's sentence before the SDK runs.
 */
export async function serveModernRequest(
  options: ProtocolServerOptions,
  request: IncomingMessage,
  response: ServerResponse,
  body: unknown,
  answerAs: { readonly stream: boolean },
): Promise<ModernAnswer> {
  // The same params check as on the 2025 lane, so a malformed call gets the same sentence, before any handler runs.
  const problem = isJSONRPCRequest(body) ? requestParamsProblem(body as Parameters<typeof requestParamsProblem>[0]) : undefined;
  if (problem !== undefined && isJSONRPCRequest(body)) {
    const text = redactUrl(JSON.stringify({ jsonrpc: '2.0', id: body.id, error: { code: INVALID_PARAMS, message: problem } }));
    response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
    response.end(text);
    return { rpcErrorCode: INVALID_PARAMS };
  }
  const publicAddress = options.publicAddress?.();
  const handler = createMcpHandler(
    () => {
      const server = new Server(mcpServerInfo(publicAddress), { capabilities: MODERN_CAPABILITIES, instructions: MCP_SERVER_INSTRUCTIONS });
      registerProtocolHandlers(modernHandlerRegistry(server, { notify: answerAs.stream }), options);
      return server;
    },
    // Plain JSON, except a tool call that asks for progress from a client that reads event streams (as on the 2025
    // lane): only that one sends notifications, and the SDK's `auto` mode streams only a call that sends one.
    { legacy: 'reject', keepAliveMs: 0 },
  );
  try {
    const answer = await handler.fetch(webRequestOf(request), { parsedBody: body });
    const text = redactUrl(await answer.text())
      .replace(/"message":"MCP error -?\d+: /g, '"message":"')
      .replace('"code":-32601,"message":"Method not found"', `"code":-32601,"message":${JSON.stringify(methodNotFound(body))}`);
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (name !== 'content-length') headers[name] = value;
    });
    response.writeHead(answer.status, { ...headers, 'Content-Length': Buffer.byteLength(text) });
    response.end(text);
    const code = rpcErrorCodeIn(text);
    return code === undefined ? {} : { rpcErrorCode: code };
  } finally {
    await handler.close();
  }
}
