import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAXIMUM_BODY_BYTES, readJsonBody } from './read-json-body';

describe('readJsonBody', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      void readJsonBody(request).then((result) => {
        const status = result.ok ? 200 : { validation_error: 400, payload_too_large: 413, unsupported_media_type: 415 }[result.code];
        if (!result.ok && result.code === 'payload_too_large') response.shouldKeepAlive = false;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(result));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (body: NonNullable<RequestInit['body']>, contentType = 'application/json') =>
    fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body, duplex: 'half' } as RequestInit);

  it('reads JSON, with or without charset=utf-8, and an empty body as {}', async () => {
    expect(await (await post('{"a":1}')).json()).toEqual({ ok: true, value: { a: 1 } });
    expect(await (await post('{"a":"é"}', 'application/json; charset=UTF-8')).json()).toEqual({ ok: true, value: { a: 'é' } });
    expect(await (await post('{"a":2}', 'application/vnd.api+json')).json()).toEqual({ ok: true, value: { a: 2 } });
    expect(await (await post('')).json()).toEqual({ ok: true, value: {} });
  });

  it.each(['application/json; charset=utf-16', 'application/json; charset=latin1', 'application/json-seq', 'text/plain'])(
    'refuses %s with 415 instead of reading it as UTF-8',
    async (contentType) => {
      const response = await post('{"a":1}', contentType);
      expect(response.status).toBe(415);
      expect(((await response.json()) as { message: string }).message).toMatch(/JSON/);
    },
  );

  it('refuses bytes that are not UTF-8 with 400 instead of replacing them', async () => {
    const response = await post(new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_error', message: 'The request body is not valid UTF-8.' });
  });

  it('answers an oversized body with 413 and Connection: close, delivered every time (no connection reset)', async () => {
    const body = `{"padding":"${'x'.repeat(MAXIMUM_BODY_BYTES + 10)}"}`;
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await post(body);
      expect(response.status).toBe(413);
      expect(response.headers.get('connection')).toBe('close');
      expect(await response.json()).toMatchObject({ code: 'payload_too_large' });
    }
  });

  it('answers 413 for a streamed oversized body without Content-Length too', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 6) controller.close();
        else {
          sent += 1;
          controller.enqueue(chunk);
        }
      },
    });
    const response = await post(stream as unknown as NonNullable<RequestInit['body']>);
    expect(response.status).toBe(413);
  });
});
