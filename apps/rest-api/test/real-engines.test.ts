// The endpoints over the real engines (bodygraph, ephemeris, reference library, atlas): response
// shapes and engine-level input errors, which must answer 400, never 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, birthQuery, startTestServer, usedUnits } from './helpers';
import type { TestServer } from './helpers';

describe('endpoints over the real engines', () => {
  let server: TestServer;
  let key: string;
  let accountId: string;

  beforeAll(async () => {
    server = await startTestServer();
    ({ key, accountId } = await server.account('business'));
  });
  afterAll(() => server.close());

  const get = (path: string) => server.request(path, { headers: bearer(key) });
  const typeNames = ['Manifestor', 'Generator', 'Manifesting Generator', 'Projector', 'Reflector'];

  it('GET /hd-data answers a capitalized v1 chart', async () => {
    const response = await get(`/hd-data?${birthQuery}`);
    expect(response.status).toBe(200);
    const chart = response.body as Record<string, unknown>;
    expect(typeNames).toContain(chart.Type);
    expect(chart.Profile).toMatch(/^[1-6]\/[1-6]$/);
    expect(Array.isArray(chart.DefinedCenters)).toBe(true);
    expect(Array.isArray(chart.Gates)).toBe(true);
  });

  it('GET /v2/hd-data and /v3/hd-data add structured identifiers, signs and retrogrades', async () => {
    const v2 = (await get(`/v2/hd-data?${birthQuery}`)).body as { Type: { Name: string } };
    expect(typeNames).toContain(v2.Type.Name);
    const v3 = (await get(`/v3/hd-data?${birthQuery}`)).body as {
      Planets: { Personality: Record<string, { ZodiacSign: string; Retrograde: boolean; Gate: number }> };
      GateCategories: Record<string, number[]>;
    };
    const sun = v3.Planets.Personality.Sun;
    expect(sun?.Gate).toBeGreaterThanOrEqual(1);
    expect(typeof sun?.ZodiacSign).toBe('string');
    expect(typeof sun?.Retrograde).toBe('boolean');
    expect(Object.keys(v3.GateCategories)).toEqual(expect.arrayContaining(['PersonalityOnly', 'DesignOnly', 'Both']));
  });

  it('answers composites, transits and planetary positions', async () => {
    const person1 = 'date1=1988-11-02T08:05&timezone1=America/New_York';
    expect((await get(`/hd-data-composite?${birthQuery}&${person1}`)).status).toBe(200);
    expect((await get(`/v2/hd-data-composite?${birthQuery}&${person1}`)).status).toBe(200);
    expect((await get(`/hd-data-transit?${birthQuery}&transitDate=2026-01-01T12:00&transitTimezone=UTC`)).status).toBe(200);
    const positions = (await get('/planetary-positions?date=2026-01-01T12:00&timezone=UTC')).body as {
      Planets: Record<string, { Gate: number; Line: number; ZodiacSign: string; Retrograde: boolean }>;
    };
    for (const body of ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']) {
      expect(positions.Planets[body]?.Gate, body).toBeGreaterThanOrEqual(1);
      expect(positions.Planets[body]?.Line, body).toBeLessThanOrEqual(6);
    }
  });

  it('searches the celebrity database and answers a celebrity by slug, charging nothing', async () => {
    const before = await usedUnits(server.store, accountId);
    const found = (await get('/celebrity/search?query=einstein')).body as { Slug: string; Type: string }[];
    expect(found[0]?.Slug).toBe('albert-einstein');
    expect(typeNames).toContain(found[0]?.Type);
    const detail = await get('/celebrity/albert-einstein');
    expect(detail.status).toBe(200);
    expect((detail.body as { Birth: { Date: string } }).Birth.Date).toBe('1879-03-14');
    expect((await get('/celebrity/nobody-at-all')).status).toBe(404);
    expect(await usedUnits(server.store, accountId)).toBe(before);
  });

  it('answers 400 (never 500) for a local time in a DST gap when disambiguation is reject', async () => {
    const response = await get('/hd-data?date=2021-03-28T02:30&timezone=Europe/Berlin&disambiguation=reject');
    expect(response).toMatchObject({ status: 400, body: { error: 'nonexistent_local_time' } });
  });

  it('answers 400 (never 500) for a date outside the engine range', async () => {
    const response = await get('/hd-data?date=0100-01-01T00:00&timezone=UTC');
    expect(response.status).toBe(400);
  });

  it('finds places with their IANA zone', async () => {
    const response = await get('/locations?query=Berlin');
    expect(response.status).toBe(200);
    expect(response.body).toContainEqual(expect.objectContaining({ timezone: 'Europe/Berlin', country: expect.any(String) }));
  });

  it('charged exactly the successful calculations', async () => {
    expect(await usedUnits(server.store, accountId)).toBe(7);
  });
});
