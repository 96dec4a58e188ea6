import type { JsonSchema } from './tool-json-schema';

/** Validation keywords a reader of a result does not need (ranges, lengths, patterns): left out of a lean schema. */
const CONSTRAINT_KEYWORDS = new Set([
  'additionalProperties',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'pattern',
  'format',
  'propertyNames',
]);

/** How deep a lean schema describes the result: the envelope (0), `data` (1), its fields (2) and theirs (3). */
export const LEAN_SCHEMA_DEPTH = 3;
/** The deepest level whose descriptions are kept: `data`'s own fields. */
export const LEAN_DESCRIPTION_DEPTH = 2;

function typeOfConstant(value: unknown): string {
  if (value === null) return 'null';
  return typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'string';
}

function trimmed(node: unknown, depth: number): unknown {
  if (Array.isArray(node)) return node.map((child) => trimmed(child, depth));
  if (typeof node !== 'object' || node === null) return node;
  const schema = node as JsonSchema;
  const lean: JsonSchema = {};
  const deepest = depth >= LEAN_SCHEMA_DEPTH;
  for (const [keyword, value] of Object.entries(schema)) {
    if (CONSTRAINT_KEYWORDS.has(keyword)) continue;
    if (keyword === 'description') {
      if (depth <= LEAN_DESCRIPTION_DEPTH) lean.description = value;
      continue;
    }
    if (keyword === 'properties') {
      if (!deepest) lean.properties = Object.fromEntries(Object.entries(value as JsonSchema).map(([name, child]) => [name, trimmed(child, depth + 1)]));
      continue;
    }
    if (keyword === 'required' && deepest) continue;
    if (keyword === 'items' || keyword === 'anyOf') {
      if (!deepest) lean[keyword] = trimmed(value, depth + 1);
      continue;
    }
    lean[keyword] = value;
  }
  // Past the depth a union or a constant is only its type; an object or a list is only that.
  if (deepest && schema.anyOf !== undefined && lean.type === undefined) {
    const types = [...new Set((schema.anyOf as JsonSchema[]).map((member) => member.type).filter((type): type is string => typeof type === 'string'))];
    if (types.length === 1) lean.type = types[0];
  }
  if ('const' in schema && lean.type === undefined) lean.type = typeOfConstant(schema.const);
  return lean;
}

/** Moves every enum of more than four values that appears twice or more into `$defs`, referenced by `$ref`. */
function sharedEnums(schema: JsonSchema): JsonSchema {
  const seen = new Map<string, number>();
  const count = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(count);
    if (typeof node !== 'object' || node === null) return;
    const values = (node as JsonSchema).enum;
    if (Array.isArray(values) && values.length > 4) seen.set(JSON.stringify(values), (seen.get(JSON.stringify(values)) ?? 0) + 1);
    Object.values(node).forEach(count);
  };
  count(schema);
  const definitions: JsonSchema = {};
  const names = new Map<string, string>();
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (typeof node !== 'object' || node === null) return node;
    const { enum: values, type, ...rest } = node as JsonSchema;
    const key = JSON.stringify(values);
    if (Array.isArray(values) && values.length > 4 && (seen.get(key) ?? 0) > 1) {
      let name = names.get(key);
      if (name === undefined) {
        name = `values${names.size + 1}`;
        names.set(key, name);
        definitions[name] = type === undefined ? { enum: values } : { type, enum: values };
      }
      return { ...Object.fromEntries(Object.entries(rest).map(([keyword, value]) => [keyword, rewrite(value)])), $ref: `#/$defs/${name}` };
    }
    return Object.fromEntries(Object.entries(node).map(([keyword, value]) => [keyword, rewrite(value)]));
  };
  const lean = rewrite(schema) as JsonSchema;
  return names.size === 0 ? lean : { ...lean, $defs: definitions };
}

/**
 * A lean copy of a result's JSON Schema for hosts that put tool definitions into a model's context: the structure
 * down to the fields of `data`'s fields (with their types and required names), descriptions of `data`'s own fields,
 * enums (a repeated one once, in `$defs`), and no validation constraints (ranges, lengths, patterns, formats). It
 * still admits every result the full schema admits. The full schema stays in the tool catalog and the OpenAPI document.
 */
export function leanOutputSchema(schema: JsonSchema): JsonSchema {
  return sharedEnums(trimmed(schema, 0) as JsonSchema);
}
