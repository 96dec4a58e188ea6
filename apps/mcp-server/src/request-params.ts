import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CallToolRequestSchema,
  CompleteRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  InitializeRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  ReadResourceRequestSchema,
  isJSONRPCRequest,
} from '@modelcontextprotocol/sdk/types.js';
import type { JSONRPCMessage, JSONRPCRequest, MessageExtraInfo } from '@modelcontextprotocol/sdk/types.js';

/** A zod issue, as much of it as the sentence needs. */
interface ParamsIssue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly expected?: string;
}

/** The SDK's own schema of each request this server answers, and the params it expects, for the sentence. */
const requestsAnswered: Readonly<Record<string, { schema: { safeParse(value: unknown): { success: boolean; error?: { issues: readonly ParamsIssue[] } } }; expects: string }>> = {
  initialize: { schema: InitializeRequestSchema, expects: '{ "protocolVersion", "capabilities", "clientInfo": { "name", "version" } }' },
  ping: { schema: PingRequestSchema, expects: 'no params' },
  'tools/list': { schema: ListToolsRequestSchema, expects: '{ "cursor"? } or no params' },
  'tools/call': { schema: CallToolRequestSchema, expects: '{ "name": the tool\'s name, "arguments": an object of its named arguments }' },
  'resources/list': { schema: ListResourcesRequestSchema, expects: '{ "cursor"? } or no params' },
  'resources/templates/list': { schema: ListResourceTemplatesRequestSchema, expects: '{ "cursor"? } or no params' },
  'resources/read': { schema: ReadResourceRequestSchema, expects: '{ "uri": a resource URI such as mandala://library/gates/34 }' },
  'prompts/list': { schema: ListPromptsRequestSchema, expects: '{ "cursor"? } or no params' },
  'prompts/get': { schema: GetPromptRequestSchema, expects: '{ "name": the prompt\'s name, "arguments": an object of strings }' },
  'completion/complete': {
    schema: CompleteRequestSchema,
    expects: '{ "ref": { "type": "ref/resource", "uri" } or { "type": "ref/prompt", "name" }, "argument": { "name", "value" } }',
  },
};

const expectedWords: Readonly<Record<string, string>> = {
  object: 'an object',
  record: 'an object',
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  array: 'an array',
};

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : String(JSON.stringify(value));
}

/** One issue as words: `params.name is required`, `params.arguments must be an object, not null`. */
function describeIssue(request: JSONRPCRequest, issue: ParamsIssue): string {
  const where = issue.path.length === 0 ? 'the request' : issue.path.map(String).join('.');
  const value = valueAt(request, issue.path);
  if (issue.code === 'invalid_type' && value === undefined) return `${where} is required`;
  if (issue.code === 'invalid_type' && issue.expected !== undefined) {
    return `${where} must be ${expectedWords[issue.expected] ?? issue.expected}, not ${describeValue(value)}`;
  }
  const detail = issue.message.replace(/\s+/g, ' ').trim();
  return `${where} is not valid (${detail.charAt(0).toLowerCase()}${detail.slice(1)})`;
}

/**
 * Why the params of a request this server answers (`initialize`, `ping`, `tools/list`, `tools/call`) do not fit
 * the method, as one sentence for a JSON-RPC `-32602` Invalid params error, or undefined when they fit (or the
 * method is not one of these; an unknown method is the SDK's `-32601`). Checked with the SDK's own schemas.
 *
 * @example
 * requestParamsProblem({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'generate_chart', arguments: null } });
 * // 'Invalid params for tools/call: params.arguments must be an object, not null; send { "name": …, "arguments": … }.'
 */
export function requestParamsProblem(request: JSONRPCRequest): string | undefined {
  const answered = Object.hasOwn(requestsAnswered, request.method) ? requestsAnswered[request.method] : undefined;
  if (answered === undefined) return undefined;
  const parsed = answered.schema.safeParse(request);
  const issue = parsed.error?.issues[0];
  if (parsed.success || issue === undefined) return undefined;
  return `Invalid params for ${request.method}: ${describeIssue(request, issue)}; send ${answered.expects}.`;
}

/**
 * Puts the params check in front of the MCP server on `transport` (call after `server.connect`): a request
 * whose params do not fit its method is answered at once with `-32602` Invalid params and one sentence from
 * {@link requestParamsProblem}, and never reaches a handler, so nothing runs and nothing is charged. Works per
 * message, so each message of a batch gets its own answer.
 */
export function guardRequestParams(transport: Transport): void {
  const deliver = transport.onmessage;
  transport.onmessage = <Message extends JSONRPCMessage>(message: Message, extra?: MessageExtraInfo): void => {
    const problem = isJSONRPCRequest(message) ? requestParamsProblem(message) : undefined;
    if (problem === undefined || !isJSONRPCRequest(message)) {
      deliver?.(message, extra);
      return;
    }
    transport.send({ jsonrpc: '2.0', id: message.id, error: { code: ErrorCode.InvalidParams, message: problem } }).catch(() => undefined);
  };
}
