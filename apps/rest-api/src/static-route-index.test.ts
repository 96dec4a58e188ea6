import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import type { Middleware } from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestState } from './request-log';
import { staticRouteIndex, staticRouteKey } from './static-route-index';

describe('staticRouteIndex', () => {
  let baseUrl = '';
  let close: () => Promise<void> = () => Promise.resolve();
  beforeAll(async () => {
    const indexed: Middleware<RestState> = (ctx) => {
      ctx.body = { via: 'index', params: ctx.params };
    };
    const app = new Koa<RestState>();
    app.use(staticRouteIndex(new Map([[staticRouteKey('get', '/v3/hd-data'), indexed]])));
    const router = new Router<RestState>();
    router.get('/v3/hd-data', (ctx) => {
      ctx.body = { via: 'router' };
    });
    router.get('/library/gates/:gateNumber', (ctx) => {
      ctx.body = { via: 'router', params: ctx.params };
    });
    app.use(router.routes()).use(router.allowedMethods());
    const server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());

  it('answers an indexed path itself, with the routers\' matching rules (any case, one trailing slash, HEAD)', async () => {
    for (const path of ['/v3/hd-data', '/V3/HD-Data', '/v3/hd-data/', '/v3/hd-data?date=1990-05-15T14:30']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ via: 'index', params: {} });
    }
    const head = await fetch(`${baseUrl}/v3/hd-data`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('leaves everything else to the routers: path parameters, unknown paths, other methods', async () => {
    const gate = await fetch(`${baseUrl}/library/gates/5`);
    expect(await gate.json()).toEqual({ via: 'router', params: { gateNumber: '5' } });
    expect((await fetch(`${baseUrl}/v3/hd-data/extra`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/v3/hd-data`, { method: 'POST' })).status).toBe(405);
  });
});
