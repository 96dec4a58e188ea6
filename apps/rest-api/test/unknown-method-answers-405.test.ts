// A method no route knows (TRACE, PROPFIND) answers 405 method_not_allowed as JSON, like any other refused method.
// The router answered 501 Not Implemented in plain text: a 5xx for a caller's mistake, which the fuzzer flagged.
import { request as httpRequest } from 'node:http';
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

function send(method: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${key}` } }, (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => {
        body += chunk;
      });
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('a method no route knows', () => {
  it.each([
    ['TRACE', '/hd-data?date=1990-05-15T14:30&timezone=Europe/Berlin'],
    ['PROPFIND', '/library/gates/34'],
  ])('%s %s answers 405 method_not_allowed', async (method, path) => {
    const answer = await send(method, path);
    expect(answer.status).toBe(405);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'method_not_allowed' });
  });
});
