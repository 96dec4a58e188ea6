// The published JSON Schema of the natal charts (OpenAPI, MCP outputSchema, the Agent HTTP catalog) documents
// every field exactly: every node has a type (or a fixed value set) and every object lists its properties. It is
// tolerant of additions: no object says `additionalProperties: false`, so a client validating with it keeps
// working when the service adds a field. That the engine writes no undeclared field is checked on sample charts
// (natal-chart-output.test.ts, with test-support/undeclared-fields.ts).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { coreNatalChartOutputSchema, generateChartOutputSchema } from './generate-chart-output';
import { anyNatalChartOutputSchema, natalChartOutputSchemas } from './natal-chart-output';

type JsonSchemaNode = boolean | { [keyword: string]: unknown };

const TYPED_KEYWORDS = ['type', 'const', 'enum', 'anyOf', 'oneOf', 'allOf', '$ref'];

/** Whether an object's `additionalProperties` only tolerates other keys (absent, `true` or `{}`) rather than typing them. */
function toleratesOthers(additional: unknown): boolean {
  return additional === undefined || additional === true || (typeof additional === 'object' && additional !== null && Object.keys(additional).length === 0);
}

/** Paths of the nodes that do not document the value exactly and tolerantly: untyped values, objects without properties, closed objects. */
function undocumentedOrClosedNodes(node: JsonSchemaNode, path = '#'): string[] {
  if (node === false) return [];
  if (node === true) return [`${path}: accepts anything`];
  const problems: string[] = [];
  if (!TYPED_KEYWORDS.some((keyword) => keyword in node)) problems.push(`${path}: untyped`);
  const types = ([] as unknown[]).concat(node.type ?? []);
  if (types.includes('object')) {
    if (node.additionalProperties === false) problems.push(`${path}: additionalProperties is false`);
    if (node.properties === undefined) problems.push(`${path}: object without properties`);
  }
  const children: [string, JsonSchemaNode][] = [];
  for (const [name, child] of Object.entries((node.properties ?? {}) as Record<string, JsonSchemaNode>)) children.push([`${path}/properties/${name}`, child]);
  for (const keyword of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const) {
    ((node[keyword] ?? []) as JsonSchemaNode[]).forEach((child, index) => children.push([`${path}/${keyword}/${index}`, child]));
  }
  if (node.items !== undefined) children.push([`${path}/items`, node.items as JsonSchemaNode]);
  if (!toleratesOthers(node.additionalProperties)) children.push([`${path}/additionalProperties`, node.additionalProperties as JsonSchemaNode]);
  for (const [name, child] of Object.entries((node.$defs ?? {}) as Record<string, JsonSchemaNode>)) children.push([`${path}/$defs/${name}`, child]);
  for (const [childPath, child] of children) problems.push(...undocumentedOrClosedNodes(child, childPath));
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
  it.each(Object.keys(schemas))('%s: every node is typed, every object lists its properties and tolerates others', (name) => {
    const document = outputJsonSchema(schemas[name]!);
    expect(undocumentedOrClosedNodes(document)).toEqual([]);
    expect(JSON.stringify(document)).not.toContain('"additionalProperties":false');
    expect(JSON.stringify(document)).toContain('"additionalProperties":{}');
    // Draft-07 validators (the MCP SDK client's) read a tuple's `items: false` as "no items": fixed lists are arrays.
    expect(JSON.stringify(document)).not.toContain('prefixItems');
  });

  it('the check finds untyped values, objects without properties and closed objects', () => {
    const faulty = outputJsonSchema(
      z.strictObject({ Value: z.unknown(), Nested: z.object({ Count: z.number() }), Table: z.record(z.string(), z.unknown()) }),
    );
    expect(undocumentedOrClosedNodes(faulty)).toEqual([
      '#: additionalProperties is false',
      '#/properties/Value: untyped',
      // z.object strips unknown keys, so its output JSON Schema is closed too.
      '#/properties/Nested: additionalProperties is false',
      '#/properties/Table: object without properties',
    ]);
    expect(undocumentedOrClosedNodes(outputJsonSchema(z.looseObject({ Nested: z.looseObject({ Count: z.number() }) })))).toEqual([]);
  });

  it('states units and ranges where a reader needs them', () => {
    const document = JSON.stringify(outputJsonSchema(natalChartOutputSchemas.v3));
    expect(document).toContain('degrees per day');
    expect(document).toContain('Delta T = TT - UT, seconds');
    expect(document).toContain('"type":"integer","minimum":1,"maximum":64');
    expect(document).toContain('"type":"integer","minimum":1,"maximum":5');
  });
});
