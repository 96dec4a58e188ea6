import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEchoEngines } from './echo-engines';
import { bearer, startTestServer, usedUnits } from './helpers';
import type { TestServer } from './helpers';

const birth = 'date=1990-05-15T14:30&timezone=Europe/Berlin';
const transit = 'transitDate=2026-01-01T12:00&transitTimezone=UTC';

/** [label, path with query, fragment expected in the message]. */
const badRequests: [string, string, RegExp][] = [];

/** Valid parameters of each chart endpoint; every field is broken in turn below. */
const chartEndpoints: [string, Record<string, string>][] = [
  ['/hd-data', { date: '1990-05-15T14:30', timezone: 'Europe/Berlin' }],
  ['/v2/hd-data', { date: '1990-05-15T14:30', timezone: 'Europe/Berlin' }],
  ['/v3/hd-data', { date: '1990-05-15T14:30', timezone: 'Europe/Berlin' }],
  ['/hd-data-composite', { date: '1990-05-15T14:30', timezone: 'Europe/Berlin', date1: '1988-11-02T08:05', timezone1: 'America/New_York' }],
  ['/v2/hd-data-composite', { date: '1990-05-15T14:30', timezone: 'Europe/Berlin', date1: '1988-11-02T08:05', timezone1: 'America/New_York' }],
  ['/hd-data-transit', { date: '1990-05-15T14:30', timezone: 'Europe/Berlin', transitDate: '2026-01-01T12:00', transitTimezone: 'UTC' }],
];

function queryOf(parameters: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parameters)) for (const each of [value].flat()) search.append(name, each);
  return search.toString();
}

