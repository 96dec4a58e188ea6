// Guards the leases of the cluster's rate windows (cluster-rate-windows.ts): after a call it admits, the primary may
// lease a worker points of the key's steady window, which the worker spends without a message. Two workers spending
// leases never admit more than the window holds; a lease ends with its window; a limit of a few calls a second (Free)
// leases nothing, so each call is still counted in the primary.
import { setTimeout as sleep } from 'node:timers/promises';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { createClusterRateWindows, createRateWindowsPrimary, leasePoints } from './cluster-rate-windows';
import type { ConsumeRequest, PrimaryChannel, RateConsumer } from './cluster-rate-windows';
import type { RequestRateLimit } from './request-rate-limits';

/** A worker's channel to an in-process primary, counting the turns it sent. */
function workerOf(primary: ReturnType<typeof createRateWindowsPrimary>, limit: RequestRateLimit): { readonly windows: RateConsumer; turns(): number } {
  let turns = 0;
  let listener: (message: unknown) => void = () => undefined;
  const channel: PrimaryChannel = {
    send: (message) => {
      turns += 1;
      void primary(message as ConsumeRequest).then((answer) => listener(answer));
    },
    onMessage: (receive) => {
      listener = receive;
    },
  };
  return { windows: createClusterRateWindows({ answerTimeoutMilliseconds: 5_000, channel })({ prefix: 'plan', limit }), turns: () => turns };
}

/** Admitted (1) or refused (0). */
async function admitted(call: Promise<RateLimiterRes>): Promise<number> {
  try {
    await call;
    return 1;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return 0;
    throw refusal;
  }
}

describe('leases of the steady window', () => {
  it('two workers spending leases admit no more than the window holds, with far fewer messages than calls', async () => {
    const limit = { requestsPerSecond: 100, burstRequests: 1, burstWindowSeconds: 10 };
    const primary = createRateWindowsPrimary();
    const workers = [workerOf(primary, limit), workerOf(primary, limit)] as const;
    let admittedCalls = 0;
    // 40 turns of 5 calls in each worker, all within the key's first second.
    const startedAt = performance.now();
    for (let turn = 0; turn < 40; turn += 1) {
      const answers = await Promise.all(workers.flatMap((worker) => Array.from({ length: 5 }, () => admitted(worker.windows.consume('account')))));
      admittedCalls += answers.reduce((sum, answer) => sum + answer, 0);
    }
    expect(performance.now() - startedAt).toBeLessThan(900);
    // The window (100) and the burst (1), never more; what leases left unspent in a worker is lost to the other.
    expect(admittedCalls).toBeLessThanOrEqual(101);
    expect(admittedCalls).toBeGreaterThanOrEqual(101 - 2 * leasePoints);
    const turns = workers[0].turns() + workers[1].turns();
    expect(turns).toBeLessThan(80);
  });

  it('spends a lease on its own key only, and not after its window ends', async () => {
    const limit = { requestsPerSecond: 100, burstRequests: 10, burstWindowSeconds: 10 };
    const worker = workerOf(createRateWindowsPrimary(), limit);
    await worker.windows.consume('account');
    expect(worker.turns()).toBe(1);
    // The lease: the next calls of the key need no message.
    for (let call = 0; call < leasePoints; call += 1) await worker.windows.consume('account');
    expect(worker.turns()).toBe(1);
    // Another key asks the primary.
    await worker.windows.consume('other account');
    expect(worker.turns()).toBe(2);
    // The lease is spent: the next call asks (and leases again).
    await worker.windows.consume('account');
    expect(worker.turns()).toBe(3);
    // Its window ends within a second: a lease of it is spent no more.
    await sleep(1_050);
    await worker.windows.consume('account');
    expect(worker.turns()).toBe(4);
  });

  it('leases nothing of a window of a few calls (Free: 2 a second), so every call is counted in the primary', async () => {
    const limit = { requestsPerSecond: 2, burstRequests: 20, burstWindowSeconds: 10 };
    const primary = createRateWindowsPrimary();
    const workers = [workerOf(primary, limit), workerOf(primary, limit)] as const;
    let admittedCalls = 0;
    for (let call = 0; call < 30; call += 1) admittedCalls += await admitted(workers[call % 2 === 0 ? 0 : 1].windows.consume('account'));
    expect(admittedCalls).toBe(22);
    expect(workers[0].turns() + workers[1].turns()).toBe(30);
  });
});
