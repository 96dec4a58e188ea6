// The tools over the real Mandala engines (bodygraph, atlas, reference library): the core projection and the
// output contract hold for real results, not only for test doubles.
import { createDefaultEngines } from '@mandala/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, startAgentTestServer, usedUnits } from './harness';
import type { AgentTestServer } from './harness';

describe('Agent HTTP over the real engines', () => {
  let served: AgentTestServer;
  let key: string;
  let accountId: string;
  beforeAll(async () => {
    served = await startAgentTestServer({ engines: createDefaultEngines() });
    ({ key, accountId } = await served.account('business'));
  });
  afterAll(() => served.close());

  it('resolves a place and an IANA name to a zone with its current offset', async () => {
    const place = await postJson(served.url, '/agent/v1/tools/resolve-timezone', { query: 'Hamburg' }, bearer(key));
    expect(place.status).toBe(200);
    expect(place.body.data).toMatchObject({ timezone: 'Europe/Berlin', location: { country: expect.any(String) } });
    expect(place.body.data.utcOffset).toMatch(/^\+0[12]:00$/);
    const zone = await postJson(served.url, '/agent/v1/tools/resolve-timezone', { query: 'us/eastern' }, bearer(key));
    expect(zone.body.data).toMatchObject({ timezone: 'America/New_York', location: null });
  });

  it('returns the core fields of a real chart and the full v3 chart for detailLevel full', async () => {
    const birth = { birthDateTime: '1990-05-15T14:30', timezone: 'Europe/Berlin' };
    const core = await postJson(served.url, '/agent/v1/tools/generate-chart', { ...birth, detailLevel: 'core' }, bearer(key));
    expect(core.status, JSON.stringify(core.body)).toBe(200);
    expect(core.body.data).toHaveProperty('IncarnationCross.Name');
    expect(core.body.data).not.toHaveProperty('Gates');
    const full = await postJson(served.url, '/agent/v1/tools/generate-chart', { ...birth, detailLevel: 'full' }, bearer(key));
    expect(full.status).toBe(200);
    expect(full.body.data.Gates).toHaveLength(26);
    expect(full.body.data.Type).toEqual(expect.objectContaining({ Name: core.body.data.Type }));
    expect(await usedUnits(served.store, accountId)).toBe(2);
  });

  it('adds the bodygraph as a base64 PNG in image when includeImage is true, for the same 1 unit', async () => {
    const { key: creatorKey, accountId: creatorAccount } = await served.account('creator');
    const birth = { birthDateTime: '1990-05-15T14:30', timezone: 'Europe/Berlin' };
    const answer = await postJson(served.url, '/agent/v1/tools/generate-chart', { ...birth, includeImage: true }, bearer(creatorKey));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.image).toMatchObject({ mediaType: 'image/png', altText: expect.stringMatching(/^Bodygraph: .+, profile [1-6]\/[1-6]/) });
    const png = Buffer.from(answer.body.image.base64 as string, 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(await usedUnits(served.store, creatorAccount)).toBe(1);
    const plain = await postJson(served.url, '/agent/v1/tools/generate-chart', birth, bearer(creatorKey));
    expect(plain.body).not.toHaveProperty('image');
  });

  it('searches the celebrity database, and answers 400 (not 500) for a filter that names nothing', async () => {
    const found = await postJson(served.url, '/agent/v1/tools/search-celebrities', { query: 'einstein', limit: 5 }, bearer(key));
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(JSON.stringify(found.body.data)).toContain('Albert Einstein');
    const before = await usedUnits(served.store, accountId);
    const bad = await postJson(served.url, '/agent/v1/tools/search-celebrities', { query: 'a', type: 'Wizard' }, bearer(key));
    expect(bad.status, JSON.stringify(bad.body)).toBe(400);
    expect(bad.body).toMatchObject({ error: { code: 'invalid_celebrity_query' }, chargedUnits: 0 });
    expect(await usedUnits(served.store, accountId)).toBe(before);
  });
});