for (const [path, valid] of chartEndpoints) {
  for (const field of Object.keys(valid)) {
    const without = Object.fromEntries(Object.entries(valid).filter(([name]) => name !== field));
    badRequests.push([`${path} missing ${field}`, `${path}?${queryOf(without)}`, new RegExp(`"${field}" is required`)]);
    badRequests.push([`${path} ${field} given twice with two values`, `${path}?${queryOf({ ...valid, [field]: [valid[field]!, 'other'] })}`, new RegExp(`"${field}" takes one value, not several`)]);
    if (/date/i.test(field)) {
      badRequests.push(
        [`${path} malformed ${field}`, `${path}?${queryOf({ ...valid, [field]: '1990-5-15T14:30' })}`, /not properly formatted/],
        [`${path} ${field} without time`, `${path}?${queryOf({ ...valid, [field]: '1990-05-15' })}`, /not properly formatted/],
        [`${path} ${field} with Z`, `${path}?${queryOf({ ...valid, [field]: '1990-05-15T14:30:00Z' })}`, /without "Z" or a UTC offset/],
        [`${path} ${field} with offset`, `${path}?${queryOf({ ...valid, [field]: '1990-05-15T14:30:00+02:00' })}`, /without "Z" or a UTC offset/],
        [`${path} ${field} impossible day`, `${path}?${queryOf({ ...valid, [field]: '2023-02-30T14:30' })}`, /does not exist/],
        [`${path} ${field} hour out of range`, `${path}?${queryOf({ ...valid, [field]: '1990-05-15T25:30' })}`, /has hour 25: hours run 00 to 23/],
        [`${path} ${field} eight fraction digits`, `${path}?${queryOf({ ...valid, [field]: '1990-05-15T14:30:00.12345678' })}`, /not properly formatted/],
      );
    } else {
      badRequests.push(
        [`${path} ${field} abbreviation`, `${path}?${queryOf({ ...valid, [field]: 'EST' })}`, /time zone is not properly formatted/],
        [`${path} ${field} offset`, `${path}?${queryOf({ ...valid, [field]: 'UTC-5' })}`, /time zone is not properly formatted/],
        [`${path} ${field} unknown zone`, `${path}?${queryOf({ ...valid, [field]: 'Mars/Olympus_Mons' })}`, /"Mars\/Olympus_Mons" is unknown: the IANA time-zone database has no such name. Nearest names: /],
        [`${path} ${field} empty`, `${path}?${queryOf({ ...valid, [field]: '' })}`, /time zone is not properly formatted/],
      );
    }
  }
  badRequests.push(
    [`${path} missing everything`, path, /is required/],
    [`${path} unknown parameter`, `${path}?${queryOf({ ...valid, colour: 'blue' })}`, /Unknown parameter "colour"/],
    [`${path} bad disambiguation`, `${path}?${queryOf({ ...valid, disambiguation: 'sometimes' })}`, /disambiguation/],
  );
}
badRequests.push(
  ['composite missing person B', `/hd-data-composite?${birth}`, /"date1" is required/],
  ['composite bad zone B', `/hd-data-composite?${birth}&date1=1988-11-02T08:05&timezone1=EST`, /time zone is not properly formatted/],
  ['composite v2 Z in date B', `/v2/hd-data-composite?${birth}&date1=1988-11-02T08:05Z&timezone1=UTC`, /without "Z"/],
  ['transit missing transit moment', `/hd-data-transit?${birth}`, /"transitDate" is required/],
  ['transit bad transit zone', `/hd-data-transit?${birth}&TransitDate=2026-01-01T12:00&TransitTimezone=PST`, /time zone is not properly formatted/],
  ['transit malformed natal date', `/hd-data-transit?date=yesterday&timezone=UTC&${transit}`, /not properly formatted/],
  ['positions bad date', '/planetary-positions?date=2026-13-01T00:00', /has month 13: months run 01 to 12/],
  ['positions bad zone', '/planetary-positions?timezone=Mars/Base', /"Mars\/Base" is unknown: the IANA time-zone database has no such name/],
  ['gate not a number', '/library/gates/abc', /gate number/],
  ['gate fraction', '/library/gates/1.5', /gate number/],
  ['channel malformed', '/library/channels/abc', /channel id/],
  ['profile malformed', '/library/profiles/1-3-5', /profile id/],
  ['locations missing query', '/locations', /"query" is required/],
  ['locations limit zero', '/locations?q=Berlin&limit=0', /limit/],
  ['locations limit text', '/locations?q=Berlin&limit=ten', /limit/],
  ['celebrity search missing query', '/celebrity/search', /"query" is required/],
  ['celebrity search limit too high', '/celebrity/search?query=a&limit=101', /limit must be an integer from 1 to 100/],
  ['celebrity search negative limit', '/celebrity/search?query=a&limit=-1', /limit/],
  ['celebrity odd identifier', '/celebrity/%20%20', /slug/],
  ['stream interval too short', '/stream/planetary-positions?interval=5', /interval/],
  ['stream interval too long', '/stream/planetary-positions?interval=3601', /interval/],
  ['stream interval text', '/stream/planetary-positions?interval=soon', /interval/],
  ['forecast 32 days', '/planetary-forecast?StartDate=2026-01-01&EndDate=2026-02-01', /at most 31 days/],
  ['forecast end before start', '/planetary-forecast?StartDate=2026-01-10&EndDate=2026-01-09', /before the start date/],
  ['forecast missing end', '/planetary-forecast?StartDate=2026-01-01', /"endDate" is required/],
  ['forecast Z date', '/planetary-forecast?StartDate=2026-01-01T00:00Z&EndDate=2026-01-05', /without "Z" or a UTC offset/],
  ['forecast impossible day', '/planetary-forecast?StartDate=2026-02-30&EndDate=2026-03-05', /does not exist/],
  ['forecast bad zone', '/planetary-forecast?StartDate=2026-01-01&EndDate=2026-01-05&timezone=CET', /time zone is not properly formatted/],
  ['gate calendar month 13', '/gate-calendar?Year=2026&Month=13', /month must be an integer from 1 to 12/],
  ['gate calendar year 1899', '/gate-calendar?Year=1899&Month=1', /between 1900 and 2100/],
  ['gate calendar year 2101', '/gate-calendar?Year=2101&Month=1', /between 1900 and 2100/],
  ['gate calendar bad zone', '/gate-calendar?Year=2026&Month=1&Timezone=EST', /time zone is not properly formatted/],
  ['moon phases month 0', '/moon-phases?Year=2026&Month=0', /month must be an integer from 1 to 12/],
  ['moon phases missing year', '/moon-phases?Month=3', /"year" is required/],
  ['moon phases bad zone', '/moon-phases?Year=2026&Month=3&Timezone=UTC%2B1', /time zone is not properly formatted/],
  ['transit alerts Days 0', `/transit-alerts?${birth}&Days=0`, /Days must be an integer from 1 to 90/],
  ['transit alerts Days 91', `/transit-alerts?${birth}&Days=91`, /Days must be an integer from 1 to 90/],
  ['transit alerts Z date', '/transit-alerts?date=1990-05-15T14:30Z&timezone=UTC', /without "Z" or a UTC offset/],
  ['transit alerts bad start', `/transit-alerts?${birth}&StartDate=soon`, /not properly formatted/],
  ['transit alerts bad zone', '/transit-alerts?date=1990-05-15T14:30&timezone=EST', /time zone is not properly formatted/],
  ['ical Days 91', `/ical-export?${birth}&Days=91`, /Days must be an integer from 1 to 90/],
  ['ical Z start', `/ical-export?${birth}&StartDate=2026-01-01T00:00:00Z`, /without "Z" or a UTC offset/],
  ['ical missing zone', '/ical-export?date=1990-05-15T14:30', /"timezone" is required/],
  ['solar return year 1899', `/solar-return?${birth}&Year=1899`, /between 1900 and 2100/],
  ['solar return year 2101', `/solar-return?${birth}&Year=2101`, /between 1900 and 2100/],
  ['solar return before the birth year', `/solar-return?${birth}&Year=1989`, /before the birth year 1990/],
  ['solar return missing year', `/solar-return?${birth}`, /"year" is required/],
  ['solar return bad zone', '/solar-return?date=1990-05-15T14:30&timezone=CEST&Year=2026', /time zone is not properly formatted/],
  ['lunar return month 13', `/lunar-return?${birth}&Month=2024-13`, /YYYY-MM/],
  ['lunar return before the birth month', `/lunar-return?${birth}&Month=1990-04`, /before the birth month 1990-05/],
  ['saturn return Z date', '/saturn-return?date=1990-05-15T14:30Z&timezone=UTC', /without "Z" or a UTC offset/],
  ['chiron return bad zone', '/chiron-return?date=1990-05-15T14:30&timezone=EST', /time zone is not properly formatted/],
  ['uranus opposition missing date', '/uranus-opposition?timezone=UTC', /"date" is required/],
  ['progressed before birth', `/progressed-chart?${birth}&ProgressedTo=1990-05-15T14:29`, /must be after the birth/],
  ['progressed missing target', `/progressed-chart?${birth}`, /"progressedTo" is required/],
  ['progressed Z target', `/progressed-chart?${birth}&ProgressedTo=2026-01-01T00:00Z`, /without "Z" or a UTC offset/],
);

