// @mandala/client against the whole service (`startMandala`, as `pnpm start` runs it): the README example as
// printed, and a retry after a lost answer that reuses the call's Idempotency-Key and is charged once.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMandalaClient } from '@mandala/client';
import { loadConfig, silentLogger } from '@mandala/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickStart } from '../../../packages/client/examples/quick-start';
import { startMandala } from '../src/start-mandala';
import type { RunningMandala } from '../src/start-mandala';

const birthQuery = { params: { query: { date: '1985-03-12T14:30', timezone: 'America/New_York' } } };

describe('@mandala/client against the running service', () => {
  let dataDirectory: string;
  let running: RunningMandala;
  let key: string;

  beforeAll(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-client-'));
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', MANDALA_DATA_DIR: dataDirectory, LOG_LEVEL: 'silent' });
    running = await startMandala({ config, mcpPort: 0, calculationPool: false, rest: { logger: silentLogger, announce: () => undefined } });
    key = (await running.rest.store.createAccountWithKey({ name: 'client', plan: 'business' })).key;
  }, 120_000);

  afterAll(async () => {
    await running?.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  it('runs the README example, which the README shows verbatim', async () => {
    const lines = await quickStart(running.rest.url, key);
    expect(lines[0]).toBe('Manifestor, profile 6/2, Emotional authority');
    expect(lines[1]).toMatch(/^quota: 999999 of 1000000 units left, reset in \d+ s$/);
    const readme = readFileSync(new URL('../../../packages/client/README.md', import.meta.url), 'utf8');
    const example = readFileSync(new URL('../../../packages/client/examples/quick-start.ts', import.meta.url), 'utf8');
    expect(readme).toContain(example.trim());
  });

  it('shows the refusal of an unknown key with the service\'s error body', async () => {
    expect(await quickStart(running.rest.url, `mdl_live_${'A'.repeat(43)}`)).toEqual([expect.stringMatching(/^refused: invalid_key \(.+\)$/)]);
  });

  it('sends a call again after a lost answer under the same Idempotency-Key, and the service charges it once', async () => {
    const sent: Array<{ key: string | null; status: number; replayed: string | null }> = [];
    let loseNext = true;
    const flakyFetch = async (request: Request) => {
      const response = await fetch(request);
      sent.push({ key: request.headers.get('Idempotency-Key'), status: response.status, replayed: response.headers.get('Idempotent-Replayed') });
      if (loseNext) {
        loseNext = false;
        await response.body?.cancel();
        throw new TypeError('the connection was reset after the service answered');
      }
      return response;
    };
    const mandala = createMandalaClient({ baseUrl: running.rest.url, apiKey: key, fetch: flakyFetch, baseDelayMilliseconds: 10 });
    const before = (await createMandalaClient({ baseUrl: running.rest.url, apiKey: key }).GET('/v3/hd-data', birthQuery)).quota;
    const answer = await mandala.GET('/v3/hd-data', birthQuery);
    expect(answer.data?.Type.Name).toBe('Manifestor');
    expect(sent).toHaveLength(2);
    expect(sent[0]?.key).toMatch(/^mandala-[0-9a-f]{32}$/);
    expect(sent[1]).toEqual({ key: sent[0]?.key, status: 200, replayed: 'true' });
    expect(typeof before?.remaining === 'number' && answer.quota?.remaining).toBe((before?.remaining as number) - 1);
  });

  it('types and sends an Agent HTTP tool call, and a free look-up without a key header of its own', async () => {
    const mandala = createMandalaClient({ baseUrl: running.rest.url, apiKey: key });
    const tool = await mandala.POST('/agent/v1/tools/generate-chart', { body: { birthDateTime: '1985-03-12T14:30', timezone: 'America/New_York', detailLevel: 'core' } });
    expect(tool.response.status).toBe(200);
    expect(tool.quota?.limit).toBe(1_000_000);
    const places = await mandala.GET('/locations', { params: { query: { query: 'sao paulo', limit: 1 } } });
    expect(places.response.status).toBe(200);
    expect(JSON.stringify(places.data)).toContain('America/Sao_Paulo');
  });
});
