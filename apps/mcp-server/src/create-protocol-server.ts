import type { CredentialRequest, PlanId } from '@mandala/access';
import { findAgentTool, runAgentTool, toolsForPlan } from '@mandala/agent-http';
import type { AgentToolOptions } from '@mandala/agent-http';
import type { Executor } from '@mandala/operations';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { IDEMPOTENCY_ARGUMENT, mcpToolDefinition } from './mcp-tool-definitions';
import { summarizeToolResult } from './tool-summary';

/** Name and version the server reports in `initialize`. */
export const MCP_SERVER_INFO = { name: 'mandala', title: 'Mandala bodygraph calculations', version: '0.1.0' } as const;

/** What one HTTP request's MCP server knows about its caller. */
export interface ProtocolServerOptions extends AgentToolOptions {
  readonly executor: Executor;
  /** The caller's plan, already authenticated: `tools/list` shows only its tools. */
  readonly plan: PlanId;
  /** The request's headers; every `tools/call` re-authenticates through the executor with them. */
  readonly credential: CredentialRequest;
  readonly requestId: string;
}

function splitIdempotencyKey(argumentsValue: Record<string, unknown> | undefined): { args: Record<string, unknown>; key: unknown } {
  const { [IDEMPOTENCY_ARGUMENT]: key, ...args } = argumentsValue ?? {};
  return { args, key };
}

/**
 * A low-level MCP server for one request (stateless): `initialize` and `ping` come from the SDK;
 * `tools/list` lists the plan's tools; `tools/call` runs the tool through the same path as Agent HTTP
 * (`runAgentTool`), so codes, charges and idempotency match. A domain failure is a tool result with
 * `isError: true` and the Agent HTTP error envelope in `structuredContent`; an unknown tool name is a
 * JSON-RPC `InvalidParams` error.
 */
export function createProtocolServer(options: ProtocolServerOptions): Server {
  const server = new Server(MCP_SERVER_INFO, {
    capabilities: { tools: { listChanged: false } },
    instructions:
      'Mandala calculates Human Design bodygraph charts. Call resolve_timezone to turn a birth place into an IANA zone, then ' +
      'generate_chart with the local birth date-time. Calculation tools cost 1 quota unit on success; lookups cost 0.',
  });

  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: toolsForPlan(options.plan).map(mcpToolDefinition) }));

  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const name = request.params.name;
    if (findAgentTool(name) === undefined) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}`);
    const { args, key } = splitIdempotencyKey(request.params.arguments);
    if (key !== undefined && typeof key !== 'string') {
      const message = `${IDEMPOTENCY_ARGUMENT} must be a string.`;
      return {
        isError: true,
        content: [{ type: 'text', text: `validation_error: ${message}` }],
        structuredContent: {
          version: 'v1',
          tool: name,
          error: { code: 'validation_error', message, details: { issues: [{ path: IDEMPOTENCY_ARGUMENT, message }] } },
          chargedUnits: 0,
          meta: { requestId: options.requestId, durationMs: 0 },
        },
      };
    }
    const outcome = await runAgentTool(
      options.executor,
      { toolName: name, arguments: args, credential: options.credential, idempotencyKey: key, requestId: options.requestId, surface: 'mcp' },
      options,
    );
    const envelope = outcome.envelope;
    if ('error' in envelope) {
      return {
        isError: true,
        content: [{ type: 'text', text: `${envelope.error.code}: ${envelope.error.message}` }],
        structuredContent: envelope as unknown as Record<string, unknown>,
      };
    }
    return {
      content: [{ type: 'text', text: summarizeToolResult(envelope.tool, envelope.data) }],
      structuredContent: envelope as unknown as Record<string, unknown>,
    };
  });

  return server;
}
