// A second SIGTERM during the drain (systemd, a wrapper and the cluster primary may each send one) used to take Node's
// default action, since the handler was `process.once`: the process died mid-drain and cut the calls in flight. Now
// every later signal is absorbed: `/readyz` answers 503 for SHUTDOWN_DRAIN_MS while calls succeed, then exit 0.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService } from './cluster-harness';
import type { ServiceProcess } from './cluster-harness';
import { observeDrain } from './drain-observation';

const drainMilliseconds = 3_000;

describe('a second SIGTERM during the drain of a one-process instance', () => {
  let dataDirectory: string;
  let service: ServiceProcess;
  let key: string;

  beforeAll(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-second-sigterm-'));
    service = await startService(
      { MANDALA_WORKERS: '1', MANDALA_DATA_DIR: dataDirectory, MANDALA_DATABASE_URL: '', MANDALA_RATE_LIMITS: 'off', SHUTDOWN_DRAIN_MS: String(drainMilliseconds) },
      400_000,
      { readyWhen: (line) => line.msg === 'mcp listening' },
    );
    const store = await openAccessStore({ dataDirectory });
    key = (await store.createAccountWithKey({ name: 'drain', plan: 'enterprise' })).key;
    await store.close();
  }, 450_000);
  afterAll(async () => {
    await service?.stop('SIGKILL');
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  it('keeps draining, then exits 0', async () => {
    const signalledAt = Date.now();
    service.signal('SIGTERM');
    await service.waitForLine((line) => line.msg === 'draining', 5_000);
    service.signal('SIGTERM');
    const observation = await observeDrain(service, key, signalledAt, drainMilliseconds - 800);
    service.signal('SIGTERM');
    const exit = await service.exited;

    expect(observation.readyz.length).toBeGreaterThan(3);
    expect(observation.readyz.filter((probe) => probe.status !== 503)).toEqual([]);
    expect(observation.charts.filter((probe) => probe.status !== 200)).toEqual([]);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(drainMilliseconds);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(service.lines.filter((line) => line.msg === 'signal')).toHaveLength(1);
    expect(service.lines.at(-1)).toMatchObject({ msg: 'stopped' });
  }, 60_000);
});
