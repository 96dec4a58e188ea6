import { createServer } from 'node:net';
import type { Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createRequestRateLimiter } from './request-rate-limiter';
import { admittedCalls } from '../../test/admitted-calls';
import { smallRateLimits as limits } from '../../test/small-rate-limits';

// A "database" that accepts connections and never answers: what a network partition looks like to the pool.
const heldSockets: Socket[] = [];
const silentDatabase = createServer((socket) => {
  heldSockets.push(socket);
  socket.on('error', () => undefined);
});
await new Promise<void>((resolve) => silentDatabase.listen(0, '127.0.0.1', resolve));
const address = silentDatabase.address();
const port = typeof address === 'object' && address !== null ? address.port : 0;

afterAll(async () => {
  for (const socket of heldSockets) socket.destroy();
  await new Promise<void>((resolve) => silentDatabase.close(() => resolve()));
});

describe('request rate limiter on a partitioned PostgreSQL', () => {
  it('neither holds requests nor lets a flood through: calls are counted in this process within seconds', async () => {
    const limiter = createRequestRateLimiter({
      store: { kind: 'postgres', databaseUrl: `postgres://postgres@127.0.0.1:${port}/test` },
      limits,
    });
    try {
      const startedAt = performance.now();
      const { admitted, refusals } = await admittedCalls(limiter, 'acct_partitioned', 8);
      const elapsedMilliseconds = performance.now() - startedAt;
      // The local counters still hold the plan's rate plus burst (2 + 3) while the shared ones cannot answer.
      expect(admitted).toBe(5);
      expect(refusals.map((refusal) => refusal.code)).toEqual(['rate_limited', 'rate_limited', 'rate_limited']);
      expect(elapsedMilliseconds).toBeLessThan(20_000);
    } finally {
      await limiter.close();
    }
  }, 30_000);
});
