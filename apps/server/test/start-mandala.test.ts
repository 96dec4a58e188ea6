// The composition root as `pnpm start` runs it: one key store, REST with Agent HTTP and /mcp mounted, the
// dedicated MCP server, and the worker threads that run the tool calculations under their time budget.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bearer } from '@mandala/operations/testing';
import { loadConfig, silentLogger } from '@mandala/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMandala } from '../src/start-mandala';
import type { RunningMandala } from '../src/start-mandala';

describe('startMandala with the default engines', () => {
  let dataDirectory: string;
  let running: RunningMandala;
  let key: string;

  beforeAll(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-server-'));
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', MANDALA_DATA_DIR: dataDirectory, LOG_LEVEL: 'silent' });
    running = await startMandala({ config, mcpPort: 0, rest: { logger: silentLogger, announce: () => undefined } });
    key = (await running.rest.store.createAccountWithKey({ name: 'root', plan: 'business' })).key;
  }, 120_000);
  afterAll(async () => {
    await running.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  it('runs the tool calculations on worker threads', () => {
    expect(running.calculationPool?.threads).toBeGreaterThanOrEqual(1);
  });

  it('answers generate_chart (computed on a worker) with the chart REST computes in-process', async () => {
    const birth = { date: '1985-03-12T14:30', timezone: 'America/New_York' };
    const rest = await fetch(`${running.rest.url}/v3/hd-data?date=${birth.date}&timezone=${birth.timezone}`, { headers: bearer(key) });
    expect(rest.status).toBe(200);
    const tool = await fetch(`${running.rest.url}/agent/v1/tools/generate-chart`, {
      method: 'POST',
      headers: { ...bearer(key), 'content-type': 'application/json' },
      body: JSON.stringify({ birthDateTime: birth.date, timezone: birth.timezone, detailLevel: 'full' }),
    });
    expect(tool.status).toBe(200);
    expect(((await tool.json()) as { data: unknown }).data).toEqual(await rest.json());
  });

  it('reports an engine error raised on a worker with its own code and status', async () => {
    const answer = await fetch(`${running.rest.url}/agent/v1/tools/generate-chart`, {
      method: 'POST',
      headers: { ...bearer(key), 'content-type': 'application/json' },
      body: JSON.stringify({ birthDateTime: '2021-03-14T02:30', timezone: 'America/New_York', disambiguation: 'reject' }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: { code: 'nonexistent_local_time' }, chargedUnits: 0 });
  });
});
