// Guards the `longitude` query parameter end to end: Einstein's birth (Ulm, 1879-03-14 11:30, zone Europe/Berlin,
// which had no standard time until 1893) reads Ulm's local mean time (+0:39:57) with `longitude=9.9876` and
// Berlin's (+0:53:28) without; a birth after 1893 does not change; a bad longitude answers 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, birthQuery, startTestServer, usedUnits } from './helpers';
import type { TestServer } from './helpers';

const einsteinQuery = 'date=1879-03-14T11:30&timezone=Europe/Berlin';

describe('the birthplace longitude on the chart routes', () => {
  let server: TestServer;
  let key: string;
  let accountId: string;

  beforeAll(async () => {
    server = await startTestServer();
    ({ key, accountId } = await server.account('business'));
  });
  afterAll(() => server.close());

  const get = async (path: string) => {
    const response = await server.request(path, { headers: bearer(key) });
    return { status: response.status, body: response.body as Record<string, unknown> };
  };

  it('moves BirthDateUtc to the birthplace’s mean time and says so, on /hd-data, /v2/hd-data and /v3/hd-data', async () => {
    for (const path of ['/hd-data', '/v2/hd-data', '/v3/hd-data']) {
      const withLongitude = await get(`${path}?${einsteinQuery}&longitude=9.9876`);
      expect(withLongitude, path).toMatchObject({
        status: 200,
        body: { BirthDateUtc: '1879-03-14T10:50:03.000Z', Warnings: ['birthplace_local_mean_time'] },
      });
      const without = await get(`${path}?${einsteinQuery}`);
      expect(without, path).toMatchObject({ status: 200, body: { BirthDateUtc: '1879-03-14T10:36:32.000Z', Warnings: ['zone_local_mean_time'] } });
    }
  });

  it('changes nothing for a birth after the zone had standard time', async () => {
    const withLongitude = await get(`/hd-data?${birthQuery}&longitude=9.9876`);
    expect(withLongitude).toMatchObject({ status: 200, body: { BirthDateUtc: '1990-05-15T12:30:00.000Z', Warnings: [] } });
    expect(withLongitude.body).toEqual((await get(`/hd-data?${birthQuery}`)).body);
  });

  it('takes longitude1 for the second person of a composite', async () => {
    const composite = await get(`/hd-data-composite?${birthQuery}&date1=1879-03-14T11:30&timezone1=Europe/Berlin&longitude1=9.9876`);
    expect(composite).toMatchObject({
      status: 200,
      body: { Person1: { BirthDateUtc: '1879-03-14T10:50:03.000Z' }, Warnings: ['Person1: birthplace_local_mean_time'] },
    });
    const v2 = await get(`/v2/hd-data-composite?${einsteinQuery}&longitude=9.9876&date1=1990-05-15T14:30&timezone1=Europe/Berlin`);
    expect(v2).toMatchObject({ status: 200, body: { Person0: { BirthDateUtc: '1879-03-14T10:50:03.000Z' } } });
  });

  it('answers 400 validation_error, charging nothing, for a longitude out of range or not a number', async () => {
    const before = await usedUnits(server.store, accountId);
    for (const longitude of ['180.5', '-200', 'abc', '9,99', 'NaN', 'Infinity']) {
      const response = await get(`/hd-data?${einsteinQuery}&longitude=${longitude}`);
      expect(response.status, longitude).toBe(400);
      expect(response.body.error, longitude).toBe('validation_error');
    }
    expect((await get(`/hd-data-composite?${birthQuery}&date1=1879-03-14T11:30&timezone1=Europe/Berlin&longitude1=181`)).status).toBe(400);
    expect(await usedUnits(server.store, accountId)).toBe(before);
  });
});
