import type { CredentialRequest, PlanId } from '@mandala/access';
import { findTool, runTool, toolsForPlan } from '@mandala/operations';
import type { Executor, ToolOptions, ToolOutcome } from '@mandala/operations';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { DiscoverRequestSchema, legacyDiscoverResult } from './discover-result';
import { MCP_SERVER_CAPABILITIES, MCP_SERVER_INSTRUCTIONS } from './server-offer';
import type { HandlerRegistry } from './handler-registry';
import { registerPromptHandlers } from './mcp-prompts';
import { registerResourceHandlers } from './mcp-resources';
import { IDEMPOTENCY_ARGUMENT, mcpToolDefinition } from './mcp-tool-definitions';
import type { McpPublicAddress, McpPublicAddressSource } from './public-address';
import { toolCallResult } from './tool-call-result';

export { MCP_SERVER_CAPABILITIES, MCP_SERVER_INSTRUCTIONS } from './server-offer';

/** The server's icon: a bodygraph outline as an SVG data URI (no outside origin to fetch). */
export const MCP_SERVER_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#1f2937"/>' +
  '<path d="M32 6 42 18H22Z M24 22h16v10H24Z M22 36h20v10H22Z M32 50l10 8H22Z" fill="none" stroke="#fbbf24" stroke-width="3" stroke-linejoin="round"/></svg>';

/**
 * Name, title, version and icon the server reports in `initialize`; {@link mcpServerInfo} adds the `websiteUrl` of a
 * server with a public address (each operator's service lives at its own).
 */
export const MCP_SERVER_INFO = {
  name: 'mandala',
  title: 'Mandala bodygraph calculations',
  version: '0.1.0',
  icons: [{ src: `data:image/svg+xml;base64,${Buffer.from(MCP_SERVER_ICON_SVG).toString('base64')}`, mimeType: 'image/svg+xml', sizes: ['any'] }],
};

/** `serverInfo` of `initialize`: {@link MCP_SERVER_INFO}, with `websiteUrl` (the service's public origin) when it is known. */
export function mcpServerInfo(publicAddress?: McpPublicAddress): typeof MCP_SERVER_INFO & { websiteUrl?: string } {
  return publicAddress === undefined ? MCP_SERVER_INFO : { ...MCP_SERVER_INFO, websiteUrl: publicAddress.websiteUrl };
}

/** The tools that report progress (`notifications/progress`) when the call carries a progress token: batch, group and calendar work. */
export const PROGRESS_TOOLS: ReadonlySet<string> = new Set([
  'generate_chart_batch',
  'generate_group_composite',
  'get_gate_calendar',
  'get_moon_phases',
  'get_planetary_forecast',
  'get_transit_alerts',
]);

/** What one HTTP request's MCP server knows about its caller. */
export interface ProtocolServerOptions extends ToolOptions {
  readonly executor: Executor;
  /** The caller's plan, already authenticated: `tools/list` shows only its tools. */
  readonly plan: PlanId;
  /**
   * An OAuth access token's scopes (`undefined` for an API key): `tools/list` shows only the tools they open, and
   * the reference library (resources, completions) needs `charts`. Every `tools/call` is checked again by the executor.
   */
  readonly oauthScopes?: readonly string[] | undefined;
  /** The request's headers; every `tools/call` re-authenticates through the executor with them. */
  readonly credential: CredentialRequest;
  readonly requestId: string;
  /** Told of every `tools/call` that ran (the request's log line reports the tools and units). */
  readonly onToolOutcome?: (outcome: ToolOutcome) => void;
  /**
   * The HTTP request's `Idempotency-Key` header, as sent (see `idempotencyKeyHeader`): the key of a `tools/call`
   * without an `idempotencyKey` argument, so a client that sends the header (as on Agent HTTP and REST) is charged
   * once for a repeated call. The argument wins when both are sent with the same key; two different keys are refused.
   */
  readonly idempotencyKeyHeader?: string | undefined;
  /** Where clients reach this endpoint, once known: `serverInfo.websiteUrl` and the app page's sandbox domain. */
  readonly publicAddress?: McpPublicAddressSource | undefined;
}

