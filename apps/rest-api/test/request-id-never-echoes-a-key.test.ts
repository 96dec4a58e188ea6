// A key sent as X-Request-Id is not taken as the request id: it would come back in the X-Request-Id header, in
// the Agent HTTP envelope's meta.requestId and in the log line. The fuzzer found it echoed in the body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './helpers';
import type { TestServer } from './helpers';

let server: TestServer;
let key: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ key } = await server.account('business'));
});
afterAll(() => server.close());

describe('X-Request-Id', () => {
  it('keeps a safe request id', async () => {
    const answer = await server.request('/library/gates/34', { headers: { authorization: `Bearer ${key}`, 'x-request-id': 'order-1234:retry.2' } });
    expect(answer.headers.get('x-request-id')).toBe('order-1234:retry.2');
  });

  it.each([() => key, () => 'mdl_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', () => `trace-${key.slice(0, 20)}`])('replaces a key-shaped one with a UUID', async (requestId) => {
    const answer = await server.request('/library/gates/34', { headers: { authorization: `Bearer ${key}`, 'x-request-id': requestId() } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
  });
});
