// The drift guard of the response schemas. They are tolerant (a field they do not declare passes parse, so
// clients validating with the published schema survive an added field); the tests keep them exact by checking
// that what the engine writes has no field the schema does not declare. The walk follows the schema's published
// JSON Schema, the same document OpenAPI, MCP and the Agent HTTP catalog show.
import { z } from 'zod';

type JsonSchemaNode = boolean | { readonly [keyword: string]: unknown };
type JsonSchemaObject = Exclude<JsonSchemaNode, boolean>;

const documents = new WeakMap<z.ZodType, JsonSchemaNode>();

function outputJsonSchema(schema: z.ZodType): JsonSchemaNode {
  let document = documents.get(schema);
  if (document === undefined) {
    document = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchemaNode;
    documents.set(schema, document);
  }
  return document;
}

const UNSUPPORTED_KEYWORDS = ['allOf', 'patternProperties', 'if', 'dependentSchemas', 'unevaluatedProperties'];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Follows a local `$ref` (`#/$defs/Name`) to the node it names. */
function resolved(node: JsonSchemaObject, root: JsonSchemaNode): JsonSchemaNode {
  const reference = node.$ref;
  if (typeof reference !== 'string') return node;
  if (!reference.startsWith('#')) throw new Error(`undeclaredFields: cannot follow the remote reference ${reference}`);
  let target: unknown = root;
  for (const segment of reference.slice(1).split('/').filter((part) => part !== '')) {
    target = (target as Record<string, unknown>)[segment.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  if (target === undefined) throw new Error(`undeclaredFields: ${reference} names no node`);
  return resolved(target as JsonSchemaObject, root);
}

function alternativesOf(node: JsonSchemaObject): JsonSchemaNode[] | undefined {
  return (node.anyOf ?? node.oneOf) as JsonSchemaNode[] | undefined;
}

/**
 * Whether `value` has the shape `node` describes: JSON type, fixed values, required properties, recursively.
 * Ranges, patterns and lengths are left to parse: this only picks the union alternative a value belongs to.
 */
function admits(node: JsonSchemaNode, value: unknown, root: JsonSchemaNode): boolean {
  if (typeof node === 'boolean') return node;
  const target = resolved(node, root);
  if (typeof target === 'boolean') return target;
  const alternatives = alternativesOf(target);
  if (alternatives !== undefined && !alternatives.some((alternative) => admits(alternative, value, root))) return false;
  if ('const' in target && target.const !== value) return false;
  if (Array.isArray(target.enum) && !target.enum.includes(value)) return false;
  if (target.type !== undefined) {
    const types = ([] as unknown[]).concat(target.type);
    const type = jsonTypeOf(value);
    if (!types.includes(type) && !(type === 'integer' && types.includes('number'))) return false;
  }
  if (isPlainObject(value)) {
    const properties = (target.properties ?? {}) as Record<string, JsonSchemaNode>;
    if (((target.required ?? []) as string[]).some((name) => !(name in value))) return false;
    return Object.entries(properties).every(([name, child]) => !(name in value) || admits(child, value[name], root));
  }
  if (Array.isArray(value) && target.items !== undefined) return value.every((item) => admits(target.items as JsonSchemaNode, item, root));
  return true;
}

function fieldPath(parent: string, name: string): string {
  return parent === '' ? name : `${parent}.${name}`;
}

/** True for `additionalProperties` that declares the other keys (a record's value schema), not just tolerates them. */
function declaresOtherKeys(additional: unknown): additional is JsonSchemaNode {
  return typeof additional === 'object' && additional !== null && Object.keys(additional).length > 0;
}

function walk(node: JsonSchemaNode, value: unknown, path: string, root: JsonSchemaNode): string[] {
  if (typeof node === 'boolean') return [];
  const target = resolved(node, root);
  if (typeof target === 'boolean') return [];
  const unsupported = UNSUPPORTED_KEYWORDS.filter((keyword) => keyword in target);
  if (unsupported.length > 0) throw new Error(`undeclaredFields: ${path || 'the root'} uses ${unsupported.join(', ')}, which this walk does not follow`);

  const alternatives = alternativesOf(target);
  if (alternatives !== undefined) {
    // The value belongs to the alternatives whose shape it has; the one that declares the most of it counts.
    const fitting = alternatives.filter((alternative) => admits(alternative, value, root));
    const reports = (fitting.length > 0 ? fitting : alternatives).map((alternative) => walk(alternative, value, path, root));
    return reports.reduce((fewest, report) => (report.length < fewest.length ? report : fewest));
  }

  if (isPlainObject(value) && (target.properties !== undefined || target.type === 'object')) {
    const properties = (target.properties ?? {}) as Record<string, JsonSchemaNode>;
    const additional = target.additionalProperties;
    return Object.entries(value).flatMap(([name, child]) => {
      if (Object.hasOwn(properties, name)) return walk(properties[name]!, child, fieldPath(path, name), root);
      if (declaresOtherKeys(additional)) return walk(additional, child, fieldPath(path, name), root);
      return [fieldPath(path, name)];
    });
  }

  if (Array.isArray(value)) {
    const leading = (target.prefixItems ?? []) as JsonSchemaNode[];
    return value.flatMap((item, index) => {
      const itemNode = leading[index] ?? (target.items as JsonSchemaNode | undefined);
      return itemNode === undefined ? [] : walk(itemNode, item, `${path}[${index}]`, root);
    });
  }
  return [];
}

/**
 * The paths of the fields of `value` that `schema` does not declare (`Extra`, `IncarnationCross.Extra`,
 * `Gates[0].Extra`), in the order the value lists them; `[]` when the schema declares every field.
 *
 * Walks `value` alongside the schema's output JSON Schema (`z.toJSONSchema(schema, { io: 'output',
 * unrepresentable: 'any' })`): object `properties` (and a record's `additionalProperties` schema), array
 * `items` and `prefixItems`, local `$ref`s, and of `anyOf`/`oneOf` the alternatives the value has the shape of,
 * keeping the one that leaves the fewest fields undeclared. A value of another type than its node says is not
 * reported here: that is for parse to refuse. Throws on keywords it does not follow (`allOf`,
 * `patternProperties`, ...), so a schema it cannot read is not silently passed.
 */
export function undeclaredFields(schema: z.ZodType, value: unknown): string[] {
  const root = outputJsonSchema(schema);
  return walk(root, value, '', root);
}
