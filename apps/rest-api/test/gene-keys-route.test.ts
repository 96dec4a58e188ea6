// GET /gene-keys over HTTP with the real engines: Startup and above, 1 unit; bad input is a 400 that charges nothing;
// a plan below Startup is refused without a charge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, birthQuery, startTestServer, usedUnits } from './helpers';
import type { TestServer } from './helpers';

interface Sphere {
  Id: string;
  Key: number;
  Line: number;
}

describe('GET /gene-keys (HTTP, real engines)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ now: () => new Date('2026-03-01T12:00:00Z') });
  });
  afterAll(() => server.close());

  it('answers the 13 spheres to a Startup key and charges 1 unit', async () => {
    const { key, accountId } = await server.account('startup');
    const response = await server.request(`/gene-keys?${birthQuery}`, { headers: bearer(key) });
    expect(response.status).toBe(200);
    const body = response.body as Record<'Activation' | 'Venus' | 'Pearl', Sphere[]> & { BirthDateUtc: string };
    expect([body.Activation.length, body.Venus.length, body.Pearl.length]).toEqual([4, 5, 4]);
    expect(body.BirthDateUtc).toBe('1990-05-15T12:30:00.000Z');
    const chart = await server.request(`/v3/hd-data?${birthQuery}`, { headers: bearer(key) });
    const sun = (chart.body as { Planets: { Personality: { Sun: { Gate: number; Line: number } } } }).Planets.Personality.Sun;
    expect(body.Activation[0]).toMatchObject({ Id: 'lifes-work', Key: sun.Gate, Line: sun.Line });
    expect(await usedUnits(server.store, accountId)).toBe(2);
  });

  it('refuses a plan below Startup without charging it', async () => {
    const { key, accountId } = await server.account('creator');
    const response = await server.request(`/gene-keys?${birthQuery}`, { headers: bearer(key) });
    expect(response.status).toBe(403);
    expect(await usedUnits(server.store, accountId)).toBe(0);
  });

  it.each([
    ['no time zone', 'date=1990-05-15T14:30'],
    ['an offset in the date', 'date=1990-05-15T14:30Z&timezone=UTC'],
    ['an unknown zone', 'date=1990-05-15T14:30&timezone=Mars/Olympus'],
    ['a date outside the ephemeris', 'date=3990-05-15T14:30&timezone=UTC'],
  ])('answers 400 for %s, with a message saying what to fix, and charges nothing', async (_case, query) => {
    const { key, accountId } = await server.account('startup');
    const response = await server.request(`/gene-keys?${query}`, { headers: bearer(key) });
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message.length).toBeGreaterThan(10);
    expect(await usedUnits(server.store, accountId)).toBe(0);
  });
});
