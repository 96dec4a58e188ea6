// The invariants every answer must keep, and the units it says (or, on REST, implies) were charged:
//
// - no 5xx: no 500/502 anywhere, no 5xx error code inside an MCP tool result, no JSON-RPC internal error; 503 and
//   504 only while faults are injected on purpose; 501 only as `not_implemented` (the reserved legacy routes);
// - no stack trace, source path or API key in the body;
// - an error body's code is in the error table and its status is the table's;
// - a refused credential (two keys, a key in the query, no key…) never gets a 2xx from an operation;
// - a success charges what its operation costs (0 when replayed), a failure 0 (or null: the store could not say).
import { canonicalParameterNames, findTool, getOperation, httpStatusForCode, inputFieldNames, restRouteBindings } from '@mandala/operations';
import type { AnyOperation } from '@mandala/operations';
import { refusedCredentialKinds } from './fuzz-request';
import type { FuzzRequest } from './fuzz-request';
import { isOAuthPath, oauthErrorCodes } from './oauth-requests';
import { leaksIn } from './leak-patterns';
import type { FuzzResponse } from './send-request';

/** What the checks need besides the request and its answer. */
export interface CheckContext {
  /** Faults are injected on purpose (a database stopped): 503 and 504 are then expected answers. */
  readonly faultsInjected: boolean;
  /** The keys in use, which must never appear in an answer. */
  readonly knownKeys: readonly string[];
}

