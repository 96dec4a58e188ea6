// Guards the documents anyone may fetch without a key (issue 35): /openapi.json (≈ 474 kB) used to be serialised
// again for every request and never compressed, so 64 connections fetching it starved every keyed call. Now each
// document is serialised once, compressed once per encoding, and served with a strong ETag (304 on If-None-Match),
// Vary: Accept-Encoding and Cache-Control.
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEchoEngines } from './echo-engines';
import { startTestServer } from './helpers';
import type { TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ engines: createEchoEngines(), withAccounts: {} });
});
afterAll(() => server.close());

/** A raw GET (no automatic decompression): status, headers and the bytes as sent. */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${server.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const documents = [
  { path: '/openapi.json', type: /^application\/json/, cacheControl: 'public, max-age=300' },
  { path: '/account/account.css', type: /^text\/css/, cacheControl: 'no-cache' },
];

describe.each(documents)('$path', ({ path, type, cacheControl }) => {
  it('is served as brotli, gzip or identity by Accept-Encoding, each the same document, with validators', async () => {
    const plain = await rawGet(path, { 'accept-encoding': 'identity' });
    const brotli = await rawGet(path, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await rawGet(path, { 'accept-encoding': 'gzip' });
    expect([plain.status, brotli.status, gzip.status]).toEqual([200, 200, 200]);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(brotli.bytes).equals(plain.bytes)).toBe(true);
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
    if (path === '/openapi.json') {
      expect(plain.bytes.length).toBeGreaterThan(100_000);
      expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 5);
    }
    for (const answer of [plain, brotli, gzip]) {
      expect(answer.headers['content-type']).toMatch(type);
      expect(answer.headers['cache-control']).toBe(cacheControl);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(answer.headers.etag).toMatch(/^"[A-Za-z0-9_-]+(-br|-gzip)?"$/);
    }
    // One tag per encoding: a cache keyed on the tag never serves brotli bytes to a client that asked for none.
    expect(new Set([plain.headers.etag, brotli.headers.etag, gzip.headers.etag]).size).toBe(3);
  });

  it('answers 304 without a body when If-None-Match names the tag, and the document again when it does not', async () => {
    const first = await rawGet(path, { 'accept-encoding': 'br' });
    const again = await rawGet(path, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const stale = await rawGet(path, { 'accept-encoding': 'br', 'if-none-match': '"an-older-release"' });
    expect(stale.status).toBe(200);
    expect(stale.bytes.equals(first.bytes)).toBe(true);
  });
});

describe('/openapi.json is serialised once', () => {
  it('does not turn the document into JSON again for each request', async () => {
    await rawGet('/openapi.json', { 'accept-encoding': 'identity' });
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      for (let call = 0; call < 5; call += 1) {
        for (const encoding of ['identity', 'gzip', 'br']) await rawGet('/openapi.json', { 'accept-encoding': encoding });
      }
      expect(stringify.mock.calls.filter(([value]) => value === server.app.openApiDocument)).toHaveLength(0);
    } finally {
      stringify.mockRestore();
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await new Promise<{ status: number; headers: IncomingHttpHeaders; length: number }>((resolve, reject) => {
      const outgoing = request(`${server.url}/openapi.json`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } }, (response) => {
        let length = 0;
        response.on('data', (chunk: Buffer) => (length += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, length }));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
    expect(head.status).toBe(200);
    expect(head.headers.etag).toMatch(/-br"$/);
    expect(head.length).toBe(0);
  });
});
