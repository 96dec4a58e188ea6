// What the fuzzer can call, read from @mandala/operations: every REST route (`restRouteBindings`) and every agent
// tool (`agentTools`, on Agent HTTP and MCP), each with its input's JSON Schema. An operation added to the
// registry is fuzzed without any change here.
import { TOOL_PATH_PREFIX, agentTools, operationInputJsonSchema, restRouteBindings, toolInputJsonSchema } from '@mandala/operations';
import type { AnyOperation } from '@mandala/operations';
import type { SchemaNode } from './schema-arbitrary';

/** One REST route of an operation. */
export interface RestTarget {
  readonly operation: AnyOperation;
  readonly method: 'GET' | 'POST';
  /** OpenAPI template, `/library/gates/{gateNumber}`. */
  readonly pathTemplate: string;
  /** Input fields that travel in the path. */
  readonly pathFields: readonly string[];
  readonly inputLocation: 'query' | 'body';
  readonly acceptsIdempotencyKey: boolean;
  /** An SSE stream (`text/event-stream`): the fuzzer reads its first event and hangs up. */
  readonly stream: boolean;
  readonly schema: SchemaNode;
}

/** One agent tool: its names on Agent HTTP (path and aliases) and MCP. */
export interface ToolTarget {
  readonly operation: AnyOperation;
  readonly name: string;
  /** `/agent/v1/tools/<path>` and the alias paths. */
  readonly agentPaths: readonly string[];
  readonly schema: SchemaNode;
}

/** Every REST route of an operation, in registry order. */
export function restTargets(): RestTarget[] {
  return restRouteBindings.map((binding) => ({
    operation: binding.operation,
    method: binding.method === 'get' ? 'GET' : 'POST',
    pathTemplate: binding.path,
    pathFields: [...binding.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? ''),
    inputLocation: binding.inputLocation,
    acceptsIdempotencyKey: binding.acceptsIdempotencyKey === true,
    stream: binding.responseMediaType === 'text/event-stream',
    schema: operationInputJsonSchema(binding.operation),
  }));
}

/** Every agent tool, in catalog order. */
export function toolTargets(): ToolTarget[] {
  return agentTools.map((operation) => {
    const tool = operation.tool;
    if (tool === undefined) throw new TypeError(`${operation.name} is listed as a tool without a tool description`);
    return {
      operation,
      name: tool.name,
      agentPaths: [tool.path, ...(tool.aliases ?? [])].map((segment) => `${TOOL_PATH_PREFIX}${segment}`),
      schema: toolInputJsonSchema(operation),
    };
  });
}

/**
 * `encodeURIComponent`, also for text with a lone surrogate (which it refuses): such a unit is written as the
 * three bytes WTF-8 gives it, so the server receives bytes that are not UTF-8.
 */
export function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((character) => {
        const unit = character.charCodeAt(0);
        if (character.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(character);
        return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
      })
      .join('');
  }
}

/** The REST path of `target` with the path fields of `input` filled in (percent-encoded), and the fields left for the query. */
export function restPath(target: RestTarget, input: Record<string, unknown>): { path: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  const path = target.pathTemplate.replace(/\{([^}]+)\}/g, (_match, field: string) => {
    const value = rest[field];
    delete rest[field];
    return percentEncode(value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));
  });
  return { path, rest };
}

/** A query string for `input`: arrays as repeated names, other non-strings as their JSON text. */
export function queryString(input: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(input)) {
    for (const each of Array.isArray(value) ? value : [value]) {
      const text = typeof each === 'string' ? each : each === undefined ? '' : JSON.stringify(each);
      parts.push(`${percentEncode(name)}=${percentEncode(text)}`);
    }
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}
