import { ErrorCode, JSONRPCMessageSchema } from '@modelcontextprotocol/sdk/types.js';
import { FIRST_REVISION_WITHOUT_BATCHES, revisionAllowsBatches } from './protocol-revision';

/** A JSON-RPC id as MCP allows it: a string or an integer, never null. */
export type JsonRpcId = string | number;

/** Why a request body is refused before any message runs: always JSON-RPC `-32600` Invalid Request, HTTP 400. */
export interface InvalidJsonRpcBody {
  readonly code: typeof ErrorCode.InvalidRequest;
  readonly message: string;
  /** The id of the refused request when it could be read, else null (as JSON-RPC asks). */
  readonly id: JsonRpcId | null;
}

/** The most messages one JSON-RPC batch may hold (the root README's operations table). */
export const MAX_JSON_RPC_BATCH_MESSAGES = 20;

/**
 * The most bytes of answers one JSON-RPC batch may collect: once its answers add up to more, each further answer is
 * replaced by a short `-32603` error saying to send that call alone or in a smaller batch.
 */
export const MAX_JSON_RPC_BATCH_ANSWER_BYTES = 4 * 1024 * 1024;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isJsonRpcId(value: unknown): value is JsonRpcId {
  return typeof value === 'string' || (typeof value === 'number' && Number.isSafeInteger(value));
}

function shown(value: unknown): string {
  return value === undefined ? 'missing' : JSON.stringify(value);
}

/** What is wrong with one message's envelope (not its params), in one sentence, or undefined. */
function envelopeProblem(message: unknown): string | undefined {
  if (!isRecord(message)) return `a JSON-RPC message must be a JSON object, not ${Array.isArray(message) ? 'an array' : shown(message)}`;
  if (message['jsonrpc'] !== '2.0') return `"jsonrpc" must be "2.0", not ${shown(message['jsonrpc'])}`;
  if ('method' in message) {
    if (typeof message['method'] !== 'string') return '"method" must be a string';
    if ('id' in message && !isJsonRpcId(message['id'])) {
      const note = message['id'] === null ? ' (MCP allows no null id; leave "id" out to send a notification)' : '';
      return `"id" must be a string or an integer, not ${shown(message['id'])}${note}`;
    }
    if ('params' in message && !isRecord(message['params'])) return `"params" must be an object of named parameters, not ${shown(message['params'])}`;
  } else if (!('result' in message) && !('error' in message)) {
    return 'a JSON-RPC message needs "method" (a request or a notification) or "result" or "error" (a response)';
  }
  if (JSONRPCMessageSchema.safeParse(message).success) return undefined;
  const unexpected = Object.keys(message).filter((key) => !['jsonrpc', 'id', 'method', 'params', 'result', 'error'].includes(key));
  return unexpected.length > 0
    ? `a JSON-RPC message has no member ${unexpected.map((key) => JSON.stringify(key)).join(', ')}`
    : 'the message is not a valid JSON-RPC 2.0 request, notification or response';
}

function idOf(message: unknown): JsonRpcId | null {
  return isRecord(message) && isJsonRpcId(message['id']) ? message['id'] : null;
}

/** The refusal, its message one sentence: `Invalid Request: <problem>.` */
function invalid(problem: string, id: JsonRpcId | null = null): InvalidJsonRpcBody {
  return { code: ErrorCode.InvalidRequest, message: `Invalid Request: ${problem}.`, id };
}

/**
 * Checks the JSON-RPC envelope of a parsed MCP request body before anything runs: one message object, or
 * (under protocol revisions that still have them, 2025-03-26 and earlier) a non-empty batch of them without
 * `initialize`. Returns why the body is refused (`-32600` Invalid Request), or undefined when the messages may
 * run. Params are checked per message later (`-32602`, see `requestParamsProblem`).
 *
 * A refused batch runs none of its messages, so nothing is charged.
 */
export function invalidJsonRpcBody(body: unknown, protocolRevision: string): InvalidJsonRpcBody | undefined {
  if (!Array.isArray(body)) {
    const problem = envelopeProblem(body);
    return problem === undefined ? undefined : invalid(problem, idOf(body));
  }
  if (body.length === 0) return invalid('an empty batch ([]) holds no message; send one JSON-RPC message object');
  if (body.length > MAX_JSON_RPC_BATCH_MESSAGES) {
    return invalid(`a batch holds at most ${MAX_JSON_RPC_BATCH_MESSAGES} messages and this one has ${body.length}; split it into smaller batches (nothing in this batch was run)`);
  }
  if (!revisionAllowsBatches(protocolRevision)) {
    return invalid(
      `JSON-RPC batches were removed from MCP in protocol revision ${FIRST_REVISION_WITHOUT_BATCHES} and this request uses ${protocolRevision}; ` +
        'send one message per HTTP request (nothing in this batch was run)',
    );
  }
  for (const [position, message] of body.entries()) {
    const problem = envelopeProblem(message);
    if (problem !== undefined) return invalid(`in batch message ${position + 1}, ${problem} (nothing in this batch was run)`);
    if (isRecord(message) && message['method'] === 'initialize') {
      return invalid('initialize must be sent alone, not in a batch (nothing in this batch was run)');
    }
  }
  return undefined;
}

/** How many messages of `body` (one message or a batch) are not `tools/call` (each tool call is counted by its own run). */
export function messagesBesideToolCalls(body: unknown): number {
  return (Array.isArray(body) ? body : [body]).filter((message) => !(isRecord(message) && message['method'] === 'tools/call')).length;
}
