// SIGTERM to every process of a two-worker instance at once, as systemd's default KillMode=control-group and
// `kill -TERM -<pgid>` send it: the workers used to die within 75 ms without draining (their own SIGTERM, then the
// primary's second one, took Node's default action). Now a worker passes its signal to the primary, the primary tells
// every worker to drain: `/readyz` answers 503 for SHUTDOWN_DRAIN_MS while calls still succeed, then all exit 0.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import { bearer } from '@mandala/operations/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processExists, startService } from './cluster-harness';
import type { ServiceProcess } from './cluster-harness';
import { observeDrain } from './drain-observation';

const drainMilliseconds = 3_000;

describe('SIGTERM to the whole process group of a two-worker instance', () => {
  let dataDirectory: string;
  let service: ServiceProcess;
  let key: string;

  beforeAll(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-group-sigterm-'));
    service = await startService(
      { MANDALA_WORKERS: '2', MANDALA_DATA_DIR: dataDirectory, MANDALA_DATABASE_URL: '', MANDALA_RATE_LIMITS: 'off', SHUTDOWN_DRAIN_MS: String(drainMilliseconds) },
      400_000,
      { processGroup: true },
    );
    const store = await openAccessStore({ dataDirectory });
    key = (await store.createAccountWithKey({ name: 'drain', plan: 'enterprise' })).key;
    await store.close();
  }, 450_000);
  afterAll(async () => {
    if (service?.running()) service.signalGroup('SIGKILL');
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  it('drains every worker: /readyz 503 while calls succeed, then exit 0', async () => {
    const warmUp = await fetch(`${service.restUrl}/v3/hd-data?date=1990-05-15T14:30&timezone=Europe/Berlin`, { headers: bearer(key) });
    expect(warmUp.status).toBe(200);
    const workerPids = [...service.liveWorkers().values()];
    expect(workerPids).toHaveLength(2);

    const signalledAt = Date.now();
    service.signalGroup('SIGTERM');
    const observation = await observeDrain(service, key, signalledAt, drainMilliseconds - 800);
    const exit = await service.exited;

    // Every probe of the drain: /readyz says 503 to the balancer, and calls are still answered.
    expect(observation.readyz.length).toBeGreaterThan(3);
    expect(observation.readyz.filter((probe) => probe.status !== 503)).toEqual([]);
    expect(observation.charts.filter((probe) => probe.status !== 200)).toEqual([]);
    // Then the instance stops only after the drain, and every process exits 0.
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(drainMilliseconds);
    expect(exit).toEqual({ code: 0, signal: null });
    const stopped = service.lines.filter((line) => line.role === 'primary' && line.msg === 'worker stopped');
    expect(stopped.map((line) => [line.code, line.signal])).toEqual([
      [0, null],
      [0, null],
    ]);
    expect(service.lines.filter((line) => line.msg === 'draining' && line.worker !== undefined)).toHaveLength(2);
    expect(workerPids.filter(processExists)).toEqual([]);
  }, 60_000);
});
