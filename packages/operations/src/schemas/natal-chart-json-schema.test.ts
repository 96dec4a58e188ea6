// The natal chart schemas must be able to drive a compiled JSON serializer: every node of their JSON
// Schema has a type (or a fixed value set), and every object lists its properties and forbids others.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { coreNatalChartOutputSchema, generateChartOutputSchema } from './generate-chart-output';
import { anyNatalChartOutputSchema, natalChartOutputSchemas } from './natal-chart-output';

type JsonSchemaNode = boolean | { [keyword: string]: unknown };

const TYPED_KEYWORDS = ['type', 'const', 'enum', 'anyOf', 'oneOf', 'allOf', '$ref'];

/** Paths of the nodes that a serializer could not compile: untyped values and open objects. */
function looseNodes(node: JsonSchemaNode, path = '#'): string[] {
  if (node === false) return [];
  if (node === true) return [`${path}: accepts anything`];
  const problems: string[] = [];
  if (!TYPED_KEYWORDS.some((keyword) => keyword in node)) problems.push(`${path}: untyped`);
  const types = ([] as unknown[]).concat(node.type ?? []);
  if (types.includes('object')) {
    if (node.additionalProperties !== false) problems.push(`${path}: additionalProperties is not false`);
    if (node.properties === undefined) problems.push(`${path}: object without properties`);
  }
  const children: [string, JsonSchemaNode][] = [];
  for (const [name, child] of Object.entries((node.properties ?? {}) as Record<string, JsonSchemaNode>)) children.push([`${path}/properties/${name}`, child]);
  for (const keyword of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const) {
    ((node[keyword] ?? []) as JsonSchemaNode[]).forEach((child, index) => children.push([`${path}/${keyword}/${index}`, child]));
  }
  for (const keyword of ['items', 'additionalProperties'] as const) {
    if (node[keyword] !== undefined) children.push([`${path}/${keyword}`, node[keyword] as JsonSchemaNode]);
  }
  for (const [name, child] of Object.entries((node.$defs ?? {}) as Record<string, JsonSchemaNode>)) children.push([`${path}/$defs/${name}`, child]);
  for (const [childPath, child] of children) problems.push(...looseNodes(child, childPath));
  return problems;
}

function outputJsonSchema(schema: z.ZodType): JsonSchemaNode {
  // The options of the OpenAPI and tool-catalog generators.
  return z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchemaNode;
}

const schemas: Record<string, z.ZodType> = {
  ...natalChartOutputSchemas,
  core: coreNatalChartOutputSchema,
  generateChart: generateChartOutputSchema,
  anyVersion: anyNatalChartOutputSchema,
};

describe('natal chart JSON Schemas', () => {
  it.each(Object.keys(schemas))('%s: every node is typed and every object closed', (name) => {
    const document = outputJsonSchema(schemas[name]!);
    expect(looseNodes(document)).toEqual([]);
    expect(JSON.stringify(document)).not.toContain('"additionalProperties":true');
    // Draft-07 validators (the MCP SDK client's) read a tuple's `items: false` as "no items": fixed lists are arrays.
    expect(JSON.stringify(document)).not.toContain('prefixItems');
  });

  it('the check finds untyped values and open objects', () => {
    const loose = outputJsonSchema(z.looseObject({ Value: z.unknown(), Nested: z.object({ Count: z.number() }) }));
    expect(looseNodes(loose)).toEqual(['#: additionalProperties is not false', '#/properties/Value: untyped', '#/additionalProperties: untyped']);
    expect(looseNodes(outputJsonSchema(z.strictObject({ Nested: z.object({ Count: z.number() }) })))).toEqual([]);
  });

  it('states units and ranges where a serializer or a reader needs them', () => {
    const document = JSON.stringify(outputJsonSchema(natalChartOutputSchemas.v3));
    expect(document).toContain('degrees per day');
    expect(document).toContain('Delta T = TT - UT, seconds');
    expect(document).toContain('"type":"integer","minimum":1,"maximum":64');
    expect(document).toContain('"type":"integer","minimum":1,"maximum":5');
  });
});
