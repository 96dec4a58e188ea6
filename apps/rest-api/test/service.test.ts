import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Router from '@koa/router';
import { createJsonLogger } from '../src/logger';
import type { RestState } from '../src/request-log';
import { createEchoEngines } from './echo-engines';
import { bearer, birthQuery, startTestServer } from './helpers';
import type { TestServer } from './helpers';

describe('service routes, documentation, logging and the surface seam', () => {
  let server: TestServer;
  const logLines: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({
      engines: createEchoEngines(),
      logger: createJsonLogger('info', (line) => logLines.push(line)),
      surfaces: [
        ({ executor }) => {
          const router = new Router<RestState>();
          router.post('/agent/v1/tools/ping', (ctx) => {
            ctx.body = { mounted: typeof executor.execute === 'function' };
          });
          return { router };
        },
      ],
    });
  });
  afterAll(() => server.close());

  it('answers /healthz and /readyz', async () => {
    expect(await server.request('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await server.request('/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('serves an OpenAPI 3.1 document with units and tier for every operation', async () => {
    const response = await server.request('/openapi.json');
    const document = response.body as { openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> };
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/v3/hd-data']?.get).toMatchObject({ 'x-mandala-units': 1, 'x-mandala-category': 'enhanced' });
    expect(document.paths['/library/gates/{gateNumber}']?.get).toMatchObject({ 'x-mandala-units': 0, 'x-mandala-category': 'core' });
    expect(document.paths['/stream/planetary-positions']?.get).toMatchObject({ 'x-mandala-units': 1 });
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/hd-data', '/locations', '/celebrity/{slugOrId}', '/webhooks/subscribe']));
  });

  it('leaves /docs to the web pages: the reference is apps/web\'s page over /openapi.json', async () => {
    expect((await server.request('/docs')).status).toBe(404);
    const document = (await server.request('/openapi.json')).body as { info: { description: string } };
    expect(document.info.description).toContain('`Authorization: Bearer <API key>` or `X-Api-Key: <API key>`');
    expect(document.info.description).toContain('Parameter names are matched case-insensitively');
  });

  it('answers 501 on the three legacy webhook routes', async () => {
    for (const [method, path] of [['POST', '/webhooks/subscribe'], ['POST', '/webhooks/unsubscribe'], ['GET', '/webhooks/status']] as const) {
      const response = await server.request(path, { method });
      expect(response.status, path).toBe(501);
      expect(response.body).toMatchObject({ error: 'not_implemented' });
    }
  });

  it('answers unknown routes with a JSON 404 and a wrong method with 405', async () => {
    expect(await server.request('/no-such-route')).toMatchObject({ status: 404, body: { error: 'route_not_found' } });
    expect(await server.request('/hd-data', { method: 'POST' })).toMatchObject({ status: 405, body: { error: 'method_not_allowed' } });
  });

  it('mounts extra surfaces through the seam', async () => {
    expect(await server.request('/agent/v1/tools/ping', { method: 'POST' })).toMatchObject({ status: 200, body: { mounted: true } });
  });

  it('writes one JSON log line per request with the request id, and echoes a safe incoming X-Request-Id', async () => {
    const { key } = await server.account('business');
    logLines.length = 0;
    const response = await server.request(`/hd-data?${birthQuery}`, { headers: { ...bearer(key), 'x-request-id': 'trace-123' } });
    expect(response.headers.get('x-request-id')).toBe('trace-123');
    expect(logLines).toHaveLength(1);
    const entry = JSON.parse(logLines[0] ?? '{}') as Record<string, unknown>;
    expect(entry).toMatchObject({ msg: 'request', requestId: 'trace-123', method: 'GET', status: 200, operation: 'natal_chart_v1', chargedUnits: 1 });
    expect(logLines[0]).not.toContain(key);
  });
});
