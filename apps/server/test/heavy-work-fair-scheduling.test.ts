// Defect 3 of issue 22: REST calculations ran on the event loop without a time budget, so 30 concurrent 2000 px
// PNGs from one account froze every other account's /library/gates for seconds, and one account's flood filled the
// calculation pool's queue ahead of everyone else. Heavy calculations now run on the pool (REST as well as tools),
// under the time budget (504, uncharged), and each account has a cap on work in flight, so a flood queues behind
// itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { bearer, usedUnits } from '@mandala/operations/testing';
import { loadConfig, silentLogger } from '@mandala/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMandala } from '../src/start-mandala';
import type { RunningMandala } from '../src/start-mandala';

const picture = (size: number, minute: number) => `/bodygraph.png?date=1990-05-15T14:${String(minute).padStart(2, '0')}&timezone=Europe/Berlin&size=${size}`;

describe('heavy work runs off the event loop, fairly', () => {
  let dataDirectory: string;
  let running: RunningMandala;

  beforeAll(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-fair-'));
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', MANDALA_DATA_DIR: dataDirectory, LOG_LEVEL: 'silent', MANDALA_RATE_LIMITS: 'off' });
    running = await startMandala({ config, mcpPort: 0, rest: { logger: silentLogger, announce: () => undefined } });
  }, 120_000);
  afterAll(async () => {
    await running.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  it("keeps the event loop free and another account's heavy call ahead of a 20-picture flood", async () => {
    const attacker = await running.rest.store.createAccountWithKey({ name: 'attacker', plan: 'creator' });
    const victim = await running.rest.store.createAccountWithKey({ name: 'victim', plan: 'creator' });
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const finished: { who: string; at: number; status: number }[] = [];
    const call = (who: string, key: string, path: string) =>
      fetch(`${running.rest.url}${path}`, { headers: bearer(key) }).then(async (response) => {
        await response.arrayBuffer();
        finished.push({ who, at: Date.now(), status: response.status });
      });
    const flood = Array.from({ length: 20 }, (_, index) => call('attacker', attacker.key, picture(2000, index)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const lookupStarted = Date.now();
    const lookup = await fetch(`${running.rest.url}/library/gates/1`, { headers: bearer(victim.key) });
    const lookupMilliseconds = Date.now() - lookupStarted;
    await call('victim', victim.key, picture(600, 59));
    await Promise.all(flood);
    delay.disable();

    expect(lookup.status).toBe(200);
    expect(finished.every((entry) => entry.status === 200)).toBe(true);
    // The victim's picture waited behind at most the attacker's calls in flight, not behind all 20.
    const victimAt = finished.find((entry) => entry.who === 'victim')?.at ?? Infinity;
    expect(finished.filter((entry) => entry.who === 'attacker' && entry.at > victimAt).length).toBeGreaterThanOrEqual(10);
    // The pictures were drawn on the pool: no event-loop stall near one picture's drawing time.
    expect(lookupMilliseconds).toBeLessThan(1000);
    expect(delay.max / 1e6).toBeLessThan(400);
  }, 120_000);

  it('answers 504 execution_timed_out past the time budget, charging nothing', async () => {
    const quick = await startMandala({
      config: loadConfig({ PORT: '0', HOST: '127.0.0.1', MANDALA_DATA_DIR: dataDirectory, LOG_LEVEL: 'silent' }),
      mcpPort: 0,
      timeBudgetMilliseconds: 5,
      rest: { logger: silentLogger, announce: () => undefined },
    });
    try {
      const { key, accountId } = await quick.rest.store.createAccountWithKey({ name: 'budget', plan: 'creator' });
      const answer = await fetch(`${quick.rest.url}${picture(2000, 1)}`, { headers: bearer(key) });
      expect(answer.status).toBe(504);
      expect(await answer.json()).toMatchObject({ error: 'execution_timed_out' });
      expect(await usedUnits(quick.rest.store, accountId)).toBe(0);
    } finally {
      await quick.close();
    }
  }, 120_000);
});
