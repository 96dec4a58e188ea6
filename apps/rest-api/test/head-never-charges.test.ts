// HEAD never calculates or charges: on a calculation route or the stream it answers 405 with Allow: GET; on a
// free route it answers as GET without a body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEchoEngines } from './echo-engines';
import { bearer, startTestServer, usedUnits } from './helpers';
import type { TestServer } from './helpers';

describe('HEAD requests', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engines: createEchoEngines() });
  });
  afterAll(() => server.close());

  it.each(['/v3/hd-data?date=1990-01-01T00:00&timezone=UTC', '/bodygraph.svg?date=1990-01-01T00:00&timezone=UTC', '/stream/planetary-positions', '/planetary-positions'])(
    'HEAD %s: 405 with Allow: GET, nothing charged',
    async (path) => {
      const { key, accountId } = await server.account('business');
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await fetch(`${server.url}${path}`, { method: 'HEAD', headers: bearer(key) });
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe('GET');
      }
      expect(await usedUnits(server.store, accountId)).toBe(0);
    },
  );

  it('answers HEAD on a free route as GET, without a body', async () => {
    const { key } = await server.account('business');
    const response = await fetch(`${server.url}/library/gates/34`, { method: 'HEAD', headers: bearer(key) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).toBe('');
  });
});
