import { createOpenApiDocument } from '@mandala/operations';
import { describe, expect, it } from 'vitest';
import { agentOpenApiRoutes, agentOpenApiStaticRoutes } from '../src/agent-openapi';

type OperationObject = Record<string, unknown> & {
  operationId?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};

const document = createOpenApiDocument({ routes: agentOpenApiRoutes(), staticRoutes: agentOpenApiStaticRoutes() }) as {
  openapi: string;
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
};

const toolPaths = [
  '/agent/v1/tools/resolve-timezone',
  '/agent/v1/tools/generate-chart',
  '/agent/v1/tools/get_chart',
  '/agent/v1/tools/generate-composite-chart',
  '/agent/v1/tools/get-reference-item',
  '/agent/v1/tools/get-transits',
  '/agent/v1/tools/search-celebrities',
  '/agent/v1/tools/get-planetary-forecast',
  '/agent/v1/tools/get-gate-calendar',
  '/agent/v1/tools/get-moon-phases',
  '/agent/v1/tools/get-transit-alerts',
  '/agent/v1/tools/get-progressed-chart',
  '/agent/v1/tools/get-birth-time-range',
  '/agent/v1/tools/get-gene-keys',
  '/agent/v1/tools/get-return-chart',
  '/agent/v1/tools/generate-group-composite',
  '/agent/v1/tools/generate-report',
  '/agent/v1/tools/generate-chart-batch',
  '/agent/v1/tools/list-people',
  '/agent/v1/tools/save-person',
  '/agent/v1/tools/get-person-chart',
];

const operationsOf = (paths: typeof document.paths) =>
  Object.entries(paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));

describe('OpenAPI documentation of the Agent HTTP surface', () => {
  it('lists the tool POST paths and the catalog GET, and nothing else', () => {
    expect(document.openapi).toBe('3.1.0');
    const listed = operationsOf(document.paths).map(({ path, method }) => `${method} ${path}`);
    expect(listed.sort()).toEqual([...toolPaths.map((path) => `post ${path}`), 'get /agent/v1/mcp/catalog'].sort());
  });

  it('gives the get_chart alias its own operationId and keeps every operationId unique', () => {
    expect(document.paths['/agent/v1/tools/generate-chart']?.post?.operationId).toBe('generate_chart');
    expect(document.paths['/agent/v1/tools/get_chart']?.post?.operationId).toBe('get_chart_alias');
    const ids = operationsOf(document.paths).map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id !== '')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents body, units, tier and Idempotency-Key (calculation tools only)', () => {
    const chart = document.paths['/agent/v1/tools/generate-chart']?.post;
    expect(chart).toMatchObject({ 'x-mandala-units': 1, 'x-mandala-category': 'core' });
    const body = chart?.requestBody?.content['application/json']?.schema as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['birthDateTime', 'timezone', 'detailLevel']));
    expect(body.required).toEqual(expect.arrayContaining(['birthDateTime', 'timezone']));
    expect(chart?.parameters?.map(({ name, in: location }) => [name, location])).toEqual([['Idempotency-Key', 'header']]);

    const reference = document.paths['/agent/v1/tools/get-reference-item']?.post;
    expect(reference).toMatchObject({ 'x-mandala-units': 0 });
    expect(reference?.parameters).toEqual([]);
    expect(Object.keys(reference?.responses ?? {})).not.toContain('409');
    expect(document.paths['/agent/v1/tools/search-celebrities']?.post?.['x-mandala-category']).toBe('business');
    expect(document.paths['/agent/v1/tools/get-transits']?.post).toMatchObject({ 'x-mandala-units': 1, 'x-mandala-category': 'enhanced' });
  });

  it('answers the success envelope with the tool output as data, and the error envelope on every README status', () => {
    const chart = document.paths['/agent/v1/tools/get_chart']?.post;
    const success = chart?.responses['200']?.content?.['application/json']?.schema as {
      properties: { version: { const: string }; tool: { const: string }; data: unknown; meta: unknown };
    };
    expect(success.properties.version.const).toBe('v1');
    expect(success.properties.tool.const).toBe('generate_chart');
    expect(success.properties.data).toBeDefined();
    expect(Object.keys(chart?.responses ?? {}).sort()).toEqual(['200', '400', '401', '403', '404', '409', '429', '500', '502', '503', '504']);
    expect(chart?.responses['429']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/AgentToolError' });
    const errorEnvelope = document.components.schemas.AgentToolError;
    expect(errorEnvelope?.required).toEqual(expect.arrayContaining(['version', 'tool', 'error', 'chargedUnits']));
  });

  it('documents the catalog failures as RFC 9457 problem details', () => {
    const catalog = document.paths['/agent/v1/mcp/catalog']?.get;
    expect(Object.keys(catalog?.responses ?? {}).sort()).toEqual(['200', '401', '403', '429', '503']);
    expect(catalog?.responses['401']?.content).toEqual({
      'application/problem+json': {
        schema: { $ref: '#/components/schemas/ProblemDetails' },
        example: {
          type: 'urn:mandala:error:missing_credential',
          title: 'Unauthorized',
          status: 401,
          detail: 'Missing or malformed API key, or a key in the query string.',
          code: 'missing_credential',
        },
      },
    });
    expect(document.components.schemas.ProblemDetails?.required).toEqual(expect.arrayContaining(['type', 'title', 'status', 'detail', 'code']));
    expect(catalog?.responses['200']?.content?.['application/json']?.schema).toMatchObject({ required: expect.arrayContaining(['version', 'plan', 'tools']) });
  });

  it('resolves every $ref to a component schema', () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1] as string);
    expect(refs.length).toBeGreaterThan(0);
    for (const name of refs) expect(document.components.schemas[name], name).toBeDefined();
  });
});
