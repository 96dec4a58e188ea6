// Defect 7 of issue 22: the MCP server checked neither Origin nor Host, though the MCP transport's DNS-rebinding rule
// is a MUST: `ping` with `Origin: https://evil.example` or `Host: evil.example:3001` answered 200. A foreign Origin now
// answers 403 origin_not_allowed (an allowlist admits more), a request without Origin passes, and while the server
// listens on loopback the Host header must name loopback.
import { request } from 'node:http';
import { openAccessStore } from '@mandala/access';
import type { AccessStore } from '@mandala/access';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMcpServer } from '../src/start-mcp-server';
import type { RunningMcpServer } from '../src/start-mcp-server';
import { createTestEngines } from './harness';

let dataDirectory: string;
let store: AccessStore;
let loopback: RunningMcpServer;
let key: string;

beforeAll(async () => {
  dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-mcp-origin-'));
  store = await openAccessStore({ dataDirectory });
  key = (await store.createAccountWithKey({ name: 'origin', plan: 'business' })).key;
  loopback = await startMcpServer({
    store,
    engines: createTestEngines(),
    port: 0,
    host: '127.0.0.1',
    originPolicy: { allowedOrigins: ['https://app.example.com'] },
  });
});
afterAll(async () => {
  loopback.server.closeAllConnections();
  await loopback.close();
  await store.close();
  rmSync(dataDirectory, { recursive: true, force: true });
});

/** A `ping` with the given extra headers (Host included, which fetch cannot set). */
function ping(headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const url = new URL(loopback.url);
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' });
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/',
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

describe('MCP Origin and Host validation (DNS rebinding)', () => {
  it('refuses a foreign Origin with 403 origin_not_allowed, before the key is even checked', async () => {
    const answer = await ping({ origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { data: { code: 'origin_not_allowed' }, message: expect.stringContaining('MCP_ALLOWED_ORIGINS') } });
    const withoutKey = await ping({ origin: 'https://evil.example', authorization: '' });
    expect(withoutKey.status).toBe(403);
  });

  it('refuses a foreign Host while bound to loopback', async () => {
    const answer = await ping({ host: `evil.example:${new URL(loopback.url).port}` });
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('origin_not_allowed');
  });

  it('answers a request without Origin, a loopback Origin and an allowlisted Origin', async () => {
    expect((await ping({})).status).toBe(200);
    expect((await ping({ origin: `http://localhost:${new URL(loopback.url).port}` })).status).toBe(200);
    expect((await ping({ origin: 'https://app.example.com' })).status).toBe(200);
    expect((await ping({ host: `localhost:${new URL(loopback.url).port}` })).status).toBe(200);
  });

  it('does not take a look-alike of an allowed origin', async () => {
    expect((await ping({ origin: 'https://app.example.com.evil.example' })).status).toBe(403);
    expect((await ping({ origin: 'http://app.example.com' })).status).toBe(403);
  });
});
