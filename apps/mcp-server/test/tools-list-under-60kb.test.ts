// tools/list weighed 198 kB for a Business key (generate_chart's output schema alone 84 kB), and hosts put tool
// definitions into the model's context. The definitions are now lean: at most 60 kB in all, output schemas without
// validation constraints and with each repeated enum once, input schemas in a portable subset of JSON Schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, connectClient, startMcpTestServer } from './harness';
import type { McpTestServer } from './harness';

/** Keywords every host's tool-calling schema dialect understands (OpenAI, Gemini, Anthropic function schemas). */
const PORTABLE_INPUT_KEYWORDS = new Set([
  'type', 'properties', 'required', 'items', 'enum', 'description', 'default', 'minimum', 'maximum', 'minLength', 'maxLength',
  'pattern', 'minItems', 'maxItems', 'additionalProperties', 'anyOf', 'deprecated', 'title',
]);

function keywordsOf(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((item) => keywordsOf(item, found));
  else if (typeof schema === 'object' && schema !== null) {
    for (const [keyword, value] of Object.entries(schema)) {
      if (keyword === 'properties' || keyword === '$defs') Object.values(value as object).forEach((child) => keywordsOf(child, found));
      else {
        found.add(keyword);
        keywordsOf(value, found);
      }
    }
  }
  return found;
}

/** Every enum of more than four values in a schema, as JSON text. */
function longEnumsOf(schema: unknown, found: string[] = []): string[] {
  if (Array.isArray(schema)) schema.forEach((item) => longEnumsOf(item, found));
  else if (typeof schema === 'object' && schema !== null) {
    const values = (schema as { enum?: unknown }).enum;
    if (Array.isArray(values) && values.length > 4) found.push(JSON.stringify(values));
    Object.values(schema).forEach((child) => longEnumsOf(child, found));
  }
  return found;
}

describe('tools/list for a Business key', () => {
  let served: McpTestServer;
  beforeAll(async () => {
    served = await startMcpTestServer();
  });
  afterAll(() => served.close());

  it('weighs at most 60 kB, with no output schema over 12 kB and none carrying validation constraints', async () => {
    const { key } = await served.account('business');
    const client = await connectClient(served.url, bearer(key));
    const listed = await client.listTools();
    const bytes = Buffer.byteLength(JSON.stringify(listed));
    expect(listed.tools.length).toBe(20);
    expect(bytes).toBeLessThanOrEqual(60_000);
    for (const tool of listed.tools) {
      const output = JSON.stringify(tool.outputSchema);
      expect(output.length, tool.name).toBeLessThanOrEqual(12_000);
      for (const keyword of ['minimum', 'maximum', 'exclusiveMaximum', 'pattern', 'format', 'propertyNames', 'minLength']) {
        expect(keywordsOf(tool.outputSchema).has(keyword), `${tool.name} ${keyword}`).toBe(false);
      }
      // an enum of more than four values appears once per schema
      const enums = longEnumsOf(tool.outputSchema);
      expect(new Set(enums).size, tool.name).toBe(enums.length);
      expect(tool.outputSchema?.properties, tool.name).not.toHaveProperty('meta');
    }
    await client.close();
  });

  it('gives input schemas in the portable subset: no $ref, oneOf, allOf, const, format or type lists', async () => {
    const { key } = await served.account('business');
    const client = await connectClient(served.url, bearer(key));
    for (const tool of (await client.listTools()).tools) {
      const keywords = [...keywordsOf(tool.inputSchema)];
      expect(keywords.filter((keyword) => !PORTABLE_INPUT_KEYWORDS.has(keyword)), tool.name).toEqual([]);
      expect(JSON.stringify(tool.inputSchema), tool.name).not.toMatch(/"type":\[/);
      expect(tool.inputSchema.type).toBe('object');
    }
    await client.close();
  });
});
