// A body over the 256 kB limit answers 413 with Connection: close on every surface that reads one, and the
// answer reaches the client each time, instead of a connection reset in the middle of its upload.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import type { AccessStore } from '@mandala/access';
import { MAXIMUM_BODY_BYTES } from '@mandala/operations';
import { bearer, createTestEngines, usedUnits } from '@mandala/operations/testing';
import { createApp } from '@mandala/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountedSurfaces } from '../src/mounted-surfaces';

describe('oversized request bodies', () => {
  let dataDirectory: string;
  let store: AccessStore;
  let server: Server;
  let url: string;
  let key: string;
  let accountId: string;

  beforeAll(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-oversized-'));
    store = await openAccessStore({ dataDirectory });
    server = createServer(createApp({ store, engines: createTestEngines(), surfaces: mountedSurfaces() }).callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    ({ key, accountId } = await store.createAccountWithKey({ name: 'oversized', plan: 'business' }));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await store.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  // Several times the limit: the client is still uploading when the answer is ready.
  const body = JSON.stringify({ padding: 'x'.repeat(MAXIMUM_BODY_BYTES * 12) });

  it.each(['/batch/charts', '/group-composite', '/agent/v1/tools/generate-chart'])('POST %s: 413 with Connection: close, 8 times out of 8', async (path) => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await fetch(`${url}${path}`, { method: 'POST', headers: { ...bearer(key), 'content-type': 'application/json' }, body });
      expect(response.status).toBe(413);
      expect(response.headers.get('connection')).toBe('close');
      expect(JSON.stringify(await response.json())).toContain('payload_too_large');
    }
    expect(await usedUnits(store, accountId)).toBe(0);
  });
});
