// Guards the keyless per-address budget of an instance (issue 35): in PostgreSQL mode each worker counted keyless
// requests in its own memory, so with two workers an address got twice the documented budget, and the dedicated MCP
// port had no budget at all. Now the workers count it together in the cluster primary, on PostgreSQL as on SQLite,
// and the REST and MCP ports draw one budget: a flood from one address gets about one budget (300 + 30 a second), not
// two, and once it is spent the MCP port refuses that address too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceProcess } from './cluster-harness';
import { postgresForSuite } from './postgres-test-database';
import { startTwoWorkers } from './two-worker-service';
import type { TwoWorkerService } from './two-worker-service';

const postgresAvailable = await postgresForSuite('keyless-budget-one-per-instance');

describe.skipIf(!postgresAvailable)('the keyless budget of an instance with two workers on PostgreSQL', () => {
  let running: TwoWorkerService;
  let service: ServiceProcess;

  beforeAll(async () => {
    running = await startTwoWorkers('postgres', 'keyless-budget');
    service = running.service;
  }, 330_000);
  afterAll(() => running?.stop());

  it('admits one budget from a flooding address across both workers, and the MCP port then refuses it too', async () => {
    const started = performance.now();
    const statuses: number[] = [];
    // 24 loops of `Connection: close` requests: the primary hands each new connection to the workers in turn.
    await Promise.all(
      Array.from({ length: 24 }, async () => {
        for (let call = 0; call < 30; call += 1) {
          const response = await fetch(`${service.restUrl}/healthz`, { headers: { connection: 'close' } });
          await response.arrayBuffer();
          statuses.push(response.status);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    // Asked at once, while the budget is spent. It refills at 30 a second in whole windows: a flood that ends as a new
    // second begins leaves 30 fresh units, and the waits below (up to 5 s per worker on a loaded machine) would leave
    // more, so 40 calls now, of which at least 10 must be refused.
    const mcp = await Promise.all(Array.from({ length: 40 }, () => fetch(`${service.mcpUrl}.well-known/oauth-protected-resource`, { headers: { connection: 'close' } })));
    const admitted = statuses.filter((status) => status === 200).length;
    // One budget: the 300 of the burst and 30 a second (in whole windows, so one more second's worth of slack).
    expect(admitted).toBeLessThanOrEqual(300 + 30 * (Math.ceil(seconds) + 1));
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    // Both workers answered: the budget was not one worker's alone.
    for (const workerId of service.liveWorkers().keys()) {
      await service.waitForLine((line) => line.msg === 'request' && line.worker === workerId && line['status'] === 429, 5_000);
    }
    expect(mcp.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(10);
  }, 120_000);
});
