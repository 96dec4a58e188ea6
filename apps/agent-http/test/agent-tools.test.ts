import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, chartArguments, createTestEngines, postJson, startAgentTestServer, usedUnits } from './harness';
import type { AgentTestServer, TestEngines } from './harness';

describe('Agent HTTP tools', () => {
  let served: AgentTestServer;
  let engines: TestEngines;
  beforeAll(async () => {
    engines = createTestEngines();
    served = await startAgentTestServer({ engines });
  });
  afterAll(() => served.close());

  it('answers generate-chart with the v1 envelope, a core projection and the charge in meta', async () => {
    const { key, accountId } = await served.account('creator');
    const answer = await postJson(served.url, '/agent/v1/tools/generate-chart', chartArguments, bearer(key));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ version: 'v1', tool: 'generate_chart' });
    expect(Object.keys(answer.body.data).sort()).toEqual(
      [
        'Authority',
        'BirthDateUtc',
        'Channels',
        'DefinedCenters',
        'Definition',
        'DesignDateUtc',
        'IncarnationCross',
        'Profile',
        'Strategy',
        'Type',
        'Warnings',
      ].sort(),
    );
    expect(answer.body.meta).toMatchObject({
      chargedUnits: 1,
      quota: { limit: 10_000, used: 1, remaining: 9_999 },
      idempotency: { status: 'none' },
    });
    expect(answer.body.meta.requestId).toBe(answer.headers.get('x-request-id'));
    expect(answer.body.meta.durationMs).toBeGreaterThanOrEqual(0);
    expect(answer.headers.get('ratelimit-remaining')).toBe('9999');
    expect(await usedUnits(served.store, accountId)).toBe(1);
  });

  it('serves get_chart as an alias: same envelope, same idempotency fingerprint as generate_chart', async () => {
    const { key, accountId } = await served.account('creator');
    const headers = { ...bearer(key), 'idempotency-key': 'alias-retry-0001' };
    const first = await postJson(served.url, '/agent/v1/tools/generate-chart', chartArguments, headers);
    const viaAlias = await postJson(served.url, '/agent/v1/tools/get_chart', { ...chartArguments, birthDateTime: '1990-05-15T14:30:00' }, headers);
    expect(first.body.meta).toMatchObject({ chargedUnits: 1, idempotency: { status: 'recorded' } });
    expect(viaAlias.status).toBe(200);
    expect(viaAlias.body).toMatchObject({ tool: 'generate_chart', meta: { chargedUnits: 0, idempotency: { status: 'replayed' } } });
    expect(viaAlias.headers.get('idempotent-replayed')).toBe('true');
    expect(viaAlias.body.data).toEqual(first.body.data);
    const conflicting = await postJson(served.url, '/agent/v1/tools/get_chart', { ...chartArguments, timezone: 'Asia/Tokyo' }, headers);
    expect(conflicting.status).toBe(409);
    expect(conflicting.body).toMatchObject({ error: { code: 'idempotency_key_reused' }, chargedUnits: 0 });
    expect(await usedUnits(served.store, accountId)).toBe(1);
  });

  it('charges 0 for resolve-timezone and get-reference-item, and answers 404 for an unknown reference', async () => {
    const { key, accountId } = await served.account('creator');
    const zone = await postJson(served.url, '/agent/v1/tools/resolve-timezone', { query: 'Berlin' }, bearer(key));
    expect(zone.status).toBe(200);
    expect(zone.body).toMatchObject({ tool: 'resolve_timezone', data: { timezone: 'Europe/Berlin' }, meta: { chargedUnits: 0, idempotency: { status: 'not_applicable' } } });
    const channel = await postJson(served.url, '/agent/v1/tools/get-reference-item', { kind: 'channel', id: '20-34' }, bearer(key));
    expect(channel.status).toBe(200);
    expect(channel.body.data).toMatchObject({ Id: '20-34' });
    const gate = await postJson(served.url, '/agent/v1/tools/get-reference-item', { kind: 'gate', id: 34 }, bearer(key));
    expect(gate.body.data).toMatchObject({ Number: 34 });
    const unknown = await postJson(served.url, '/agent/v1/tools/get-reference-item', { kind: 'type', id: 'Wizard' }, bearer(key));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ version: 'v1', tool: 'get_reference_item', error: { code: 'reference_not_found' }, chargedUnits: 0 });
    expect(await usedUnits(served.store, accountId)).toBe(0);
  });

  it('runs the composite and transit tools with their documented inputs', async () => {
    const { key } = await served.account('startup');
    const person = { birthDateTime: '1988-11-02T08:05', timezone: 'America/New_York' };
    const composite = await postJson(served.url, '/agent/v1/tools/generate-composite-chart', { personA: chartArguments_(), personB: person, version: 'v2' }, bearer(key));
    expect(composite.status).toBe(200);
    expect(composite.body.data).toMatchObject({ Version: 'v2', Person1: { date: '1988-11-02T08:05:00', timezone: 'America/New_York' } });
    const transits = await postJson(served.url, '/agent/v1/tools/get-transits', { birthDateTime: '1990-05-15T14:30', timezone: 'Europe/Berlin' }, bearer(key));
    expect(transits.status).toBe(200);
    expect(transits.body.data.Transit).toMatchObject({ timezone: 'UTC' });
    expect(transits.body.meta.chargedUnits).toBe(1);
  });

  it('gates tools by tier: Creator may not call get-transits; Business may search celebrities', async () => {
    const creator = await served.account('creator');
    const denied = await postJson(served.url, '/agent/v1/tools/get-transits', { birthDateTime: '1990-05-15T14:30', timezone: 'UTC' }, bearer(creator.key));
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ error: { code: 'insufficient_tier' }, chargedUnits: 0 });
    const business = await served.account('business');
    const found = await postJson(served.url, '/agent/v1/tools/search-celebrities', { query: 'Einstein', limit: 5, type: 'Projector' }, bearer(business.key));
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ tool: 'search_celebrities', data: [], meta: { chargedUnits: 0 } });
  });

  it('answers 404 with the error envelope for a tool that does not exist', async () => {
    const { key } = await served.account('creator');
    const answer = await postJson(served.url, '/agent/v1/tools/get-horoscope', {}, bearer(key));
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      version: 'v1',
      tool: 'get-horoscope',
      error: { code: 'unknown_operation', message: 'No tool is named "get-horoscope".', details: { tool: 'get-horoscope' } },
      chargedUnits: 0,
      meta: expect.objectContaining({ requestId: expect.any(String) }),
    });
  });
});

function chartArguments_(): { birthDateTime: string; timezone: string } {
  return { birthDateTime: chartArguments.birthDateTime, timezone: chartArguments.timezone };
}
