import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, chartArguments, getJson, postJson, startAgentTestServer } from './harness';
import type { AgentTestServer } from './harness';

describe('GET /agent/v1/mcp/catalog', () => {
  let served: AgentTestServer;
  beforeAll(async () => {
    served = await startAgentTestServer();
  });
  afterAll(() => served.close());

  it('lists the tools of the caller tier with schemas, units and idempotency support', async () => {
    const names = async (plan: 'creator' | 'startup' | 'business'): Promise<string[]> => {
      const { key } = await served.account(plan);
      const answer = await getJson(served.url, '/agent/v1/mcp/catalog', bearer(key));
      expect(answer.status).toBe(200);
      return (answer.body.tools as { name: string }[]).map((tool) => tool.name);
    };
    const creator = ['resolve_timezone', 'generate_chart', 'generate_composite_chart', 'get_reference_item', 'generate_group_composite', 'list_people', 'save_person', 'get_person_chart'];
    expect(await names('creator')).toEqual(creator);
    const startup = [...creator, 'get_gene_keys', 'get_transits', 'get_planetary_forecast', 'get_progressed_chart', 'get_birth_time_range', 'get_return_chart', 'generate_report'];
    expect(await names('startup')).toEqual(startup);
    expect(await names('business')).toEqual([...startup, 'search_celebrities', 'get_gate_calendar', 'get_moon_phases', 'get_transit_alerts', 'generate_chart_batch']);

    const { key } = await served.account('creator');
    const catalog = (await getJson(served.url, '/agent/v1/mcp/catalog', bearer(key))).body;
    const chart = catalog.tools.find((tool: { name: string }) => tool.name === 'generate_chart');
    expect(chart).toMatchObject({
      path: '/agent/v1/tools/generate-chart',
      aliasPaths: ['/agent/v1/tools/get_chart'],
      units: 1,
      idempotency: { supported: true, header: 'Idempotency-Key', mcpArgument: 'idempotencyKey' },
      inputSchema: { type: 'object', required: ['birthDateTime', 'timezone'] },
      outputSchema: { type: 'object', required: ['version', 'tool', 'data', 'meta'] },
    });
    expect(chart.inputSchema.properties.detailLevel.enum).toEqual(['core', 'standard', 'full']);
    expect(chart.description).toMatch(/Costs 1 unit/);
    const zone = catalog.tools.find((tool: { name: string }) => tool.name === 'resolve_timezone');
    expect(zone).toMatchObject({ units: 0, idempotency: { supported: false } });
  });

  it('answers 401 and 403 as problem details', async () => {
    const missing = await getJson(served.url, '/agent/v1/mcp/catalog');
    expect(missing.status).toBe(401);
    expect(missing.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(missing.body).toMatchObject({ type: 'urn:mandala:error:missing_credential', title: 'Unauthorized', status: 401, code: 'missing_credential' });
    const invalid = await getJson(served.url, '/agent/v1/mcp/catalog', bearer(`mdl_live_${'B'.repeat(43)}`));
    expect(invalid).toMatchObject({ status: 403, body: { status: 403, code: 'invalid_key', title: 'Forbidden' } });
  });

  it('answers 429 as problem details once the month is used up', async () => {
    const { key } = await served.account('creator', 1);
    expect((await postJson(served.url, '/agent/v1/tools/generate-chart', chartArguments, bearer(key))).status).toBe(200);
    const answer = await getJson(served.url, '/agent/v1/mcp/catalog', bearer(key));
    expect(answer.status).toBe(429);
    expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(answer.body).toMatchObject({ code: 'quota_exhausted', status: 429, instance: '/agent/v1/mcp/catalog' });
    // When to retry, as a tool call's 429 says it: the seconds to the next UTC month.
    expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(answer.headers.get('retry-after')).toBe(answer.headers.get('ratelimit-reset'));
  });
});

describe('GET /agent/v1/mcp/catalog with the store down', () => {
  it('answers 503 as problem details', async () => {
    const { AccessError } = await import('@mandala/access');
    const served = await startAgentTestServer({
      wrapStore: (store) => ({
        authenticate: () => Promise.reject(new AccessError('store_unavailable', 'The access store is unavailable.')),
        quotaStatus: (accountId) => store.quotaStatus(accountId),
        runMetered: (call, work) => store.runMetered(call, work),
      }),
    });
    try {
      const { key } = await served.account('creator');
      const answer = await getJson(served.url, '/agent/v1/mcp/catalog', bearer(key));
      expect(answer).toMatchObject({ status: 503, body: { code: 'store_unavailable', title: 'Service Unavailable' } });
      expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    } finally {
      await served.close();
    }
  });
});
