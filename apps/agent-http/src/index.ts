// @mandala/agent-http: the agent tools over HTTP (`POST /agent/v1/tools/<tool>`) and the tool catalog, a
// thin Koa adapter over the tool layer of @mandala/operations. The server's composition root mounts it on
// the REST origin; `createAgentApp` also serves it alone.

export { agentOpenApiRoutes, agentOpenApiStaticRoutes } from './agent-openapi';
export { createAgentRouter } from './agent-router';
export type { AgentRouterOptions, AgentState } from './agent-router';
export { agentHttpSurface } from './agent-surface';
export { createAgentApp } from './create-agent-app';
export type { AgentApp, AgentAppDependencies } from './create-agent-app';
export { PROBLEM_JSON, problemDetails, problemDetailsSchema } from './problem-details';
export type { ProblemDetails } from './problem-details';
