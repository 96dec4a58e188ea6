import type { AnyOperation } from '../define-operation';

/** The MCP tool annotations (behaviour hints a host shows or acts on, e.g. asking before a write). */
export interface ToolAnnotations {
  readonly title: string;
  readonly readOnlyHint: boolean;
  readonly destructiveHint: boolean;
  readonly idempotentHint: boolean;
  readonly openWorldHint: boolean;
}

/**
 * The annotations of an agent tool, from what it declares it writes (`tool.writes`): a calculation or lookup is
 * read-only and idempotent; a tool that creates a record is not read-only and not idempotent (each call adds one);
 * one that updates or deletes is destructive. No tool reaches outside Mandala's own data (the atlas and the
 * celebrity list are bundled), so none is open-world.
 */
export function toolAnnotations(operation: AnyOperation): ToolAnnotations {
  const tool = operation.tool;
  if (tool === undefined) throw new TypeError(`${operation.name} is not an agent tool`);
  const writes = tool.writes;
  return {
    title: tool.title,
    readOnlyHint: writes === undefined,
    destructiveHint: writes === 'updates' || writes === 'deletes',
    idempotentHint: writes !== 'creates',
    openWorldHint: false,
  };
}
