import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { rateLimitedHeaders } from './request-rate-headers';
import { createRequestRateLimiter } from './request-rate-limiter';
import type { RateLimitedEvent } from './request-rate-limiter';
import { postgresAnswers, runTestSql, testDatabaseUrl as databaseUrl } from '../../test/postgres-test-database';
import { smallRateLimits as limits } from '../../test/small-rate-limits';
import { admittedCalls as admitted } from '../../test/admitted-calls';

describe('request rate limiter (memory)', () => {
  it('admits the per-second rate plus the burst, then refuses with rate_limited, Retry-After and the IETF headers', async () => {
    const limiter = createRequestRateLimiter({ store: { kind: 'memory' }, limits, repeatedRefusalHoldMilliseconds: 0 });
    const events: RateLimitedEvent[] = [];
    limiter.onRateLimited((event) => events.push(event));
    const { admitted: count, refusals } = await admitted(limiter, 'acct_a', 10);
    expect(count).toBe(5);
    expect(refusals).toHaveLength(5);
    const refusal = refusals[0];
    expect(refusal?.code).toBe('rate_limited');
    expect(refusal?.httpStatus).toBe(429);
    const headers = rateLimitedHeaders(refusal?.details);
    expect(Number(headers['Retry-After'])).toBeGreaterThanOrEqual(1);
    expect(headers['RateLimit-Policy']).toBe('"per-second";q=2;w=1, "burst";q=3;w=10');
    expect(headers['RateLimit']).toMatch(/^"burst";r=0;t=\d+$/);
    expect(events).toHaveLength(5);
    expect(events[0]).toMatchObject({ accountId: 'acct_a', plan: 'free' });
    await limiter.close();
  });

  it('counts each account on its own', async () => {
    const limiter = createRequestRateLimiter({ store: { kind: 'memory' }, limits, repeatedRefusalHoldMilliseconds: 0 });
    await admitted(limiter, 'acct_flood', 20);
    expect((await admitted(limiter, 'acct_other', 2)).admitted).toBe(2);
  });
});

const available = await postgresAnswers();
const schema = `mandala_rate_test_${randomBytes(6).toString('hex')}`;

describe.skipIf(!available)('request rate limiter (PostgreSQL)', () => {
  afterAll(() => runTestSql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));

  it('two instances on one database count an account together', async () => {
    await runTestSql(`CREATE SCHEMA "${schema}"`);
    const first = createRequestRateLimiter({ store: { kind: 'postgres', databaseUrl, schema }, limits });
    // The first instance creates the counters' table before the second starts (instances starting together:
    // rate-limit-table-created-once.test.ts).
    await admitted(first, 'acct_warm_up', 1);
    const second = createRequestRateLimiter({ store: { kind: 'postgres', databaseUrl, schema }, limits });
    try {
      const one = await admitted(first, 'acct_shared', 3);
      const two = await admitted(second, 'acct_shared', 4);
      expect(one.admitted + two.admitted).toBe(5);
      expect(two.refusals[0]?.code).toBe('rate_limited');
    } finally {
      await first.close();
      await second.close();
    }
  });
});
