import { planAllows } from '@mandala/access/policy';
import type { PlanId } from '@mandala/access';
import type { AnyOperation, OperationCategory } from '../define-operation';
import { oauthScopesAllow } from '../oauth-scopes-allow';
import { agentTools } from '../registry';
import { toolDescriptionText } from './tool-birth-arguments';
import { toolInputJsonSchema, toolOutputJsonSchema } from './tool-json-schema';
import type { JsonSchema } from './tool-json-schema';

/** One entry of the tool catalog (`GET /agent/v1/mcp/catalog`, MCP `tools/list`). */
export interface ToolCatalogEntry {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  /** Agent HTTP path, e.g. `/agent/v1/tools/generate-chart`. */
  readonly path: string;
  /** Other Agent HTTP paths answering the same tool (`/agent/v1/tools/get_chart`). */
  readonly aliasPaths: readonly string[];
  /** Quota units a successful call charges. */
  readonly units: 0 | 1;
  /** Tier category the plan must include. */
  readonly category: OperationCategory;
  /** Whether the call can be made idempotent: header `Idempotency-Key` or MCP argument `idempotencyKey`. */
  readonly idempotency: { readonly supported: boolean; readonly header: 'Idempotency-Key'; readonly mcpArgument: 'idempotencyKey' };
  readonly inputSchema: JsonSchema;
  /** JSON Schema of the success envelope `{ version, tool, data, meta }`. */
  readonly outputSchema: JsonSchema;
}

/** Agent HTTP path prefix of the tools. */
export const TOOL_PATH_PREFIX = '/agent/v1/tools/';

/**
 * The tools a plan may call, in catalog order; with `oauthScopes` (an OAuth access token's), only those its scopes
 * open (an API key passes none and sees every tool of its plan).
 */
export function toolsForPlan(plan: PlanId, oauthScopes?: readonly string[]): AnyOperation[] {
  return agentTools.filter((operation) => planAllows(plan, operation.category) && oauthScopesAllow(oauthScopes, operation));
}

/** The catalog entry of one tool. */
export function catalogEntry(operation: AnyOperation): ToolCatalogEntry {
  const tool = operation.tool;
  if (tool === undefined) throw new TypeError(`${operation.name} is not an agent tool`);
  return {
    name: tool.name,
    title: tool.title,
    description: toolDescriptionText(operation),
    path: `${TOOL_PATH_PREFIX}${tool.path}`,
    aliasPaths: (tool.aliases ?? []).map((alias) => `${TOOL_PATH_PREFIX}${alias}`),
    units: operation.units,
    category: operation.category,
    idempotency: { supported: operation.units > 0 && operation.refusesIdempotencyKey !== true, header: 'Idempotency-Key', mcpArgument: 'idempotencyKey' },
    inputSchema: toolInputJsonSchema(operation),
    outputSchema: toolOutputJsonSchema(operation),
  };
}

/** The catalog for a plan (and an OAuth access token's scopes): `{ version: 'v1', plan, tools }`. */
export function toolCatalog(plan: PlanId, oauthScopes?: readonly string[]): { version: 'v1'; plan: PlanId; tools: ToolCatalogEntry[] } {
  return { version: 'v1', plan, tools: toolsForPlan(plan, oauthScopes).map(catalogEntry) };
}
