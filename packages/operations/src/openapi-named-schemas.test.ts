import { describe, expect, it } from 'vitest';
import { createOpenApiDocument } from './openapi';
import { generateChartTool, natalChartV1, natalChartV2, natalChartV3 } from './index';

type Json = { [key: string]: unknown };

/** Every `$ref` value in `node`. */
function refsIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refsIn);
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => (key === '$ref' && typeof value === 'string' ? [value] : refsIn(value)));
}

/** The node a local JSON pointer (`#/components/schemas/X`) points at, or undefined. */
function resolvePointer(document: Json, pointer: string): unknown {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, segment) => (typeof node === 'object' && node !== null ? (node as Json)[segment.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined), document);
}

describe('named response schemas in the OpenAPI document', () => {
  const routes = [
    { method: 'get', path: '/hd-data', operation: natalChartV1, inputLocation: 'query', acceptsIdempotencyKey: true },
    { method: 'get', path: '/v2/hd-data', operation: natalChartV2, inputLocation: 'query', acceptsIdempotencyKey: true },
    { method: 'get', path: '/v3/hd-data', operation: natalChartV3, inputLocation: 'query', acceptsIdempotencyKey: true },
    { method: 'post', path: '/agent/v1/tools/generate-chart', operation: generateChartTool, inputLocation: 'body', acceptsIdempotencyKey: true },
  ] as const;
  const document = createOpenApiDocument({ routes }) as Json & { paths: Json; components: { schemas: Json } };

  it('documents each natal chart once, as a component, and refers to it from its route', () => {
    for (const [path, name] of [['/hd-data', 'NatalChartV1'], ['/v2/hd-data', 'NatalChartV2'], ['/v3/hd-data', 'NatalChartV3']] as const) {
      const schema = resolvePointer(document, `#/paths/${path.replaceAll('/', '~1')}/get/responses/200/content/application~1json/schema`);
      expect(schema).toEqual({ $ref: `#/components/schemas/${name}` });
      expect(document.components.schemas[name]).toMatchObject({ type: 'object', properties: expect.objectContaining({ Type: expect.any(Object) }) });
    }
  });

  it('refers to the charts inside other schemas too (the generate_chart union) and leaves no dangling reference', () => {
    const union = JSON.stringify(resolvePointer(document, '#/paths/~1agent~1v1~1tools~1generate-chart/post/responses/200/content/application~1json/schema'));
    expect(union).toContain('#/components/schemas/NatalChartV2');
    expect(union).toContain('#/components/schemas/NatalChartV3');
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(5);
    expect(refs.filter((ref) => resolvePointer(document, ref) === undefined)).toEqual([]);
  });

  it('is smaller than the document with every chart inlined, and names nothing when told so', () => {
    const inlined = createOpenApiDocument({ routes, namedSchemas: [] });
    expect(JSON.stringify(document).length).toBeLessThan(JSON.stringify(inlined).length * 0.7);
    expect(refsIn(inlined).filter((ref) => ref.includes('NatalChart'))).toEqual([]);
    expect(Object.keys((inlined as { components: { schemas: Json } }).components.schemas)).not.toContain('NatalChartV3');
    // Only the schemas named are referred to: the v1 answer stays inline when only v3 is named.
    const onlyV3 = createOpenApiDocument({ routes, namedSchemas: [{ name: 'NatalChartV3', schema: natalChartV3.output }] });
    expect(refsIn(onlyV3).filter((ref) => ref.includes('NatalChart'))).toEqual(expect.arrayContaining(['#/components/schemas/NatalChartV3']));
    expect(refsIn(onlyV3).some((ref) => ref.includes('NatalChartV1') || ref.includes('NatalChartV2'))).toBe(false);
  });
});
