// Issue 23, defect 6: a 403 for the plan did not say which plan is needed, /docs and /openapi.json never mapped the
// tiers to plans, and the 403 carried no quota headers (so @mandala/client reported `quota: undefined`).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, birthQuery, startTestServer, usedUnits } from './helpers';
import type { TestServer } from './helpers';

describe('a 403 for the plan, and the tiers in the reference', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('names the plans that include the tier, in the message and the details, and charges nothing', async () => {
    const creator = await server.account('creator');
    const answer = await server.request(`/v3/hd-data?${birthQuery}`, { headers: bearer(creator.key) });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      error: 'insufficient_tier',
      message:
        'The Creator plan does not include enhanced operations (v2/v3 charts, transits and forecasts, returns and progressions). ' +
        "The Startup, Business and Enterprise plans do: use a key on one of them, or upgrade this account's plan. Plans: /plans.",
      details: { category: 'enhanced', plan: 'creator', plansIncluding: ['startup', 'business', 'enterprise'], plansUrl: '/plans', upgradeUrl: '/plans' },
    });
    const startup = await server.account('startup');
    const business = await server.request('/celebrity/search?query=a', { headers: bearer(startup.key) });
    expect((business.body as { message: string }).message).toContain('The Business and Enterprise plans do');
    expect(await usedUnits(server.store, creator.accountId)).toBe(0);
  });

  it('leads "upgrade" to the operator\'s MANDALA_UPGRADE_URL, and still names the plans page (issue 38)', async () => {
    const store = await openAccessStore({ dataDirectory: mkdtempSync(join(tmpdir(), 'mandala-upgrade-')), upgradeUrl: 'https://billing.example/upgrade' });
    const billed = await startTestServer({ store });
    try {
      const { key } = await billed.account('free');
      const answer = await billed.request(`/v2/hd-data?${birthQuery}`, { headers: bearer(key) });
      expect(answer.status).toBe(403);
      const body = answer.body as { message: string; details: Record<string, unknown> };
      expect(body.message).toMatch(/Plans: \/plans\. Upgrade: https:\/\/billing\.example\/upgrade\.$/);
      expect(body.details).toMatchObject({ plansUrl: '/plans', upgradeUrl: 'https://billing.example/upgrade' });
    } finally {
      await billed.close();
      await store.close();
    }
  });

  it('carries the account\'s quota headers, as every other answer to a known key does', async () => {
    const free = await server.account('free');
    const answer = await server.request(`/v2/hd-data?${birthQuery}`, { headers: bearer(free.key) });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('ratelimit-limit')).toBe('100');
    expect(answer.headers.get('ratelimit-remaining')).toBe('100');
    expect(Number(answer.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
  });

  it('lists each operation\'s plans in /openapi.json, which /docs renders', async () => {
    const document = (await server.request('/openapi.json')).body as { paths: Record<string, Record<string, Record<string, unknown>>> };
    expect(document.paths['/v3/hd-data']?.get?.['x-mandala-plans']).toEqual(['startup', 'business', 'enterprise']);
    expect(document.paths['/hd-data']?.get?.['x-mandala-plans']).toEqual(['free', 'creator', 'startup', 'business', 'enterprise']);
    expect(document.paths['/v3/hd-data']?.get?.description).toContain('Tier: enhanced (plans: Startup, Business, Enterprise)');
    // The reference at /docs renders this document: its introduction has the table of tiers and plans.
    expect((document as { info?: { description?: string } }).info?.description).toContain('| enhanced | Startup, Business, Enterprise |');
  });
});
