// Values that satisfy a JSON Schema (the subset zod writes for the operations' inputs: objects, strings with
// enums, patterns and lengths, integers and numbers with ranges, booleans, arrays, anyOf), with the fields named
// in semantic-values.ts given meaningful values.
import fc from 'fast-check';
import { semanticValue } from './semantic-values';

/** A JSON Schema node. */
export type SchemaNode = Record<string, unknown>;

function stringArbitrary(schema: SchemaNode): fc.Arbitrary<string> {
  if (Array.isArray(schema['enum'])) return fc.constantFrom(...(schema['enum'] as string[]));
  if (typeof schema['const'] === 'string') return fc.constant(schema['const']);
  const minLength = typeof schema['minLength'] === 'number' ? schema['minLength'] : 0;
  const maxLength = typeof schema['maxLength'] === 'number' ? Math.min(schema['maxLength'], minLength + 40) : minLength + 20;
  if (typeof schema['pattern'] === 'string') {
    const pattern = new RegExp(schema['pattern']);
    return fc.stringMatching(pattern).filter((text) => text.length >= minLength && text.length <= (schema['maxLength'] as number | undefined ?? Infinity));
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberArbitrary(schema: SchemaNode, integer: boolean): fc.Arbitrary<number> {
  const minimum = typeof schema['minimum'] === 'number' ? schema['minimum'] : integer ? -1_000_000 : -1e9;
  const maximum = typeof schema['maximum'] === 'number' ? schema['maximum'] : integer ? 1_000_000 : 1e9;
  if (integer) return fc.integer({ min: Math.max(minimum, Number.MIN_SAFE_INTEGER), max: Math.min(maximum, Number.MAX_SAFE_INTEGER) });
  return fc.double({ min: minimum, max: maximum, noNaN: true, noDefaultInfinity: true });
}

/** Any JSON value, a few levels deep (for fields whose schema accepts anything). */
export const anyJsonValue: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 });

/**
 * An arbitrary of values valid for `schema`. Optional object fields are present about half the time; a field
 * known by name (`fieldName`, and each property's name below an object) gets its semantic value instead.
 */
export function schemaArbitrary(schema: SchemaNode, fieldName?: string): fc.Arbitrary<unknown> {
  if (fieldName !== undefined) {
    const semantic = semanticValue(fieldName, schema);
    if (semantic !== undefined) return semantic;
  }
  if (Array.isArray(schema['anyOf'])) return fc.oneof(...(schema['anyOf'] as SchemaNode[]).map((option) => schemaArbitrary(option, fieldName)));
  if (Array.isArray(schema['enum'])) return fc.constantFrom(...(schema['enum'] as unknown[]));
  switch (schema['type']) {
    case 'object':
      return objectArbitrary(schema);
    case 'array': {
      const items = (schema['items'] as SchemaNode | undefined) ?? {};
      const minLength = typeof schema['minItems'] === 'number' ? schema['minItems'] : 0;
      const maxLength = typeof schema['maxItems'] === 'number' ? Math.min(schema['maxItems'], minLength + 4) : minLength + 4;
      return fc.array(schemaArbitrary(items), { minLength, maxLength });
    }
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return anyJsonValue;
  }
}

/** An object of the schema's properties: required ones always, optional ones about half the time. */
export function objectArbitrary(schema: SchemaNode): fc.Arbitrary<Record<string, unknown>> {
  // A deprecated property (a tool's old `date` beside `birthDateTime`) is left out: sending both is refused.
  const properties = Object.fromEntries(
    Object.entries((schema['properties'] as Record<string, SchemaNode> | undefined) ?? {}).filter(([, property]) => property['deprecated'] !== true),
  );
  const required = new Set((schema['required'] as string[] | undefined) ?? []);
  const fields = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, schemaArbitrary(property, name)]));
  return fc.record(fields, { requiredKeys: Object.keys(properties).filter((name) => required.has(name)) }) as fc.Arbitrary<Record<string, unknown>>;
}