/** The verdict on one answer. */
export interface CheckedResponse {
  readonly violations: string[];
  /** Units charged to the request's key: a number, or `null` when the answer says the store could not tell. */
  readonly chargedUnits: number | null;
  /** Error codes the answer carries (HTTP and, on MCP, in tool results), for the summary. */
  readonly errorCodes: string[];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function operationNamed(name: string | undefined): AnyOperation | undefined {
  if (name === undefined) return undefined;
  try {
    return getOperation(name);
  } catch {
    return findTool(name);
  }
}

/** Each REST route's path as the router matches it: any casing, an optional trailing slash. */
const restRoutePatterns = restRouteBindings.map((binding) => ({
  operation: binding.operation,
  pattern: new RegExp(`^${binding.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}/?$`, 'i'),
}));

/** The operation whose REST route answers `path` (without its query), whatever the request aimed at. */
export function restOperationAt(path: string): AnyOperation | undefined {
  const pathname = path.split('?')[0] ?? '';
  return restRoutePatterns.find((route) => route.pattern.test(pathname))?.operation;
}

/** Units a successful, not replayed call of `operation` with `input` costs; `undefined` when the input cannot say. */
export function expectedUnits(operation: AnyOperation, input: unknown, surface: FuzzRequest['surface']): number | undefined {
  if (operation.units === 0) return 0;
  if (operation.unitsFor === undefined) return operation.units;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return undefined;
  const canonical = surface === 'rest' ? canonicalParameterNames(input as Record<string, unknown>, inputFieldNames(operation.input), operation.rest?.aliases ?? {}) : input;
  const parsed = operation.input.safeParse(canonical);
  return parsed.success ? operation.unitsFor(parsed.data) : undefined;
}

/**
 * Whether a 5xx answer (`status`, with its error `code`) is allowed: `not_implemented` (501), the time budget (504
 * `execution_timed_out`), and 503/504 while faults are injected. Every status below 500 is.
 */
export function statusAllowed(status: number, code: string | undefined, context: Pick<CheckContext, 'faultsInjected'>): boolean {
  if (status < 500) return true;
  if (status === 501 && code === 'not_implemented') return true;
  // The time budget ending a calculation is an answer, not a fault: under the test run's own load a report on a cold,
  // low-priority calculation thread can outlast it. It charges nothing, and the quota checks hold it to that.
  if (status === 504 && code === 'execution_timed_out') return true;
  return context.faultsInjected && (status === 503 || status === 504);
}

interface Verdict {
  violations: string[];
  errorCodes: string[];
  chargedUnits: number | null;
}

function checkCode(verdict: Verdict, code: unknown, status: number, where: string, context: CheckContext): void {
  if (typeof code !== 'string') return;
  verdict.errorCodes.push(code);
  const tableStatus = httpStatusForCode(code);
  if (tableStatus !== status) verdict.violations.push(`${where}: code ${code} (table status ${tableStatus}) answered with ${status}`);
  if (!statusAllowed(tableStatus, code, context)) verdict.violations.push(`${where}: server error ${code}`);
}

function checkSuccessCharge(verdict: Verdict, reported: unknown, replayed: boolean, operation: AnyOperation | undefined, input: unknown, request: FuzzRequest): void {
  if (typeof reported !== 'number') {
    verdict.violations.push(`a success without chargedUnits: ${JSON.stringify(reported)}`);
    return;
  }
  const expected = replayed ? 0 : operation === undefined ? undefined : expectedUnits(operation, input, request.surface);
  if (expected !== undefined && reported !== expected) verdict.violations.push(`charged ${reported} units for a success that costs ${expected}`);
  verdict.chargedUnits = (verdict.chargedUnits ?? 0) + reported;
}

function checkFailureCharge(verdict: Verdict, reported: unknown, status: number): void {
  if (reported === 0) return;
  if (reported === null && status === 503) {
    verdict.chargedUnits = null;
    return;
  }
  verdict.violations.push(`a ${status} failure reports chargedUnits ${JSON.stringify(reported)}`);
}

function checkRest(verdict: Verdict, request: FuzzRequest, response: FuzzResponse, context: CheckContext): void {
  const body = parseJson(response.bodyText) as { error?: unknown; code?: unknown } | undefined;
  if (isOAuthPath(request.path)) {
    // The OAuth routes answer the RFCs' error codes (JSON) or an HTML page; they never charge.
    if (response.status >= 400 && typeof body?.error === 'string') {
      verdict.errorCodes.push(body.error);
      if (!oauthErrorCodes.has(body.error)) verdict.violations.push(`OAuth route: unknown error code ${body.error}`);
    }
    return;
  }
  if (response.status >= 400) {
    if (response.headers['content-type']?.includes('problem+json') === true) checkCode(verdict, body?.code, response.status, 'problem details', context);
    else checkCode(verdict, body?.error, response.status, 'error body', context);
    if (response.status === 503) verdict.chargedUnits = null;
    return;
  }
  // A spoilt path may still reach a route (`/HD-DATA`, `/hd-data/`): the route, not the aim, says what was charged.
  const operation = restOperationAt(request.path) ?? operationNamed(request.operationName);
  // Node reads the method in any casing (`get` is GET).
  if (response.status !== 200 || operation === undefined || request.method.toUpperCase() !== operation.rest?.method.toUpperCase()) return;
  const replayed = response.headers['idempotent-replayed'] === 'true';
  const bodyText = request.body !== undefined && 'text' in request.body ? request.body.text : '';
  const expected = replayed ? 0 : expectedUnits(operation, request.input ?? parseJson(bodyText), 'rest');
  if (expected === undefined) verdict.violations.push(`a 200 of ${operation.name} whose cost the fuzzer cannot tell`);
  verdict.chargedUnits = expected ?? null;
}

function checkAgent(verdict: Verdict, request: FuzzRequest, response: FuzzResponse, context: CheckContext): void {
  const envelope = parseJson(response.bodyText) as
    | { error?: { code?: unknown }; chargedUnits?: unknown; meta?: { chargedUnits?: unknown; idempotency?: { status?: unknown } }; tool?: unknown }
    | undefined;
  // A tool envelope's error is an object; the REST error body `{ error: "<code>", message }` answers what no tool route matched.
  if (typeof envelope?.error === 'object' && envelope.error !== null) {
    checkCode(verdict, envelope.error.code, response.status, 'tool envelope', context);
    checkFailureCharge(verdict, envelope.chargedUnits, response.status);
    return;
  }
  if (response.status >= 400) {
    // Not an envelope: an answer of the HTTP layer (404 for an unknown path, 405, Node's 400/408/431).
    checkCode(verdict, (envelope as { error?: unknown } | undefined)?.error, response.status, 'error body', context);
    return;
  }
  if (response.status === 200 && envelope?.meta !== undefined) {
    const operation = operationNamed(typeof envelope.tool === 'string' ? envelope.tool : request.operationName);
    checkSuccessCharge(verdict, envelope.meta.chargedUnits, envelope.meta.idempotency?.status === 'replayed', operation, request.input, request);
  }
}

/** The JSON-RPC messages of an MCP answer: one object, a batch array, or the `data:` lines of an SSE stream. */
function rpcMessages(response: FuzzResponse): unknown[] {
  const text = response.bodyText;
  const parsed = (response.headers['content-type'] ?? '').startsWith('text/event-stream')
    ? text
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => parseJson(line.slice(5)))
    : [parseJson(text)];
  return parsed.flatMap((message) => (Array.isArray(message) ? message : message === undefined ? [] : [message]));
}

