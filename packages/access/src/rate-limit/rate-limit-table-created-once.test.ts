// The steady and burst windows of the PostgreSQL request-rate limiter share one table. Each limiter of
// rate-limiter-flexible used to create it on its own, at once: when two creations raced (the two windows of one
// instance, or instances starting together), the loser's `CREATE TABLE IF NOT EXISTS` failed and that window counted
// in its own process from then on, silently, so an account got more than its plan's rate across instances. The table
// is now created once per instance, a lost race tried again, and both windows wait for it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createRequestRateLimiter } from './request-rate-limiter';
import { requestRateTable } from './request-rate-table';
import { admittedCalls } from '../../test/admitted-calls';
import { postgresAnswers, runTestSql, testDatabaseUrl as databaseUrl } from '../../test/postgres-test-database';
import { smallRateLimits as limits } from '../../test/small-rate-limits';

const available = await postgresAnswers();
const schemas: string[] = [];

// One statement for all 25 schemas, with time to spare: dropped one by one they took more than the default 10 s when
// every package's suite ran at once.
afterAll(async () => {
  if (schemas.length > 0) await runTestSql(`DROP SCHEMA IF EXISTS ${schemas.map((schema) => `"${schema}"`).join(', ')} CASCADE`);
}, 60_000);

describe.skipIf(!available)('request rate limiter (PostgreSQL), its table created once', () => {
  it('two instances starting together on a new database count an account together, every time', async () => {
    // Free: 2 per second plus a burst of 3. Each round starts both instances at once on a schema without the table.
    for (let round = 0; round < 24; round += 1) {
      const schema = `mandala_rate_once_${randomBytes(6).toString('hex')}`;
      schemas.push(schema);
      await runTestSql(`CREATE SCHEMA "${schema}"`);
      const first = createRequestRateLimiter({ store: { kind: 'postgres', databaseUrl, schema }, limits, repeatedRefusalHoldMilliseconds: 0 });
      const second = createRequestRateLimiter({ store: { kind: 'postgres', databaseUrl, schema }, limits, repeatedRefusalHoldMilliseconds: 0 });
      try {
        await Promise.all([admittedCalls(first, 'acct_first_start', 1), admittedCalls(second, 'acct_second_start', 1)]);
        const one = await admittedCalls(first, 'acct_shared', 3);
        const two = await admittedCalls(second, 'acct_shared', 4);
        expect({ round, admitted: one.admitted + two.admitted }).toEqual({ round, admitted: 5 });
        expect(two.refusals[0]?.code).toBe('rate_limited');
      } finally {
        await first.close();
        await second.close();
      }
    }
  });

  it('tries a failed creation again later, so the windows count together once the database can hold the table', async () => {
    const schema = `mandala_rate_later_${randomBytes(6).toString('hex')}`;
    schemas.push(schema);
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    try {
      // The schema does not exist yet: the first creation fails, and `ready` says so at once without waiting.
      // Retries at most once a second: long enough that the check just below cannot start a second attempt of its
      // own on a loaded machine (a 50 ms interval let it, and that attempt could find the schema created).
      const table = requestRateTable(pool, 'mandala_request_rate', schema, 1_000);
      expect(await table.ready()).toBe(false);
      expect(table.ready()).toBe(false);
      await runTestSql(`CREATE SCHEMA "${schema}"`);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect(table.ready()).toBe(false); // starts the second attempt in the background
      await table.settled();
      expect(table.ready()).toBe(true);
    } finally {
      await pool.end();
    }
  });
});
