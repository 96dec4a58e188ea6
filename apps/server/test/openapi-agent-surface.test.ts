import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import type { AccessStore } from '@mandala/access';
import { createTestEngines } from '@mandala/operations/testing';
import { createApp } from '@mandala/rest-api';
import type { RestApp } from '@mandala/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountedSurfaces } from '../src/mounted-surfaces';

type Document = { openapi: string; info: { title?: string }; paths: Record<string, Record<string, Record<string, unknown>>> };

describe('/openapi.json with the Agent HTTP surface mounted', () => {
  let dataDirectory: string;
  let store: AccessStore;
  let app: RestApp;
  let document: Document;

  beforeAll(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-openapi-'));
    store = await openAccessStore({ dataDirectory });
    app = createApp({ store, engines: createTestEngines(), surfaces: mountedSurfaces() });
    document = JSON.parse(JSON.stringify(app.openApiDocument)) as Document;
  });
  afterAll(async () => {
    await store.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  it('documents the tool POST paths and the catalog GET beside the REST routes', () => {
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
        'POST /agent/v1/tools/get-planetary-forecast',
        'POST /agent/v1/tools/get-gate-calendar',
        'POST /agent/v1/tools/get-moon-phases',
        'POST /agent/v1/tools/get-transit-alerts',
        'POST /agent/v1/tools/get-progressed-chart',
        'POST /agent/v1/tools/get-birth-time-range',
        'POST /agent/v1/tools/get-gene-keys',
        'POST /agent/v1/tools/get-return-chart',
        'POST /agent/v1/tools/generate-group-composite',
        'POST /agent/v1/tools/generate-report',
        'POST /agent/v1/tools/generate-chart-batch',
        'POST /agent/v1/tools/list-people',
        'POST /agent/v1/tools/save-person',
        'POST /agent/v1/tools/get-person-chart',
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
});
