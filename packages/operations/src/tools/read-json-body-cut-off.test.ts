// A body the client stops sending (it disconnects, or a server timeout cuts the connection) reads as a 400
// input failure, never as a thrown error: thrown, it became a 500 `internal_error` with a stack in the log.
import { createServer } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { readJsonBody } from './read-json-body';
import type { JsonBodyResult } from './read-json-body';

describe('a request body cut off before its end', () => {
  it.each([
    ['within the declared length', 'Content-Length: 100\r\n\r\n{"a":'],
    ['in the middle of a chunk', 'Transfer-Encoding: chunked\r\n\r\n20\r\n{"a":'],
  ])('reads as validation_error when the connection closes %s', async (_case, headersAndPart) => {
    let settle: (result: JsonBodyResult | Error) => void = () => undefined;
    const outcome = new Promise<JsonBodyResult | Error>((resolve) => {
      settle = resolve;
    });
    const server = createServer((request) => {
      readJsonBody(request).then(settle, (error: unknown) => settle(error instanceof Error ? error : new Error(String(error))));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
      socket.write(`POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${headersAndPart}`);
      setTimeout(() => socket.destroy(), 50);
      expect(await outcome).toEqual({ ok: false, code: 'validation_error', message: 'The request body ended before it was complete.' });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
