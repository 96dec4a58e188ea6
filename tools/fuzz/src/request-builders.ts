// A request for an operation on each surface, from its arguments: the REST route (query or JSON body, path
// fields in the path), the Agent HTTP tool route, and an MCP `tools/call`. A test of one wrong thing can replace
// how the arguments are written (`jsonText`, `appendedQuery`), so that what zod would never let through is sent as is.
import type { CredentialShape, Flavour, FuzzRequest } from './fuzz-request';
import { queryString, restPath } from './operation-targets';
import type { RestTarget, ToolTarget } from './operation-targets';

/** Arguments as an object, and optionally the exact text to send instead of encoding that object. */
export interface EncodedArguments {
  readonly input: Record<string, unknown>;
  /** The JSON body (or MCP `arguments`) exactly as sent. */
  readonly jsonText?: string;
  /** Raw `name=value` pairs added after the query (a parameter given twice, `__proto__`). */
  readonly appendedQuery?: string;
}

/** What every request shares besides its arguments. */
export interface RequestMeta {
  readonly flavour: Flavour;
  readonly label: string;
  readonly credential: CredentialShape;
  readonly idempotencyKey?: string;
  readonly headers?: readonly (readonly [string, string])[];
}

const JSON_HEADERS: readonly (readonly [string, string])[] = [['Content-Type', 'application/json']];

function idempotencyHeader(meta: RequestMeta): (readonly [string, string])[] {
  return meta.idempotencyKey === undefined ? [] : [['Idempotency-Key', meta.idempotencyKey]];
}

function withAppendedQuery(path: string, appended: string | undefined): string {
  if (appended === undefined) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${appended}`;
}

/** The REST request of `target` with `encoded` arguments. */
export function restRequest(target: RestTarget, encoded: EncodedArguments, meta: RequestMeta): FuzzRequest {
  const { path, rest } = restPath(target, encoded.input);
  const base = { surface: 'rest' as const, flavour: meta.flavour, label: meta.label, credential: meta.credential, operationName: target.operation.name, input: encoded.input };
  if (target.inputLocation === 'query') {
    return {
      ...base,
      method: target.method,
      path: withAppendedQuery(`${path}${queryString(rest)}`, encoded.appendedQuery),
      headers: [...idempotencyHeader(meta), ...(meta.headers ?? [])],
    };
  }
  return {
    ...base,
    method: target.method,
    path,
    headers: [...(meta.headers ?? JSON_HEADERS), ...idempotencyHeader(meta)],
    body: { text: encoded.jsonText ?? JSON.stringify(rest) },
  };
}

/** The Agent HTTP request of `target` (on one of its paths) with `encoded` arguments as the JSON body. */
export function agentRequest(target: ToolTarget, agentPath: string, encoded: EncodedArguments, meta: RequestMeta): FuzzRequest {
  return {
    surface: 'agent-http',
    flavour: meta.flavour,
    label: meta.label,
    credential: meta.credential,
    operationName: target.operation.name,
    input: encoded.input,
    method: 'POST',
    path: agentPath,
    headers: [...(meta.headers ?? JSON_HEADERS), ...idempotencyHeader(meta)],
    body: { text: encoded.jsonText ?? JSON.stringify(encoded.input) },
  };
}

/** The headers of an MCP POST: JSON in, JSON or SSE out. */
export const MCP_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Type', 'application/json'],
  ['Accept', 'application/json, text/event-stream'],
];

/** The text of a JSON-RPC `tools/call` of `name` whose `arguments` are `argumentsText` (JSON). */
export function toolsCallText(id: number, name: string, argumentsText: string): string {
  return `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":${JSON.stringify(name)},"arguments":${argumentsText}}}`;
}

/** The MCP `tools/call` of `target` with `encoded` arguments (`idempotencyKey` is an argument on MCP). */
export function mcpRequest(target: ToolTarget, encoded: EncodedArguments, meta: RequestMeta, id = 1): FuzzRequest {
  const argumentsText =
    encoded.jsonText ?? JSON.stringify(meta.idempotencyKey === undefined ? encoded.input : { ...encoded.input, idempotencyKey: meta.idempotencyKey });
  return {
    surface: 'mcp',
    flavour: meta.flavour,
    label: meta.label,
    credential: meta.credential,
    operationName: target.operation.name,
    input: encoded.input,
    method: 'POST',
    path: '/',
    headers: meta.headers ?? MCP_HEADERS,
    body: { text: toolsCallText(id, target.name, argumentsText) },
  };
}
