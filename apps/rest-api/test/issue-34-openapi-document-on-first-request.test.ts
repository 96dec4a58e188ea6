// Issue 34 (footprint): the OpenAPI document, with the example answers it is made of, is built on the first request
// for /openapi.json, not when the app starts, so an instance that never serves it never holds it; later requests
// are served from the bytes made then.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serviceRouter } from '../src/service-routes';

const buildDocument = vi.fn(() => ({ openapi: '3.1.0', info: { title: 'Mandala API', version: 'v1' }, paths: {} }));
const app = new Koa();
app.use(serviceRouter({ openApiDocument: buildDocument, isReady: async () => true }).routes());
const server = createServer(app.callback());
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('/openapi.json is built on its first request (issue 34)', () => {
  it('builds nothing at start-up or for other routes', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(buildDocument).not.toHaveBeenCalled();
  });

  it('builds the document once, then serves the same bytes in every encoding', async () => {
    const first = await fetch(`${base}/openapi.json`, { headers: { 'accept-encoding': 'identity' } });
    expect(await first.json()).toEqual(buildDocument.mock.results[0]?.value);
    const again = await fetch(`${base}/openapi.json`, { headers: { 'accept-encoding': 'br' } });
    expect(await again.json()).toEqual(buildDocument.mock.results[0]?.value);
    expect(again.headers.get('etag')).toBe(`${String(first.headers.get('etag')).slice(0, -1)}-br"`);
    expect(buildDocument).toHaveBeenCalledTimes(1);
  });
});
