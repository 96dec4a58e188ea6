import { IDEMPOTENCY_KEY_PATTERN, leanOutputSchema, toolAnnotations, toolDescriptionText, toolInputJsonSchema, toolOutputJsonSchema } from '@mandala/operations';
import type { AnyOperation } from '@mandala/operations';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { BODYGRAPH_APP_URI } from './bodygraph-app/bodygraph-app-resource';

/** The `_meta` naming a tool's MCP App: `ui.resourceUri` (ext-apps 2026-01-26) and the flat key older hosts read. */
function appMeta(app: 'bodygraph' | undefined): Record<string, unknown> {
  return app === 'bodygraph' ? { ui: { resourceUri: BODYGRAPH_APP_URI }, 'ui/resourceUri': BODYGRAPH_APP_URI } : {};
}

/** The MCP argument that carries an idempotency key (the Agent HTTP `Idempotency-Key` header). */
export const IDEMPOTENCY_ARGUMENT = 'idempotencyKey';

/**
 * The MCP tool definition of an agent tool: its name, title and model-facing description, the input
 * JSON Schema (plus the optional `idempotencyKey` argument for 1-unit tools), the envelope as `outputSchema`, and
 * `_meta.ui.resourceUri` on the tools whose result the bodygraph MCP App draws.
 */
export function mcpToolDefinition(operation: AnyOperation): Tool {
  let definition = definitions.get(operation);
  if (definition === undefined) {
    definition = buildDefinition(operation);
    definitions.set(operation, definition);
  }
  return definition;
}

const definitions = new WeakMap<AnyOperation, Tool>();

/** The envelope schema without `meta`: MCP sends units, quota, request id and timing in the result's `_meta`. */
function withoutCallMeta(schema: Record<string, unknown>): Record<string, unknown> {
  const { meta: _meta, ...properties } = schema.properties as Record<string, unknown>;
  const required = Array.isArray(schema.required) ? (schema.required as string[]).filter((name) => name !== 'meta') : undefined;
  return { ...schema, properties, ...(required === undefined ? {} : { required }) };
}

function buildDefinition(operation: AnyOperation): Tool {
  const tool = operation.tool;
  if (tool === undefined) throw new TypeError(`${operation.name} is not an agent tool`);
  const inputSchema = { ...toolInputJsonSchema(operation) } as Tool['inputSchema'];
  if (operation.units > 0 && operation.refusesIdempotencyKey !== true) {
    inputSchema.properties = {
      ...inputSchema.properties,
      [IDEMPOTENCY_ARGUMENT]: {
        type: 'string',
        pattern: IDEMPOTENCY_KEY_PATTERN.source,
        description: 'Optional. A retry with the same key and arguments is charged once.',
      },
    };
  }
  return {
    name: tool.name,
    title: tool.title,
    description: toolDescriptionText(operation),
    inputSchema,
    outputSchema: leanOutputSchema(withoutCallMeta(toolOutputJsonSchema(operation))) as Tool['outputSchema'],
    annotations: { ...toolAnnotations(operation) },
    _meta: { 'mandala/units': operation.units, 'mandala/category': operation.category, ...appMeta(tool.app) },
  };
}
