import { createServer } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVER_TIMEOUTS, applyServerTimeouts } from './server-timeouts';

describe('applyServerTimeouts', () => {
  it("sets Node's header, request and keep-alive timeouts and the checking interval", () => {
    const server = createServer();
    applyServerTimeouts(server);
    expect(server.headersTimeout).toBe(DEFAULT_SERVER_TIMEOUTS.headersMilliseconds);
    expect(server.requestTimeout).toBe(DEFAULT_SERVER_TIMEOUTS.requestMilliseconds);
    expect(server.keepAliveTimeout).toBe(DEFAULT_SERVER_TIMEOUTS.keepAliveMilliseconds);
    expect((server as unknown as { connectionsCheckingInterval: number }).connectionsCheckingInterval).toBe(1_000);
  });

  it('replaces the limits when applied again, with one body listener', () => {
    const server = createServer();
    applyServerTimeouts(server);
    applyServerTimeouts(server, { requestMilliseconds: 2_000 });
    expect(server.requestTimeout).toBe(2_000);
    expect(server.headersTimeout).toBe(DEFAULT_SERVER_TIMEOUTS.headersMilliseconds);
    expect(server.listenerCount('request')).toBe(1);
  });

  it('closes a connection whose body stalls, and lifts the limit once the body has arrived', async () => {
    const server = createServer((request, response) => {
      request.resume();
      // Answers long after the body ended: the body idle limit must not cut the connection meanwhile.
      request.on('end', () => setTimeout(() => response.end('done'), 300));
    });
    applyServerTimeouts(server, { bodyIdleMilliseconds: 100 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const exchange = (request: string) =>
      new Promise<{ text: string; milliseconds: number }>((resolve) => {
        const started = performance.now();
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let text = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => {
          text += chunk;
          if (text.endsWith('done')) socket.end();
        });
        socket.on('close', () => resolve({ text, milliseconds: performance.now() - started }));
      });
    try {
      const stalled = await exchange('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n12345');
      expect(stalled.text).toBe('');
      expect(stalled.milliseconds).toBeLessThan(1_000);
      const complete = await exchange('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n1234567890');
      expect(complete.text).toMatch(/^HTTP\/1\.1 200 [\s\S]*done$/);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
