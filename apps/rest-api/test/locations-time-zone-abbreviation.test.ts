// GET /locations?q=EST no longer answers Estherville, Iowa as the top hit: the places of the zones EST may mean
// come first, each with a note; a search for a real place is unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer } from './helpers';
import type { TestServer } from './helpers';

describe('GET /locations with a time-zone abbreviation or offset', () => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    server = await startTestServer();
    ({ key } = await server.account('creator'));
  });
  afterAll(() => server.close());

  it('lists the zones EST may mean first, with a note, then the places named like it', async () => {
    const response = await server.request('/locations?q=EST', { headers: bearer(key) });
    expect(response.status).toBe(200);
    const places = response.body as { city: string; timezone: string; note?: string }[];
    expect(places[0]).toMatchObject({ city: 'New York City', timezone: 'America/New_York', note: expect.stringMatching(/^EST is a time-zone abbreviation/) });
    expect(places.find((place) => place.city === 'Estherville')?.note).toBeUndefined();
  });

  it('answers an offset by the zones using it, and real places as before', async () => {
    const offset = (await server.request('/locations?q=%2B05%3A30', { headers: bearer(key) })).body as { timezone: string; note?: string }[];
    expect(offset[0]).toMatchObject({ timezone: 'Asia/Kolkata', note: expect.stringMatching(/UTC offset, not a place/) });
    const place = (await server.request('/locations?q=Estherville', { headers: bearer(key) })).body as { city: string; note?: string }[];
    expect(place[0]).toMatchObject({ city: 'Estherville', timezone: 'America/Chicago' });
    expect(place[0]?.note).toBeUndefined();
  });
});
