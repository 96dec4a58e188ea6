// Every status of the Agent HTTP error table, provoked over HTTP, with the charge and the quota after.
import { AccessError } from '@mandala/access';
import type { AccessStore } from '@mandala/access';
import { echoed } from '@mandala/operations/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, chartArguments, createTestEngines, postJson, startAgentTestServer, usedUnits } from './harness';
import type { AgentTestOptions, AgentTestServer } from './harness';

const generateChart = '/agent/v1/tools/generate-chart';
let served: AgentTestServer | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

async function serve(options: AgentTestOptions = {}): Promise<AgentTestServer> {
  served = await startAgentTestServer(options);
  return served;
}

describe('Agent HTTP error statuses', () => {
  it('400: argument validation (including a body that is not JSON) charges 0', async () => {
    const { url, store, account } = await serve();
    const { key, accountId } = await account('creator');
    const invalid = await postJson(url, generateChart, { ...chartArguments, birthDateTime: '1990-05-15T14:30Z' }, bearer(key));
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ version: 'v1', tool: 'generate_chart', error: { code: 'validation_error' }, chargedUnits: 0 });
    expect(invalid.body.error.details.issues[0].path).toBe('birthDateTime');
    const notJson = await postJson(url, generateChart, '{"birthDateTime":', bearer(key));
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ error: { code: 'validation_error', message: 'The request body is not valid JSON.' }, chargedUnits: 0 });
    const tooLarge = await postJson(url, generateChart, JSON.stringify({ ...chartArguments, padding: 'x'.repeat(300 * 1024) }), bearer(key));
    expect(tooLarge).toMatchObject({ status: 413, body: { error: { code: 'payload_too_large' }, chargedUnits: 0 } });
    const wrongType = await fetch(`${url}${generateChart}`, { method: 'POST', headers: { ...bearer(key), 'content-type': 'text/plain' }, body: 'hello' });
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toMatchObject({ error: { code: 'unsupported_media_type' }, chargedUnits: 0 });
    const unknownField = await postJson(url, generateChart, { ...chartArguments, api_key: key }, bearer(key));
    expect(unknownField.body.error.details.issues).toEqual([{ path: 'api_key', message: 'Unknown parameter "api_key".' }]);
    expect(await usedUnits(store, accountId)).toBe(0);
  });

  it('401: missing or malformed credential, or a key in the query, charges 0', async () => {
    const { url, store, account } = await serve();
    const { key, accountId } = await account('creator');
    const missing = await postJson(url, generateChart, chartArguments);
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ error: { code: 'missing_credential' }, chargedUnits: 0 });
    const malformed = await postJson(url, generateChart, chartArguments, { authorization: 'Basic abc' });
    expect(malformed).toMatchObject({ status: 401, body: { error: { code: 'malformed_credential' }, chargedUnits: 0 } });
    const inQuery = await postJson(url, `${generateChart}?api_key=${key}`, chartArguments, bearer(key));
    expect(inQuery).toMatchObject({ status: 401, body: { error: { code: 'credential_in_query' }, chargedUnits: 0 } });
    const badBodyNoKey = await postJson(url, generateChart, 'not json');
    expect(badBodyNoKey.status).toBe(401);
    expect(await usedUnits(store, accountId)).toBe(0);
  });

  it('403: an unknown key or a plan without the tool charges 0', async () => {
    const { url, store, account } = await serve();
    const { key, accountId } = await account('creator');
    const unknownKey = `mdl_live_${'A'.repeat(43)}`;
    const invalid = await postJson(url, generateChart, chartArguments, bearer(unknownKey));
    expect(invalid).toMatchObject({ status: 403, body: { error: { code: 'invalid_key' }, chargedUnits: 0 } });
    const fullDetail = await postJson(url, generateChart, { ...chartArguments, detailLevel: 'full' }, bearer(key));
    expect(fullDetail).toMatchObject({ status: 403, body: { error: { code: 'insufficient_tier' }, chargedUnits: 0 } });
    expect(await usedUnits(store, accountId)).toBe(0);
  });

  it('404: an unknown reference item charges 0', async () => {
    const { url, store, account } = await serve();
    const { key, accountId } = await account('creator');
    const answer = await postJson(url, '/agent/v1/tools/get-reference-item', { kind: 'cross', id: 'Right Angle Cross of Nothing' }, bearer(key));
    expect(answer).toMatchObject({ status: 404, body: { error: { code: 'reference_not_found' }, chargedUnits: 0 } });
    expect(await usedUnits(store, accountId)).toBe(0);
  });

  it('409: a key reused with other arguments, or a duplicate while the first is in flight, charges 0', async () => {
    const engines = createTestEngines();
    const { url, store, account } = await serve({ engines });
    const { key, accountId } = await account('creator');
    const headers = { ...bearer(key), 'idempotency-key': 'in-flight-0001' };
    let release: () => void = () => undefined;
    engines.gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = postJson(url, generateChart, chartArguments, headers);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const duplicate = await postJson(url, generateChart, chartArguments, headers);
    expect(duplicate).toMatchObject({ status: 409, body: { error: { code: 'request_in_progress' }, chargedUnits: 0 } });
    expect(engines.calls).toBe(1);
    release();
    expect((await first).status).toBe(200);
    engines.gate = undefined;
    const reused = await postJson(url, generateChart, { ...chartArguments, detailLevel: 'core', timezone: 'UTC' }, headers);
    expect(reused).toMatchObject({ status: 409, body: { error: { code: 'idempotency_key_reused' }, chargedUnits: 0 } });
    expect(await usedUnits(store, accountId)).toBe(1);
  });

  it('429: an exhausted quota charges 0 and leaves the quota as it was', async () => {
    const { url, store, account } = await serve();
    const { key, accountId } = await account('creator', 1);
    expect((await postJson(url, generateChart, chartArguments, bearer(key))).status).toBe(200);
    const exhausted = await postJson(url, generateChart, chartArguments, bearer(key));
    expect(exhausted).toMatchObject({ status: 429, body: { error: { code: 'quota_exhausted' }, chargedUnits: 0, meta: { quota: { used: 1, remaining: 0 } } } });
    expect(exhausted.headers.get('ratelimit-remaining')).toBe('0');
    // 0-unit tools still answer with no room left.
    expect((await postJson(url, '/agent/v1/tools/resolve-timezone', { query: 'Berlin' }, bearer(key))).status).toBe(200);
    expect(await usedUnits(store, accountId)).toBe(1);
  });

  it('500: a result that fails the declared output schema is an internal contract failure, refunded', async () => {
    const { url, store, account } = await serve({ engines: createTestEngines({ natalChart: () => echoed('not a chart') }) });
    const { key, accountId } = await account('creator');
    const answer = await postJson(url, generateChart, { ...chartArguments, detailLevel: 'core' }, bearer(key));
    expect(answer).toMatchObject({ status: 500, body: { error: { code: 'output_contract_violation' }, chargedUnits: 0 } });
    expect(await usedUnits(store, accountId)).toBe(0);
  });

  it('502: an engine that throws unexpectedly is a provider failure, refunded', async () => {
    const failing = createTestEngines({
      natalChart: () => {
        throw new TypeError('table index out of range');
      },
    });
    const { url, store, account } = await serve({ engines: failing });
    const { key, accountId } = await account('creator');
    const answer = await postJson(url, generateChart, chartArguments, bearer(key));
    expect(answer).toMatchObject({ status: 502, body: { error: { code: 'provider_failed' }, chargedUnits: 0 } });
    expect(JSON.stringify(answer.body)).not.toContain('table index');
    expect(await usedUnits(store, accountId)).toBe(0);
  });

  it('503: an unreachable store answers 503; chargedUnits is null only when consumption is uncertain', async () => {
    const storeDown = new AccessError('store_unavailable', 'The access store is unavailable.');
    const { url, account } = await serve({
      wrapStore: (store: AccessStore) => ({
        authenticate: (key, options) => store.authenticate(key, options),
        quotaStatus: (accountId) => store.quotaStatus(accountId),
        runMetered: () => Promise.reject(storeDown),
      }),
    });
    const { key } = await account('creator');
    const settlement = await postJson(url, generateChart, chartArguments, bearer(key));
    expect(settlement).toMatchObject({ status: 503, body: { error: { code: 'store_unavailable' }, chargedUnits: null } });
    await served?.close();

    const down = await serve({
      wrapStore: (store: AccessStore) => ({
        authenticate: () => Promise.reject(storeDown),
        quotaStatus: (accountId) => store.quotaStatus(accountId),
        runMetered: (call, work) => store.runMetered(call, work),
      }),
    });
    const other = await down.account('creator');
    const beforeMetering = await postJson(down.url, generateChart, chartArguments, bearer(other.key));
    expect(beforeMetering).toMatchObject({ status: 503, body: { error: { code: 'store_unavailable' }, chargedUnits: 0 } });
    expect(await usedUnits(down.store, other.accountId)).toBe(0);
  });

  it('504: an engine past the time budget times out, refunded', async () => {
    const slow = createTestEngines({ natalChart: () => new Promise((resolve) => setTimeout(() => resolve(echoed({ Type: 'Generator' })), 2_000)) });
    const { url, store, account } = await serve({ engines: slow, timeBudgetMilliseconds: 50 });
    const { key, accountId } = await account('creator');
    const started = Date.now();
    const answer = await postJson(url, generateChart, chartArguments, { ...bearer(key), 'idempotency-key': 'slow-call-0001' });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(answer).toMatchObject({ status: 504, body: { error: { code: 'execution_timed_out' }, chargedUnits: 0 } });
    expect(await usedUnits(store, accountId)).toBe(0);
  });
});