describe('bad input answers 400 and never touches the quota', () => {
  let server: TestServer;
  let key: string;
  let accountId: string;
  const engines = createEchoEngines();

  beforeAll(async () => {
    server = await startTestServer({ engines });
    ({ key, accountId } = await server.account('business'));
  });
  afterAll(() => server.close());

  it.each(badRequests)('%s → 400', async (_label, path, message) => {
    const response = await server.request(path, { headers: { ...bearer(key), 'idempotency-key': `bad-input-${Math.random().toString(36).slice(2)}` } });
    expect(response.status).toBe(400);
    const body = response.body as { error: string; message: string; details: { issues: { path: string; message: string }[] } };
    expect(body.error).toBe('validation_error');
    expect(body.message).toMatch(message);
    expect(body.details.issues.length).toBeGreaterThan(0);
    expect(response.headers.get('ratelimit-remaining')).toBe('1000000');
  });

  it('left the quota and the engines untouched', async () => {
    expect(await usedUnits(server.store, accountId)).toBe(0);
    expect(engines.calls).toBe(0);
  });

  it('answers 404 for library and celebrity items that do not exist, charging nothing', async () => {
    for (const path of ['/library/gates/65', '/library/channels/1-2', '/library/centers/Nowhere', '/library/profiles/3-1', '/celebrity/nobody-at-all']) {
      const response = await server.request(path, { headers: bearer(key) });
      expect(response.status, path).toBe(404);
      expect((response.body as { error: string }).error).toMatch(/not_found/);
    }
    expect(await usedUnits(server.store, accountId)).toBe(0);
  });

  it('answers 400, not 500, for a malformed Idempotency-Key', async () => {
    const response = await server.request(`/hd-data?${birth}`, { headers: { ...bearer(key), 'idempotency-key': 'short' } });
    expect(response.status).toBe(400);
    expect((response.body as { error: string }).error).toBe('invalid_idempotency_key');
    expect(await usedUnits(server.store, accountId)).toBe(0);
  });
});
