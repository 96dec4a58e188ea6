// @mandala/agent-http: the six agent tools over HTTP (`POST /agent/v1/tools/<tool>`) and the tool catalog,
// a thin adapter over @mandala/operations. The REST app mounts it; `createAgentApp` also serves it alone.

export { agentOpenApiRoutes, agentOpenApiStaticRoutes } from './agent-openapi';
export { createAgentRouter } from './agent-router';
export type { AgentRouterOptions, AgentState } from './agent-router';
export { agentHttpSurface } from './agent-surface';
export { createAgentApp, executorOf } from './create-agent-app';
export type { AgentApp, AgentAppDependencies } from './create-agent-app';
export { findAgentTool } from './find-agent-tool';
export { runAgentTool } from './run-agent-tool';
export type { AgentToolCall, AgentToolOptions, AgentToolOutcome } from './run-agent-tool';
export { TOOL_PATH_PREFIX, catalogEntry, toolCatalog, toolsForPlan } from './tool-catalog';
export type { ToolCatalogEntry } from './tool-catalog';
export { ENVELOPE_VERSION, envelopeQuota, errorEnvelopeSchema, successEnvelopeSchema } from './tool-envelope';
export type {
  EnvelopeQuota,
  IdempotencyStatus,
  SuccessMeta,
  ToolEnvelope,
  ToolErrorEnvelope,
  ToolSuccessEnvelope,
} from './tool-envelope';
export { toolInputJsonSchema, toolOutputJsonSchema } from './tool-json-schema';
export type { JsonSchema } from './tool-json-schema';
export { PROBLEM_JSON, problemDetails, problemDetailsSchema } from './problem-details';
export type { ProblemDetails } from './problem-details';
export { MAXIMUM_BODY_BYTES, readJsonBody } from './read-json-body';
export type { JsonBodyResult } from './read-json-body';
