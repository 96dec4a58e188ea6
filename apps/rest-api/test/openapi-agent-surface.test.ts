import { agentHttpSurface } from '@mandala/agent-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEchoEngines } from './echo-engines';
import { startTestServer } from './helpers';
import type { TestServer } from './helpers';

type Document = { openapi: string; info: { title?: string }; paths: Record<string, Record<string, Record<string, unknown>>> };

describe('/openapi.json with the Agent HTTP surface mounted', () => {
  let server: TestServer;
  let document: Document;

  beforeAll(async () => {
    server = await startTestServer({ engines: createEchoEngines(), surfaces: [agentHttpSurface()] });
    document = (await server.request('/openapi.json')).body as Document;
  });
  afterAll(() => server.close());

  it('documents the seven tool POST paths and the catalog GET beside the REST routes', () => {
    expect(document.openapi).toBe('3.1.0');
    const agentRoutes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/agent/v1/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(agentRoutes.sort()).toEqual(
      [
        'POST /agent/v1/tools/resolve-timezone',
        'POST /agent/v1/tools/generate-chart',
        'POST /agent/v1/tools/get_chart',
        'POST /agent/v1/tools/generate-composite-chart',
        'POST /agent/v1/tools/get-reference-item',
        'POST /agent/v1/tools/get-transits',
        'POST /agent/v1/tools/search-celebrities',
        'GET /agent/v1/mcp/catalog',
      ].sort(),
    );
    expect(document.paths['/v3/hd-data']?.get).toMatchObject({ operationId: 'natal_chart_v3' });
    expect(document.paths['/agent/v1/tools/get_chart']?.post).toMatchObject({ operationId: 'get_chart_alias', 'x-mandala-units': 1 });
  });

  it('keeps every operationId in the whole document unique', () => {
    const ids = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).flatMap((operation) => (operation.operationId === undefined ? [] : [operation.operationId])),
    );
    expect(ids.length).toBeGreaterThanOrEqual(8 + 18);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('shows the agent paths on /docs', async () => {
    const page = (await server.request('/docs')).text;
    expect(page).toContain('/agent/v1/tools/generate-chart');
    expect(page).toContain('/agent/v1/mcp/catalog');
  });
});
