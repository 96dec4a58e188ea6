// Defect 2 of issue 22: a client that asked for a large answer and never read it held the answer's memory for as
// long as it liked (100 unread 7 MB downloads: +2 GB RSS, no connection closed in 62 s). A connection whose answer
// stops draining is now destroyed after the send timeout; a reader that keeps reading is never cut.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { applyServerTimeouts } from './server-timeouts';

const answerBytes = 32 * 1024 * 1024;
const answer = Buffer.alloc(answerBytes, 97);
let server: Server | undefined;

async function serve(): Promise<{ port: number; server: Server }> {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': answerBytes });
    response.end(answer);
  });
  applyServerTimeouts(server, { sendStallMilliseconds: 2000, minimumSendBytesPerSecond: 64 * 1024 });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', () => resolve()));
  return { port: (server.address() as AddressInfo).port, server };
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve())));
  server = undefined;
});

describe('stalled readers are cut (send timeout)', () => {
  it('destroys a connection whose client never reads the answer', async () => {
    const { port, server: served } = await serve();
    const client = connect(port, '127.0.0.1');
    client.pause();
    client.on('error', () => undefined);
    const connections = (): Promise<number> => new Promise((resolve) => served.getConnections((_error, count) => resolve(count)));
    client.write('GET /big HTTP/1.1\r\nHost: localhost\r\n\r\n');
    // Never reads: the kernel buffers fill, the rest of the 32 MB waits in the server's memory until the cut.
    const sentAt = Date.now();
    while ((await connections()) === 0 && Date.now() - sentAt < 2000) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await connections()).toBe(1);
    while ((await connections()) > 0 && Date.now() - sentAt < 8000) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await connections()).toBe(0);
    expect(Date.now() - sentAt).toBeLessThan(5000);
    client.destroy();
  });

  it('lets a reader that keeps reading receive the whole answer', async () => {
    const { port } = await serve();
    const response = await fetch(`http://127.0.0.1:${port}/big`);
    expect((await response.arrayBuffer()).byteLength).toBe(answerBytes);
  });
});
