import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, usedUnits } from './helpers';
import type { TestServer } from './helpers';

describe('reference library (real data)', () => {
  let server: TestServer;
  let key: string;
  let accountId: string;

  beforeAll(async () => {
    server = await startTestServer();
    ({ key, accountId } = await server.account('free'));
  });
  afterAll(() => server.close());

  const get = async (path: string) => server.request(path, { headers: bearer(key) });

  it('lists 64 gates, 36 channels, 9 centers and 12 profiles', async () => {
    expect(((await get('/library/gates')).body as unknown[]).length).toBe(64);
    expect(((await get('/library/channels')).body as unknown[]).length).toBe(36);
    expect(((await get('/library/centers')).body as unknown[]).length).toBe(9);
    expect(((await get('/library/profiles')).body as unknown[]).length).toBe(12);
    expect((await get('/library/gates')).body).toContainEqual(expect.objectContaining({ Number: 1, Center: 'G' }));
  });

  it('answers details, accepting either channel order and three profile forms', async () => {
    expect((await get('/library/gates/34')).body).toMatchObject({ Number: 34, Center: 'Sacral' });
    expect((await get('/library/channels/34-20')).body).toMatchObject({ Id: '20-34' });
    expect((await get('/library/channels/20-34')).body).toMatchObject({ Id: '20-34' });
    expect((await get('/library/centers/Solar%20Plexus')).body).toMatchObject({ Name: 'Solar Plexus' });
    for (const form of ['5%2F1', '5-1', '51']) expect((await get(`/library/profiles/${form}`)).body).toMatchObject({ Id: '5/1' });
  });

  it('charges nothing', async () => {
    expect(await usedUnits(server.store, accountId)).toBe(0);
  });
});
