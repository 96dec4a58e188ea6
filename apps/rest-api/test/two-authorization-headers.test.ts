// Two Authorization headers (or two X-Api-Key headers) are refused with 401 malformed_credential, whichever key
// comes first, and nothing is charged: Node keeps only the first Authorization header, so the raw headers decide.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEchoEngines } from './echo-engines';
import { startTestServer, usedUnits } from './helpers';
import type { TestServer } from './helpers';

function getWithRepeatedHeader(url: string, name: string, values: string[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    outgoing.setHeader(name, values);
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('repeated credential headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engines: createEchoEngines() });
  });
  afterAll(() => server.close());

  it('refuses two Authorization headers with different keys (401), charging neither account', async () => {
    const first = await server.account('business');
    const second = await server.account('business');
    const answer = await getWithRepeatedHeader(`${server.url}/hd-data?date=1990-01-01T00:00&timezone=UTC`, 'Authorization', [`Bearer ${first.key}`, `Bearer ${second.key}`]);
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'malformed_credential', message: 'Send one API key, in one header.' });
    expect(await usedUnits(server.store, first.accountId)).toBe(0);
    expect(await usedUnits(server.store, second.accountId)).toBe(0);
  });

  it('refuses two X-Api-Key headers too', async () => {
    const { key } = await server.account('business');
    const answer = await getWithRepeatedHeader(`${server.url}/hd-data?date=1990-01-01T00:00&timezone=UTC`, 'X-Api-Key', [key, key]);
    expect(answer.status).toBe(401);
  });
});
