// The built web pages served from disk: the compressed variant the browser accepts, immutable hashed files,
// revalidated HTML with the pages' policy, and nothing outside the build folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { RestState } from '@mandala/rest-api';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashedFileCacheControl, pageContentSecurityPolicy, webPages } from './web-pages';

const page = '<!doctype html><title>t</title><script type="module" src="/assets/page-Ab12Cd34.js"></script>'.padEnd(2000, ' ');
const script = `console.log(${JSON.stringify('x'.repeat(3000))});`;

async function listen(middleware: Koa.Middleware<RestState>): Promise<{ server: Server; url: string }> {
  const app = new Koa<RestState>();
  app.use(middleware);
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = 'api 404';
  });
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('webPages over a built folder', () => {
  let folder: string;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'mandala-web-'));
    mkdirSync(join(folder, 'assets'));
    mkdirSync(join(folder, 'account'));
    writeFileSync(join(folder, 'index.html'), page);
    writeFileSync(join(folder, 'index.html.br'), brotliCompressSync(page));
    writeFileSync(join(folder, 'index.html.gz'), gzipSync(page));
    writeFileSync(join(folder, 'sign-in.html'), '<!doctype html><title>sign in</title>');
    writeFileSync(join(folder, 'account', 'index.html'), '<!doctype html><title>account</title>');
    writeFileSync(join(folder, 'assets', 'page-Ab12Cd34.js'), script);
    writeFileSync(join(folder, 'assets', 'page-Ab12Cd34.js.gz'), gzipSync(script));
    writeFileSync(join(folder, '.secret'), 'hidden');
    ({ server, url } = await listen(webPages(folder)));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(folder, { recursive: true, force: true });
  });

  it('serves the page at / as brotli when accepted, revalidated, with the pages\' policy', async () => {
    const answer = await fetch(`${url}/`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toBe(pageContentSecurityPolicy);
    expect(pageContentSecurityPolicy).toContain("script-src 'self'");
    expect(pageContentSecurityPolicy).not.toContain('unsafe-inline');
    expect(await answer.text()).toBe(page); // fetch decodes the brotli body
  });

  it('falls back to gzip, then to the file as is', async () => {
    const gzip = await fetch(`${url}/`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(page);
    const plain = await fetch(`${url}/`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String(page.length));
    expect(await plain.text()).toBe(page);
  });

  it('caches hashed files under assets/ for a year as immutable', async () => {
    const answer = await fetch(`${url}/assets/page-Ab12Cd34.js`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe(hashedFileCacheControl);
    expect(hashedFileCacheControl).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('content-encoding')).toBe('gzip'); // no .br variant of this one
    expect(answer.headers.get('content-security-policy')).toBeNull();
    expect(await answer.text()).toBe(script);
  });

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const first = await fetch(`${url}/`, { headers: { 'Accept-Encoding': 'identity' } });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await fetch(`${url}/`, { headers: { 'Accept-Encoding': 'identity', 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const head = await fetch(`${url}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('serves a second page by its path: /sign-in from sign-in.html, /account/ from account/index.html', async () => {
    expect(await (await fetch(`${url}/sign-in`)).text()).toContain('sign in');
    expect(await (await fetch(`${url}/account/`)).text()).toContain('account');
    expect(await (await fetch(`${url}/account`)).text()).toContain('account');
  });

  it('passes everything else on: missing files, hidden files, paths outside the folder, other methods', async () => {
    for (const path of ['/assets/missing.js', '/.secret', '/..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2f..%2fetc%2fpasswd', '/%00']) {
      const answer = await fetch(`${url}${path}`);
      expect({ path, status: answer.status, text: await answer.text() }).toEqual({ path, status: 404, text: 'api 404' });
    }
    const post = await fetch(`${url}/`, { method: 'POST' });
    expect(post.status).toBe(404);
  });
});

describe('webPages without a build', () => {
  it('answers GET / with 503 and the command that builds the pages, and passes other paths on', async () => {
    const { server, url } = await listen(webPages(join(tmpdir(), 'mandala-web-never-built')));
    try {
      const answer = await fetch(`${url}/`);
      expect(answer.status).toBe(503);
      expect(await answer.text()).toContain('pnpm --filter @mandala/web build');
      expect((await fetch(`${url}/assets/x.js`)).status).toBe(404);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
