// SIGTERM to every process of a two-worker instance at once, as systemd's default KillMode=control-group and
// `kill -TERM -<pgid>` send it: the workers used to die within 75 ms without draining (their own SIGTERM, then the
// primary's second one, took Node's default action). Now a worker passes its signal to the primary, the primary tells
// every worker to drain: `/readyz` answers 503 for SHUTDOWN_DRAIN_MS while calls still succeed, then all exit 0.
// The workers' picture processes (they draw the PNGs) sit in process groups of their own and ignore stop signals: the
// pictures being drawn at the signal and those asked for during the drain are answered, and they end with their worker.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openAccessStore } from '@mandala/access';
import { bearer } from '@mandala/operations/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processExists, startService } from './cluster-harness';
import type { ServiceProcess } from './cluster-harness';
import { observeDrain } from './drain-observation';

const drainMilliseconds = 3_000;

/**
 * The picture processes whose parent is one of `parentPids` (Linux `/proc/<pid>/stat`: the parent is its fourth
 * field); other children (tsx's esbuild service, from the sources) are left out.
 */
function pictureProcessesOf(parentPids: readonly number[]): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parentPid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parentPids.includes(parentPid) && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('picture-process-entry')) children.push(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return children;
}

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
    const picture = await fetch(`${service.restUrl}/bodygraph.png?date=1990-05-15T14:30&timezone=Europe/Berlin`, { headers: bearer(key) });
    expect(picture.status).toBe(200);
    await picture.arrayBuffer();
    const pictureProcesses = pictureProcessesOf(workerPids);
    expect(pictureProcesses).toHaveLength(1);

    // Pictures being drawn when the signal comes (a 2,000 px PNG takes ≈ 90 ms), and more asked for during the drain.
    const picturesOf = (month: number) =>
      Promise.all(
        [1, 2, 3, 4].map(async (index) => {
          const answer = await fetch(`${service.restUrl}/bodygraph.png?date=1991-${String(month).padStart(2, '0')}-1${index}T14:30&timezone=Europe/Berlin&size=2000`, { headers: bearer(key) });
          // A refusal names itself in the assertion's diff.
          return answer.status === 200 ? (await answer.arrayBuffer(), 200) : `${answer.status} ${await answer.text()}`;
        }),
      );
    const drawnAtSignal = picturesOf(1);
    await sleep(60);
    const signalledAt = Date.now();
    service.signalGroup('SIGTERM');
    const drawnDuringDrain = picturesOf(2);
    const observation = await observeDrain(service, key, signalledAt, drainMilliseconds - 800);
    expect([...(await drawnAtSignal), ...(await drawnDuringDrain)]).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
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
    // A picture process ends when its worker's channel closes, moments after the worker.
    for (const deadline = Date.now() + 3_000; pictureProcesses.some(processExists) && Date.now() < deadline; ) await sleep(50);
    expect(pictureProcesses.filter(processExists)).toEqual([]);
  }, 60_000);
});