function checkMcp(verdict: Verdict, request: FuzzRequest, response: FuzzResponse, context: CheckContext): void {
  for (const message of rpcMessages(response)) {
    const { error, result } = message as { error?: { code?: unknown; data?: { code?: unknown } }; result?: Record<string, unknown> };
    if (error !== undefined) {
      if (error.code === -32603) verdict.violations.push(`JSON-RPC internal error: ${JSON.stringify(error).slice(0, 300)}`);
      if (error.data?.code !== undefined) checkCode(verdict, error.data.code, response.status, 'JSON-RPC error', context);
      if (response.status === 503) verdict.chargedUnits = null;
      continue;
    }
    if (result === undefined) continue;
    if (result['isError'] === true) {
      const blocks = Array.isArray(result['content']) ? (result['content'] as { text?: unknown }[]) : [];
      const envelope = blocks.map((block) => (typeof block.text === 'string' ? parseJson(block.text) : undefined)).find((value) => (value as { error?: unknown } | undefined)?.error !== undefined) as
        | { error: { code?: unknown }; chargedUnits?: unknown }
        | undefined;
      if (envelope === undefined) continue;
      const code = typeof envelope.error.code === 'string' ? envelope.error.code : undefined;
      const status = code === undefined ? 0 : httpStatusForCode(code);
      if (code !== undefined) verdict.errorCodes.push(code);
      if (!statusAllowed(status, code, context)) verdict.violations.push(`MCP tool result: server error ${code}`);
      checkFailureCharge(verdict, envelope.chargedUnits, status);
      continue;
    }
    const structured = result['structuredContent'] as { tool?: unknown } | undefined;
    const meta = (result['_meta'] as Record<string, { chargedUnits?: unknown; idempotency?: { status?: unknown } } | undefined> | undefined)?.['mandala/meta'];
    if (structured !== undefined && meta !== undefined) {
      const operation = operationNamed(typeof structured.tool === 'string' ? structured.tool : request.operationName);
      const batch = Array.isArray(parseJson(typeof request.body === 'object' && 'text' in request.body ? request.body.text : ''));
      checkSuccessCharge(verdict, meta.chargedUnits, meta.idempotency?.status === 'replayed', operation, batch ? undefined : request.input, request);
    }
  }
  if (response.status >= 400 && response.status !== 503 && rpcMessages(response).length === 0) {
    checkCode(verdict, (parseJson(response.bodyText) as { error?: unknown } | undefined)?.error, response.status, 'error body', context);
  }
}

/** Node's limit on the request line and headers together (`--max-http-header-size`, 16 kB). */
const NODE_HEADER_LIMIT_BYTES = 16 * 1024;

/** Bytes of the request line and headers, about (the credential aside). */
function headBytes(request: FuzzRequest): number {
  return request.path.length + request.headers.reduce((sum, [name, value]) => sum + name.length + Buffer.byteLength(value) + 4, 0);
}

/** The error code of a REST answer (`{ error: code }`) or an Agent HTTP envelope (`{ error: { code } }`), if any. */
function errorCodeOf(bodyText: string): string | undefined {
  const error = (parseJson(bodyText) as { error?: unknown } | undefined)?.error;
  if (typeof error === 'string') return error;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** Checks one answer against every invariant and reads the units it charged. */
export function checkResponse(request: FuzzRequest, response: FuzzResponse, context: CheckContext): CheckedResponse {
  const verdict: Verdict = { violations: [], errorCodes: [], chargedUnits: 0 };
  if (response.failure !== undefined) {
    // Node answers a request line and headers over its 16 kB limit with 431 and closes at once: a client still
    // sending them may see the reset before the answer. Anything else must be answered.
    const refusedHead = headBytes(request) > NODE_HEADER_LIMIT_BYTES && /ECONNRESET|EPIPE/.test(response.failure);
    if (!refusedHead) verdict.violations.push(`no answer: ${response.failure}`);
    verdict.chargedUnits = refusedHead ? 0 : null;
    return verdict;
  }
  if (!statusAllowed(response.status, errorCodeOf(response.bodyText), context)) verdict.violations.push(`HTTP ${response.status}`);
  for (const leak of leaksIn(response.bodyText, context.knownKeys)) verdict.violations.push(`${leak} in the body`);
  if (request.surface === 'rest') checkRest(verdict, request, response, context);
  else if (request.surface === 'agent-http') checkAgent(verdict, request, response, context);
  else checkMcp(verdict, request, response, context);
  const refused = request.operationName !== undefined && refusedCredentialKinds.has(request.credential.kind);
  if (refused && response.status >= 200 && response.status < 300) {
    verdict.violations.push(`credential "${request.credential.kind}" was accepted (${response.status})`);
  }
  if (refused && verdict.chargedUnits !== 0 && verdict.chargedUnits !== null) verdict.violations.push(`credential "${request.credential.kind}" was charged`);
  return verdict;
}
