// The return and progression endpoints over REST with the real calendar engine: answers, tiers, charges.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEchoEngines } from './echo-engines';
import { bearer, startTestServer, usedUnits } from './helpers';
import type { TestServer } from './helpers';

const UTC_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const birth = 'date=1985-03-12T14:30&timezone=America/New_York';

describe('return and progression endpoints', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engines: createEchoEngines() });
  });
  afterAll(() => server.close());

  it('GET /solar-return: the instant in the year and the chart cast then; Creator keys 403', async () => {
    const { key, accountId } = await server.account('startup');
    const response = await server.request(`/solar-return?${birth}&Year=2027`, { headers: bearer(key) });
    expect(response.status).toBe(200);
    const body = response.body as { Return: { Utc: string; Local: string }; Chart: { Profile: string } };
    expect(body.Return.Utc).toMatch(UTC_INSTANT);
    expect(body.Return.Utc.slice(0, 7)).toBe('2027-03');
    expect(body.Chart.Profile.charAt(0)).toBe('6'); // the natal personality Sun line repeats
    expect(await usedUnits(server.store, accountId)).toBe(1);
    const creator = await server.account('creator');
    expect((await server.request(`/solar-return?${birth}&Year=2027`, { headers: bearer(creator.key) })).status).toBe(403);
    expect(await usedUnits(server.store, creator.accountId)).toBe(0);
  });

  it('GET /lunar-return: one or two returns in the month', async () => {
    const { key } = await server.account('startup');
    const body = (await server.request(`/lunar-return?${birth}&Month=2027-01`, { headers: bearer(key) })).body as { Returns: { Utc: string }[] };
    expect(body.Returns.length).toBeGreaterThanOrEqual(1);
    expect(body.Returns.length).toBeLessThanOrEqual(2);
  });

  it('GET /saturn-return, /chiron-return, /uranus-opposition: each return with its passes', async () => {
    const { key } = await server.account('startup');
    const saturn = (await server.request(`/saturn-return?${birth}`, { headers: bearer(key) })).body as { Returns: { Number: number; Passes: unknown[]; Age: number | null }[] };
    expect(saturn.Returns.map((entry) => entry.Number)).toEqual([1, 2, 3]);
    expect(saturn.Returns[0]!.Age).toBeGreaterThan(28);
    expect(saturn.Returns[0]!.Age).toBeLessThan(31);
    expect([1, 3]).toContain(saturn.Returns[0]!.Passes.length);
    const chiron = (await server.request(`/chiron-return?${birth}`, { headers: bearer(key) })).body as { Returns: { Age: number | null }[] };
    expect(chiron.Returns).toHaveLength(1);
    const uranus = (await server.request(`/uranus-opposition?${birth}`, { headers: bearer(key) })).body as { Returns: { Age: number | null }[] };
    expect(uranus.Returns[0]!.Age).toBeGreaterThan(36);
    expect(uranus.Returns[0]!.Age).toBeLessThan(46);
  });

  it('GET /progressed-chart: the progressed chart and what changed', async () => {
    const { key } = await server.account('startup');
    const response = await server.request(`/progressed-chart?${birth}&ProgressedTo=2026-03-12T12:00`, { headers: bearer(key) });
    expect(response.status).toBe(200);
    const body = response.body as { ProgressedInstant: { Utc: string }; Changes: { Summary: string } };
    // 41 years after birth progress about 41 days: mid-April 1985.
    expect(body.ProgressedInstant.Utc.slice(0, 7)).toBe('1985-04');
    expect(body.Changes.Summary.length).toBeGreaterThan(10);
  });
});
