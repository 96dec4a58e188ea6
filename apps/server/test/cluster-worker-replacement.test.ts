// `pnpm start` with two workers: a worker killed with SIGKILL under load is replaced and the service keeps
// answering; SIGTERM to the primary stops every worker gracefully.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openAccessStore } from '@mandala/access';
import { bearer } from '@mandala/operations/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOnNewConnection, processExists, startService } from './cluster-harness';
import type { ServiceProcess } from './cluster-harness';

/** One REST chart call of the load: when it started and ended, and what it got. */
interface LoadCall {
  readonly startedAt: number;
  readonly endedAt: number;
  readonly outcome: string;
}

/** Runs `connections` loops of REST chart calls until `stop()`; resolves with every call. */
function startLoad(service: ServiceProcess, key: string, connections: number): { stop(): Promise<LoadCall[]> } {
  const calls: LoadCall[] = [];
  let running = true;
  let minute = 0;
  const loop = async (): Promise<void> => {
    while (running) {
      minute += 1;
      const birth = new Date(Date.UTC(1970, 0, 1) + minute * 60_000).toISOString().slice(0, 16);
      const startedAt = Date.now();
      let outcome: string;
      try {
        // Bounded: a call caught on the killed worker's socket must end (as a network failure), not hang the loop.
        const response = await fetch(`${service.restUrl}/v3/hd-data?date=${birth}&timezone=Europe/Berlin`, { headers: bearer(key), signal: AbortSignal.timeout(15_000) });
        await response.arrayBuffer();
        outcome = `status ${response.status}`;
      } catch (error) {
        outcome = `network: ${error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.name : String(error)}`;
      }
      calls.push({ startedAt, endedAt: Date.now(), outcome });
    }
  };
  const loops = Array.from({ length: connections }, loop);
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return calls;
    },
  };
}

describe('worker replacement and shutdown', () => {
  let dataDirectory: string;
  let service: ServiceProcess;
  let key: string;

  beforeAll(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-cluster-replace-'));
    service = await startService({ MANDALA_WORKERS: '2', MANDALA_DATA_DIR: dataDirectory, MANDALA_DATABASE_URL: '', MANDALA_RATE_LIMITS: 'off' });
    const store = await openAccessStore({ dataDirectory });
    key = (await store.createAccountWithKey({ name: 'load', plan: 'enterprise' })).key;
    await store.close();
  }, 180_000);
  afterAll(async () => {
    await service?.stop('SIGKILL');
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  it('replaces a worker killed with SIGKILL under load, and keeps answering', async () => {
    const load = startLoad(service, key, 16);
    await sleep(1_000);
    const [[killedId, killedPid] = [0, 0]] = [...service.liveWorkers()];
    process.kill(killedPid, 'SIGKILL');

    const exited = await service.waitForLine((line) => line.role === 'primary' && line.msg === 'worker exited' && line.worker === killedId);
    expect(exited).toMatchObject({ level: 'warn', pid: killedPid, signal: 'SIGKILL', code: null });
    const started = await service.waitForLine((line) => line.role === 'primary' && line.msg === 'worker started' && line.replaces === killedId);
    const replacementId = started.worker;
    await service.waitForLine((line) => line.role === 'primary' && line.msg === 'worker ready' && line.worker === replacementId, 120_000);
    const readyAt = Date.now();
    await sleep(2_000);
    const calls = await load.stop();

    expect(processExists(killedPid)).toBe(false);
    expect(service.liveWorkers().size).toBe(2);
    // Calls in flight on the killed worker's connections may fail; every other call succeeds, and every call begun
    // once the replacement serves does. (A connection the primary was handing to the killed worker when it died is
    // never answered: that call ends at its 15 s timeout, possibly after the replacement is ready, so the calls are
    // judged by when they began.)
    const failures = calls.filter((call) => call.outcome !== 'status 200');
    expect(failures.every((call) => call.outcome.startsWith('network:'))).toBe(true);
    expect(failures.length).toBeLessThanOrEqual(16);
    const afterReplacement = calls.filter((call) => call.startedAt > readyAt + 100);
    expect(afterReplacement.length).toBeGreaterThan(0);
    expect(afterReplacement.every((call) => call.outcome === 'status 200')).toBe(true);
    expect(calls.filter((call) => call.outcome === 'status 200').length).toBeGreaterThan(100);
    // The replacement takes new connections: of a burst of them, the primary hands it every other one.
    await Promise.all(Array.from({ length: 8 }, (_, index) => getOnNewConnection(`${service.restUrl}/v3/hd-data?date=1999-09-09T09:0${index}&timezone=UTC`, bearer(key))));
    await service.waitForLine((line) => line.msg === 'request' && line.worker === replacementId, 5_000);
  }, 180_000);

  it('stops every worker gracefully on SIGTERM to the primary', async () => {
    const workerPids = [...service.liveWorkers().values()];
    expect(workerPids).toHaveLength(2);
    const { code } = await service.stop('SIGTERM');
    expect(code).toBe(0);
    expect(workerPids.filter(processExists)).toEqual([]);
    const stopped = service.lines.filter((line) => line.role === 'primary' && line.msg === 'worker stopped');
    expect(stopped.map((line) => line.code)).toEqual([0, 0]);
    expect(service.lines.filter((line) => line.msg === 'stopped' && line.worker !== undefined && line.role === undefined)).toHaveLength(2);
    expect(service.lines.at(-1)).toMatchObject({ role: 'primary', msg: 'stopped' });
  }, 60_000);
});
