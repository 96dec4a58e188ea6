// @mandala/mcp-server: the agent tools over MCP (JSON-RPC 2.0, Streamable HTTP, stateless), a thin adapter
// over the tool layer of @mandala/operations. Its own app at `{mcp_url}`, plus the `POST /mcp` surface the
// server's composition root mounts on the REST origin.

export { PROTECTED_RESOURCE_METADATA_PATH, createMcpApp } from './create-mcp-app';
export type { McpProtectedResource, McpProtectedResourceSource } from './protected-resource';
export type { McpPublicAddress, McpPublicAddressSource } from './public-address';
export type { McpApp, McpAppDependencies } from './create-mcp-app';
export { ACCESS_DENIED_RPC_CODE, handleMcpRequest } from './handle-mcp-request';
export type { McpRequestRecord } from './handle-mcp-request';
export { invalidJsonRpcBody } from './json-rpc-envelope';
export type { InvalidJsonRpcBody, JsonRpcId } from './json-rpc-envelope';
export { guardRequestParams, requestParamsProblem } from './request-params';
export { FIRST_REVISION_WITHOUT_BATCHES, MODERN_PROTOCOL_REVISION, protocolRevisionOf, revisionAllowsBatches } from './protocol-revision';
export { createJsonLineLogger, silentMcpLogger } from './mcp-logger';
export type { McpLogLevel, McpLogger } from './mcp-logger';
export { MCP_SERVER_INFO, createProtocolServer, mcpServerInfo, registerProtocolHandlers } from './create-protocol-server';
export { modernHandlerRegistry } from './handler-registry';
export type { HandlerRegistry } from './handler-registry';
export { isModernRequest, serveModernRequest } from './serve-modern-request';
export type { ProtocolServerOptions } from './create-protocol-server';
export { IDEMPOTENCY_ARGUMENT, mcpToolDefinition } from './mcp-tool-definitions';
export { MCP_ROUTE_DEPRECATION, mcpCompatibilitySurface } from './mcp-surface';
export type { McpRouteLogFields, McpRouteState } from './mcp-surface';
export { CALL_META_KEY, toolCallMetaOf, toolCallResult, toolErrorEnvelopeOf } from './tool-call-result';
export { toolResultMarkdown, FULL_RESULT_LINE } from './tool-text/tool-result-markdown';
export { chartMarkdown } from './tool-text/chart-markdown';
export { startMcpServer } from './start-mcp-server';
export { answerHealthCheck, mcpHealthPaths } from './mcp-health';
export type { McpHealth } from './mcp-health';
export type { RunningMcpServer, StartMcpServerOptions } from './start-mcp-server';
export { summarizeToolResult } from './tool-summary';
export { allowedOriginsFrom, isLoopbackBind, originRefusal } from './mcp-origin-policy';
export type { McpOriginPolicy } from './mcp-origin-policy';
export { MAX_JSON_RPC_BATCH_ANSWER_BYTES, MAX_JSON_RPC_BATCH_MESSAGES } from './json-rpc-envelope';
export {
  BODYGRAPH_APP_RESOURCE_META,
  BODYGRAPH_APP_URI,
  MCP_APP_MIME_TYPE,
  bodygraphAppCsp,
  bodygraphAppHtml,
  bodygraphAppResourceMeta,
  claudeAppDomain,
} from './bodygraph-app/bodygraph-app-resource';
export { RESOURCE_NOT_FOUND_RPC_CODE, mcpErrorOf, registerResourceHandlers } from './mcp-resources';
export { registerPromptHandlers } from './mcp-prompts';
