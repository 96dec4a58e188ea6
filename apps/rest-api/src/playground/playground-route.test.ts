import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEchoEngines } from '../../test/echo-engines';
import { startTestServer } from '../../test/helpers';
import type { TestServer } from '../../test/helpers';
import type { RestState } from '../request-log';
import { playgroundContentSecurityPolicy, playgroundRouter } from './playground-route';

describe('the playground route, mounted in the REST app', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ engines: createEchoEngines() });
  });
  afterAll(() => server.close());

  it('serves the page at / without a key, with a policy that allows only this origin', async () => {
    const answer = await server.request('/');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toBe(playgroundContentSecurityPolicy);
    expect(playgroundContentSecurityPolicy).toContain("script-src 'self'");
    expect(playgroundContentSecurityPolicy).not.toContain('unsafe-inline');
    expect(answer.text).toContain('<script type="module" src="/playground/app.js"></script>');
    expect(answer.text).toContain('<link rel="stylesheet" href="/playground/app.css">');
  });

  it('keeps scripts and styles out of the page itself, which the policy would block', async () => {
    const page = (await server.request('/')).text;
    expect(page.match(/<script\b[^>]*>/g)?.every((tag) => tag.includes(' src='))).toBe(true);
    expect(page).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
    expect(page).not.toMatch(/https?:\/\//);
  });

  it('names only elements that exist in its labels and ARIA references', async () => {
    const page = (await server.request('/')).text;
    const ids = new Set([...page.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
    const references = [...page.matchAll(/\s(?:for|aria-controls|aria-describedby|aria-labelledby)="([^"]+)"/g)].flatMap((match) => match[1]?.split(' ') ?? []);
    expect(references.length).toBeGreaterThan(10);
    expect(references.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('serves the bundled script and the styles with their types, without a key', async () => {
    const script = await server.request('/playground/app.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.text).toContain('attachPlaceCombobox');
    expect(script.text).not.toMatch(/^\s*import\s/m);
    const styles = await server.request('/playground/app.css');
    expect(styles.status).toBe(200);
    expect(styles.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(styles.text).toContain('prefers-color-scheme: dark');
  });

  it('serves the offline engine apart from the page script, minified, without a key', async () => {
    const script = (await server.request('/playground/app.js')).text;
    expect(script).toContain('/playground/engine.js');
    expect(script).not.toContain('blockOffsets'); // the ephemeris tables stay out of the page's own script
    expect(script.length).toBeLessThan(200_000);
    const engine = await server.request('/playground/engine.js');
    expect(engine.status).toBe(200);
    expect(engine.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(engine.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(engine.text).toContain('blockOffsets');
    expect(engine.text).toMatch(/\bas renderBodygraphSvg\b/);
    expect(engine.text).toMatch(/\bas listTimeZones\b/);
    expect(engine.text).not.toMatch(/^\s*import\s/m);
    expect(engine.text.split('\n').length).toBeLessThan(50); // minified
  });

  it('answers 304 to a matching If-None-Match and HEAD without a body', async () => {
    const first = await server.request('/playground/app.js');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    // As a browser revalidates; fetch() would add `Cache-Control: no-cache` to a conditional request.
    const again = await server.request('/playground/app.js', { headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const head = await server.request('/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
  });

  it('leaves the API routes to their own authentication', async () => {
    expect((await server.request('/v3/hd-data?date=1990-05-15T14:30&timezone=UTC')).status).toBe(401);
    expect((await server.request('/playground/missing.js')).status).toBe(404);
  });
});

describe('playgroundRouter on its own', () => {
  it('answers 500 when the files cannot be loaded, and loads them again on the next request', async () => {
    let calls = 0;
    const router = playgroundRouter(async () => {
      calls += 1;
      if (calls === 1) throw new Error('bundle failed');
      const file = { body: 'ok', contentType: 'text/plain; charset=utf-8', etag: '"e"' };
      return { page: file, script: file, styles: file };
    });
    const app = new Koa<RestState>();
    app.silent = true;
    app.use(router.routes());
    const server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      expect((await fetch(url)).status).toBe(500);
      const second = await fetch(url);
      expect(second.status).toBe(200);
      expect(await second.text()).toBe('ok');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
