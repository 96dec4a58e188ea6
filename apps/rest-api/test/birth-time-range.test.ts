// GET /birth-time-range over the real engines: the window cut into exact segments that cover it, the certain and
// uncertain answers, the Startup tier, and clear 400s (nothing charged) for windows that make no sense.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, usedUnits } from './helpers';
import type { TestServer } from './helpers';

interface Range {
  Window: { StartUtc: string; EndUtc: string; Minutes: number };
  Segments: { StartUtc: string; EndUtc: string; Minutes: number; ShareOfWindow: number; Headline: { Type: { Name: string } } }[];
  Certain: Record<string, unknown>;
  Uncertain: { Field: string; Alternatives: { ShareOfWindow: number }[] }[];
}

describe('GET /birth-time-range', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('cuts the whole local day into segments that cover it without gaps, 1 unit', async () => {
    const { key, accountId } = await server.account('startup');
    const response = await server.request('/birth-time-range?date=1990-05-04&timezone=Europe/Paris', { headers: bearer(key) });
    expect(response.status).toBe(200);
    const range = response.body as Range;
    expect(range.Window).toMatchObject({ StartUtc: '1990-05-03T22:00:00.000Z', EndUtc: '1990-05-04T22:00:00.000Z', Minutes: 1440 });
    expect(range.Segments[0]?.StartUtc).toBe(range.Window.StartUtc);
    expect(range.Segments.at(-1)?.EndUtc).toBe(range.Window.EndUtc);
    for (let index = 1; index < range.Segments.length; index += 1) expect(range.Segments[index]?.StartUtc).toBe(range.Segments[index - 1]?.EndUtc);
    expect(range.Segments.reduce((sum, segment) => sum + segment.ShareOfWindow, 0)).toBeCloseTo(1, 9);
    for (const field of range.Uncertain) expect(field.Alternatives.reduce((sum, alternative) => sum + alternative.ShareOfWindow, 0)).toBeCloseTo(1, 9);
    expect(Object.keys(range.Certain).length + range.Uncertain.length).toBe(7);
    expect(await usedUnits(server.store, accountId)).toBe(1);
  });

  it('takes a 2-minute window and a window over midnight with toDate', async () => {
    const { key } = await server.account('startup');
    const short = await server.request('/birth-time-range?date=1990-05-04&timezone=Europe/Paris&from=06:00&to=06:02', { headers: bearer(key) });
    expect(short.status).toBe(200);
    expect((short.body as Range).Window.Minutes).toBe(2);
    const overnight = await server.request('/birth-time-range?date=1990-05-04&timezone=Europe/Paris&from=22:00&to=02:00&toDate=1990-05-05', { headers: bearer(key) });
    expect(overnight.status).toBe(200);
    expect((overnight.body as Range).Window.Minutes).toBe(240);
  });

  it('is refused to the Creator plan (403) without charge', async () => {
    const { key, accountId } = await server.account('creator');
    const response = await server.request('/birth-time-range?date=1990-05-04&timezone=Europe/Paris', { headers: bearer(key) });
    expect(response.status).toBe(403);
    expect(await usedUnits(server.store, accountId)).toBe(0);
  });

  it.each([
    ['no date', 'timezone=Europe/Paris', 'date'],
    ['from after to', 'date=1990-05-04&timezone=Europe/Paris&from=12:00&to=06:00', 'to'],
    ['a window over 48 hours', 'date=1990-05-04&timezone=Europe/Paris&from=00:00&to=01:00&toDate=1990-05-06', 'toDate'],
    ['a time that is not HH:MM', 'date=1990-05-04&timezone=Europe/Paris&from=6am', 'from'],
    ['an unknown level', 'date=1990-05-04&timezone=Europe/Paris&level=lines', 'level'],
  ])('answers 400 for %s, naming the field, charging nothing', async (_case, query, field) => {
    const { key, accountId } = await server.account('startup');
    const response = await server.request(`/birth-time-range?${query}`, { headers: bearer(key) });
    expect(response.status).toBe(400);
    expect((response.body as { details: { issues: { path: string }[] } }).details.issues.map((issue) => issue.path)).toContain(field);
    expect(await usedUnits(server.store, accountId)).toBe(0);
  });
});
