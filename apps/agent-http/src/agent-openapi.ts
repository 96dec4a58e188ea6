import { TOOL_PATH_PREFIX, agentTools, errorEnvelopeSchema, successEnvelopeSchema } from '@mandala/operations';
import type { AnyOperation, RouteBinding, RouteErrors, StaticRouteDocumentation } from '@mandala/operations';
import { z } from 'zod';
import { problemDetails, problemDetailsSchema, PROBLEM_JSON } from './problem-details';

const TOOL_TAGS = ['Agent tools'] as const;

const idempotencyConflict: Readonly<Record<number, string>> = {
  409: 'The Idempotency-Key was used with other arguments, or the same request is still running',
};

/** The error statuses of a tool call, as the README's error table lists them. */
function toolErrors(operation: AnyOperation): RouteErrors {
  return {
    schema: { name: 'AgentToolError', schema: errorEnvelopeSchema },
    example: ({ status, code, message }) => ({
      version: 'v1',
      tool: operation.tool?.name ?? operation.name,
      error: { code, message },
      chargedUnits: status === 503 ? null : 0,
      meta: { requestId: '6f1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e', durationMs: 1.2 },
    }),
    statuses: {
      400: 'Invalid arguments, a body that is not JSON, an unknown argument, a malformed Idempotency-Key, or input the engine rejects (nothing charged)',
      401: 'Missing or malformed API key, or a key in the query string',
      403: 'Unknown or revoked key, or a plan without this tool or detail level',
      404: 'No such reference item or place',
      ...(operation.units > 0 && operation.refusesIdempotencyKey !== true ? idempotencyConflict : {}),
      429: 'Monthly quota exhausted',
      500: "The result failed the tool's output schema, or an unexpected server failure",
      502: 'The engine failed unexpectedly',
      503: 'Key and quota store unavailable (chargedUnits may be null)',
      504: 'The engine ran past the per-call time budget',
    },
  };
}

function toolBinding(operation: AnyOperation, pathSegment: string, operationId?: string): RouteBinding {
  return {
    method: 'post',
    path: `${TOOL_PATH_PREFIX}${pathSegment}`,
    operation,
    inputLocation: 'body',
    acceptsIdempotencyKey: operation.units > 0 && operation.refusesIdempotencyKey !== true,
    tags: TOOL_TAGS,
    ...(operationId === undefined ? {} : { operationId }),
    responses: { success: successEnvelopeSchema(operation), errors: toolErrors(operation) },
  };
}

/**
 * The OpenAPI route bindings of the tool calls: `POST /agent/v1/tools/<kebab-name>` for each agent tool and
 * one per alias path (`/agent/v1/tools/get_chart`, operationId `get_chart_alias`). Bodies are the tools'
 * arguments; answers are the success envelope (`data` = the tool's output schema) or `AgentToolError`.
 */
export function agentOpenApiRoutes(): RouteBinding[] {
  return agentTools.flatMap((operation) => {
    const tool = operation.tool;
    if (tool === undefined) return [];
    // The tool name is the operationId: an operation that is also a REST route keeps its own name there.
    return [toolBinding(operation, tool.path, tool.name), ...(tool.aliases ?? []).map((alias) => toolBinding(operation, alias, `${alias}_alias`))];
  });
}

const catalogSchema = z.object({
  version: z.literal('v1'),
  plan: z.string().describe("The caller's plan id."),
  tools: z.array(
    z.object({
      name: z.string(),
      title: z.string(),
      description: z.string(),
      path: z.string(),
      aliasPaths: z.array(z.string()),
      units: z.union([z.literal(0), z.literal(1)]),
      category: z.string(),
      idempotency: z.object({ supported: z.boolean(), header: z.literal('Idempotency-Key'), mcpArgument: z.literal('idempotencyKey') }),
      inputSchema: z.record(z.string(), z.unknown()).describe('JSON Schema 2020-12 of the arguments.'),
      outputSchema: z.record(z.string(), z.unknown()).describe('JSON Schema 2020-12 of the success envelope.'),
    }),
  ),
});

/** The OpenAPI documentation of `GET /agent/v1/mcp/catalog`, whose failures are RFC 9457 problem details. */
export function agentOpenApiStaticRoutes(): StaticRouteDocumentation[] {
  return [
    {
      method: 'get',
      path: '/agent/v1/mcp/catalog',
      operationId: 'agent_tool_catalog',
      summary: "The agent tools the caller's plan may call, with JSON Schemas (costs no units)",
      status: 200,
      authenticated: true,
      tags: TOOL_TAGS,
      responseSchema: catalogSchema,
      errors: {
        schema: { name: 'ProblemDetails', schema: problemDetailsSchema },
        mediaType: PROBLEM_JSON,
        example: (failure) => problemDetails(failure),
        statuses: {
          401: 'Missing or malformed API key, or a key in the query string',
          403: 'Unknown or revoked key',
          429: "The month's quota is used up",
          503: 'Key and quota store unavailable',
        },
      },
    },
  ];
}
