// A large built file goes to a slow reader as a stream from disk: the server holds at most a few chunks for
// that connection, never a copy of the file (issue 22: large static files served from disk).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RestState } from '@mandala/rest-api';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPages } from './web-pages';

const fileBytes = 48 * 1024 * 1024;

describe('a large built file to a reader that does not read', () => {
  let folder: string;
  const serverSockets: Socket[] = [];
  const server = createServer();

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'mandala-web-large-'));
    mkdirSync(join(folder, 'assets'));
    writeFileSync(join(folder, 'index.html'), '<!doctype html>');
    writeFileSync(join(folder, 'assets', 'engine-Large123.js'), Buffer.alloc(fileBytes, 0x61));
    const app = new Koa<RestState>();
    app.use(webPages(folder));
    server.on('request', app.callback());
    server.on('connection', (socket) => serverSockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps what waits in the server for that connection to a few chunks, then sends the rest as it is read', async () => {
    const { port } = server.address() as AddressInfo;
    const client = connect(port, '127.0.0.1');
    client.pause(); // reads nothing: the kernel buffers fill, then the server must stop reading the file
    client.write(`GET /assets/engine-Large123.js HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n`);
    await sleep(1_000);
    const serverSocket = serverSockets.at(-1);
    expect(serverSocket).toBeDefined();
    expect(serverSocket?.writableLength).toBeLessThan(1024 * 1024); // not the 48 MiB file
    expect(serverSocket?.bytesWritten).toBeLessThan(fileBytes / 2);

    let received = 0;
    client.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    client.resume();
    await new Promise<void>((resolve) => client.on('end', () => resolve()));
    expect(received).toBeGreaterThan(fileBytes); // the whole file and its headers
  });
});
