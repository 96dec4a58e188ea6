// Defect 1 of issue 22: idempotent replays cost 0 units, so a flood of them (a JSON-RPC batch of 100 tools/call
// with one idempotencyKey, or 100 Agent HTTP retries) was unlimited work even after the quota ran out. Every call
// now counts against the account's request rate (429 rate_limited, never charged), a batch holds at most 20
// messages, and a single retry stays free.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requestRateLimits } from '@mandala/access';
import { bearer, usedUnits } from '@mandala/operations/testing';
import { loadConfig, silentLogger } from '@mandala/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMandala } from '../src/start-mandala';
import type { RunningMandala } from '../src/start-mandala';

let dataDirectory: string;
let running: RunningMandala;
const limitedEvents: string[] = [];

beforeAll(async () => {
  dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-rate-'));
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', MANDALA_DATA_DIR: dataDirectory, LOG_LEVEL: 'silent' });
  running = await startMandala({ config, mcpPort: 0, calculationPool: false, rest: { logger: silentLogger, announce: () => undefined } });
  running.rest.rateLimiter?.onRateLimited((event) => limitedEvents.push(event.accountId));
}, 120_000);
afterAll(async () => {
  await running.close();
  rmSync(dataDirectory, { recursive: true, force: true });
});

const chartArguments = { birthDateTime: '1990-05-15T14:30', timezone: 'Europe/Berlin', detailLevel: 'core' };
const creator = requestRateLimits.creator;

async function postJson(url: string, key: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { ...bearer(key), 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

describe('replays and batches are rate limited, never charged', () => {
  it('refuses a flood of Agent HTTP replays past the plan rate with 429 rate_limited and the RateLimit headers, 0 units', async () => {
    const { key, accountId } = await running.rest.store.createAccountWithKey({ name: 'replayer', plan: 'creator', customMonthlyUnits: 1 });
    const tool = `${running.rest.url}/agent/v1/tools/generate-chart`;
    const first = await postJson(tool, key, chartArguments, { 'Idempotency-Key': 'img-replay-0001' });
    expect(first.status).toBe(200);
    expect(await usedUnits(running.rest.store, accountId)).toBe(1);

    const startedAt = Date.now();
    const answers = await Promise.all(Array.from({ length: 100 }, () => postJson(tool, key, chartArguments, { 'Idempotency-Key': 'img-replay-0001' })));
    // Each second started during the flood brings one more per-second window; the burst comes once.
    const admissible = creator.requestsPerSecond * (Math.ceil((Date.now() - startedAt) / 1000) + 1) + creator.burstRequests;
    const statuses = answers.map((answer) => answer.status);
    const refused = answers.filter((answer) => answer.status === 429);
    // The first call and the replays share the per-second window and the burst.
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(admissible);
    expect(refused.length).toBeGreaterThanOrEqual(100 - admissible);
    expect(refused.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    const refusal = refused[0];
    expect(Number(refusal?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refusal?.headers.get('ratelimit-policy')).toBe(`"per-second";q=${creator.requestsPerSecond};w=1, "burst";q=${creator.burstRequests};w=${creator.burstWindowSeconds}`);
    expect(refusal?.headers.get('ratelimit')).toMatch(/^"burst";r=0;t=\d+$/);
    expect(await refusal?.json()).toMatchObject({ error: { code: 'rate_limited' }, chargedUnits: 0 });
    expect(await usedUnits(running.rest.store, accountId)).toBe(1);
    expect(limitedEvents.filter((id) => id === accountId).length).toBe(refused.length);
  });

  it('refuses a JSON-RPC batch of 100 replays outright (batch cap), and a batch of 20 past the rate answers rate_limited per call', async () => {
    const { key, accountId } = await running.rest.store.createAccountWithKey({ name: 'batcher', plan: 'creator', customMonthlyUnits: 1 });
    const call = (id: number) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: 'generate_chart', arguments: { ...chartArguments, idempotencyKey: 'mcp-replay-0001' } },
    });
    const headers = { accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-03-26' };
    expect((await postJson(running.mcp.url, key, call(0), headers)).status).toBe(200);

    const hundred = await postJson(running.mcp.url, key, Array.from({ length: 100 }, (_, index) => call(index + 1)), headers);
    expect(hundred.status).toBe(400);
    expect(await hundred.json()).toMatchObject({ error: { code: -32600, message: expect.stringContaining('at most 20 messages') } });

    const answers: unknown[] = [];
    for (let round = 0; round < 4; round += 1) {
      const batch = await postJson(running.mcp.url, key, Array.from({ length: 20 }, (_, index) => call(round * 20 + index + 1)), headers);
      expect(batch.status).toBe(200);
      answers.push(...((await batch.json()) as unknown[]));
    }
    const texts = answers.map((answer) => JSON.stringify(answer));
    const limited = texts.filter((text) => text.includes('rate_limited'));
    expect(limited.length).toBeGreaterThanOrEqual(80 - (creator.requestsPerSecond + creator.burstRequests));
    expect(await usedUnits(running.rest.store, accountId)).toBe(1);
  });

  it('keeps another account unaffected by the flood', async () => {
    const { key } = await running.rest.store.createAccountWithKey({ name: 'bystander', plan: 'free' });
    const answer = await fetch(`${running.rest.url}/library/gates/1`, { headers: bearer(key) });
    expect(answer.status).toBe(200);
  });
});
