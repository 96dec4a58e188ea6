import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';

/** Turns a response value into its JSON text. */
export type ResponseSerializer = (value: unknown) => string;

type JsonSchemaNode = { [key: string]: unknown };

const isNode = (value: unknown): value is JsonSchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys that only document a schema node; a node with nothing else says nothing about the value. */
const annotationKeys = new Set(['description', 'title', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly', '$schema']);

/** True when a node says something about the value beyond annotations. */
const describes = (node: JsonSchemaNode): boolean => Object.keys(node).some((key) => !annotationKeys.has(key));

/**
 * `anyOf` of plain typed alternatives (`number | null`, `string | null`) becomes one `type` list, which the
 * compiled serializer writes directly instead of testing each alternative against the value.
 */
function simplifyNullable(node: JsonSchemaNode): JsonSchemaNode {
  const alternatives = node['anyOf'];
  if (!Array.isArray(alternatives) || alternatives.length < 2) return node;
  const types: string[] = [];
  for (const alternative of alternatives) {
    if (!isNode(alternative)) return node;
    const keys = Object.keys(alternative).filter((key) => !annotationKeys.has(key));
    if (keys.length !== 1 || keys[0] !== 'type' || typeof alternative['type'] !== 'string') return node;
    types.push(alternative['type']);
  }
  const { anyOf: _alternatives, ...rest } = node;
  return { ...rest, type: types };
}

/**
 * Walks a JSON Schema, simplifying nullable alternatives, and collects the places where it does not pin the
 * value down: an untyped node, an object that allows undeclared properties, an array without `items`.
 */
function normalize(node: unknown, path: string, obstacles: string[]): unknown {
  if (!isNode(node)) return node;
  const simplified = simplifyNullable(node);
  const result: JsonSchemaNode = {};
  for (const [key, value] of Object.entries(simplified)) {
    if (key === 'properties' && isNode(value)) {
      result[key] = Object.fromEntries(Object.entries(value).map(([name, property]) => [name, normalize(property, `${path}.${name}`, obstacles)]));
    } else if (key === 'additionalProperties' && isNode(value)) {
      // `{}` (any undeclared property) is reported below; a typed record value is walked like any node.
      result[key] = describes(value) ? normalize(value, `${path}{}`, obstacles) : value;
    } else if (key === 'items' && isNode(value)) {
      result[key] = normalize(value, `${path}[]`, obstacles);
    } else if ((key === 'anyOf' || key === 'oneOf' || key === 'allOf' || key === 'prefixItems') && Array.isArray(value)) {
      result[key] = value.map((alternative, index) => normalize(alternative, `${path}|${index}`, obstacles));
    } else {
      result[key] = value;
    }
  }
  if (!describes(result)) obstacles.push(`${path || '(root)'} is untyped`);
  const types = Array.isArray(result['type']) ? result['type'] : [result['type']];
  const undeclared = result['additionalProperties'];
  if (types.includes('object') && undeclared !== false && !(isNode(undeclared) && describes(undeclared))) {
    obstacles.push(`${path || '(root)'} allows undeclared properties`);
  }
  if (types.includes('array') && !isNode(result['items']) && !Array.isArray(result['prefixItems'])) obstacles.push(`${path || '(root)'}[] is untyped`);
  return result;
}

/**
 * Why `schema` cannot drive a compiled serializer (every value it allows must be fully described: typed
 * nodes, objects closed with `additionalProperties: false`, typed array items), or an empty list when it can.
 */
export function serializerObstacles(schema: z.ZodType): string[] {
  const obstacles: string[] = [];
  normalize(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }), '', obstacles);
  return obstacles;
}

const plainJson: ResponseSerializer = (value) => JSON.stringify(value) ?? 'null';

/**
 * A serializer for values of `schema`. When the schema describes every value exactly (a response schema
 * such as the natal charts'), it is compiled by fast-json-stringify into straight-line code that writes the
 * known properties in the schema's order, about twice as fast as `JSON.stringify` for a chart. A schema
 * that leaves anything open (unknown fields, `z.unknown()`) gets `JSON.stringify`, since a compiled
 * serializer would drop what the schema does not name. A value the compiled code cannot write (a required
 * property missing) falls back to `JSON.stringify` too, so the answer is never lost.
 */
export function compileResponseSerializer(schema: z.ZodType): ResponseSerializer {
  const obstacles: string[] = [];
  const jsonSchema = normalize(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }), '', obstacles);
  if (obstacles.length > 0) return plainJson;
  const { $schema: _dialect, ...compilable } = jsonSchema as JsonSchemaNode;
  const compiled = fastJsonStringify(compilable as unknown as Parameters<typeof fastJsonStringify>[0]);
  return (value) => {
    try {
      return compiled(value);
    } catch {
      return plainJson(value);
    }
  };
}

const serializers = new WeakMap<z.ZodType, ResponseSerializer>();

/** {@link compileResponseSerializer}, compiled once per schema. */
export function responseSerializerFor(schema: z.ZodType): ResponseSerializer {
  let serializer = serializers.get(schema);
  if (serializer === undefined) {
    serializer = compileResponseSerializer(schema);
    serializers.set(schema, serializer);
  }
  return serializer;
}