function splitIdempotencyKey(argumentsValue: Record<string, unknown> | undefined): { args: Record<string, unknown>; key: unknown } {
  const { [IDEMPOTENCY_ARGUMENT]: key, ...args } = argumentsValue ?? {};
  return { args, key };
}

/**
 * A low-level MCP server for one request (stateless): `initialize` and `ping` come from the SDK;
 * `tools/list` lists the plan's tools; `resources/*`, `prompts/*` and `completion/complete` serve the plan's
 * resources and prompts at 0 units (see `registerResourceHandlers`, `registerPromptHandlers`); `tools/call` runs the tool through the same path as Agent HTTP
 * (`runTool`), so codes, charges, idempotency and error envelopes match. A domain failure is a tool result
 * with `isError: true` and the error in `content` (see {@link toolCallResult}); an unknown tool name is a
 * JSON-RPC `InvalidParams` error. Params that do not fit a method are refused before the handlers run (see
 * `guardRequestParams`, which `handleMcpRequest` puts in front of this server).
 */
export function createProtocolServer(options: ProtocolServerOptions): Server {
  const publicAddress = options.publicAddress?.();
  const server = new Server(mcpServerInfo(publicAddress), { capabilities: MCP_SERVER_CAPABILITIES, instructions: MCP_SERVER_INSTRUCTIONS });
  registerProtocolHandlers(server, options);
  // `server/discover` (a 2026-07-28 method) answers on the 2025 lane too, so a client probing first learns the revisions.
  server.setRequestHandler(DiscoverRequestSchema, () => legacyDiscoverResult());
  return server;
}

/**
 * Registers what every lane answers on `server` (the SDK v1 `Server`, or the v2 one through
 * `modernHandlerRegistry`): `tools/list`, `tools/call`, resources, prompts and completions for the caller of `options`.
 */
export function registerProtocolHandlers(server: HandlerRegistry, options: ProtocolServerOptions): void {
  const publicAddress = options.publicAddress?.();
  registerResourceHandlers(server, options.plan, options.executor.context.engines, options.oauthScopes, publicAddress);
  registerPromptHandlers(server, options.plan);

  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: toolsForPlan(options.plan, options.oauthScopes).map(mcpToolDefinition) }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    const name = request.params.name;
    const operation = findTool(name);
    if (operation === undefined) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}. Call tools/list for the names of the tools this key may call.`);
    const { args, key: argumentKey } = splitIdempotencyKey(request.params.arguments);
    const headerKey = options.idempotencyKeyHeader;
    if (argumentKey !== undefined && headerKey !== undefined && argumentKey !== headerKey) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `The Idempotency-Key header and the ${IDEMPOTENCY_ARGUMENT} argument carry different keys; send the key once (either one), the same on every retry of this call.`,
      );
    }
    const key = argumentKey ?? headerKey;
    const toolName = operation.tool?.name ?? name;
    const progressToken = request.params._meta?.progressToken;
    const progress = async (step: number, message: string): Promise<void> => {
      if (progressToken === undefined || !PROGRESS_TOOLS.has(toolName)) return;
      await extra.sendNotification({ method: 'notifications/progress', params: { progressToken, progress: step, total: 1, message } });
    };
    await progress(0, `${toolName} started.`);
    const outcome = await runTool(
      options.executor,
      { toolName: name, arguments: args, credential: options.credential, idempotencyKey: key, requestId: options.requestId, surface: 'mcp' },
      options,
    );
    options.onToolOutcome?.(outcome);
    await progress(1, `${toolName} ${'error' in outcome.envelope ? 'failed' : 'finished'}.`);
    // A log message (notifications/message) on the answer's stream; a plain JSON answer has no room for it and drops it.
    await extra.sendNotification({
      method: 'notifications/message',
      params:
        'error' in outcome.envelope
          ? { level: 'warning', logger: 'mandala', data: `${toolName} failed: ${outcome.envelope.error.code}` }
          : { level: 'info', logger: 'mandala', data: `${toolName} answered; ${outcome.envelope.meta.chargedUnits} unit(s) charged.` },
    });
    return toolCallResult(outcome.envelope);
  });
}
