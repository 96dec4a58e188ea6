// Issue 34: with MANDALA_DATABASE_SCHEMA set, `mandala keys create` wrote into `public` while the service read the
// schema, so the key answered 403 and `keys revoke` did not revoke the live key. Both now read the store variables
// with one reader (`readStoreConfiguration`): the CLI's key works on the service, and its revocation bites.
import { bearer } from '@mandala/operations/testing';
import { silentLogger } from '@mandala/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mandalaOptionsFrom } from '../src/run-service';
import { startMandala } from '../src/start-mandala';
import type { RunningMandala } from '../src/start-mandala';
import { runMandalaCli } from './cli-runner';
import { postgresForSuite, runSql, testDatabaseUrl, uniqueName } from './postgres-test-database';

const available = await postgresForSuite('CLI on a non-default MANDALA_DATABASE_SCHEMA');

describe.skipIf(!available)('the CLI and the service on a non-default PostgreSQL schema', () => {
  const schema = uniqueName('mandala_cli_schema');
  const environment = { MANDALA_DATABASE_URL: testDatabaseUrl, MANDALA_DATABASE_SCHEMA: schema, MANDALA_DATA_DIR: '/nonexistent/mandala-cli-test' };
  let running: RunningMandala;

  beforeAll(async () => {
    const options = mandalaOptionsFrom({ ...environment, PORT: '0', MCP_PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
    running = await startMandala({ ...options, calculationPool: false, rest: { logger: silentLogger, announce: () => undefined } });
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    await runSql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  });

  it('a key the CLI creates works on the service, and its CLI revocation answers 403 on the next call', async () => {
    const created = await runMandalaCli(['keys', 'create', '--plan', 'business', '--name', 'Schema test', '--json'], environment);
    expect(created.exitCode, created.stderr).toBe(0); // stderr holds `pnpm mandala`'s build step (turbo), not the CLI's words
    const { key, keyId } = JSON.parse(created.stdout) as { key: string; keyId: string };
    // The account is in the configured schema, and nothing was written to public.
    expect(await runSql(`SELECT count(*)::int AS n FROM "${schema}".api_keys WHERE id = '${keyId}'`)).toEqual([{ n: 1 }]);

    const chart = `${running.rest.url}/v3/hd-data?date=1985-03-12T14:30&timezone=America/New_York`;
    const accepted = await fetch(chart, { headers: bearer(key) });
    expect([accepted.status, accepted.status === 200 ? '' : await accepted.text()]).toEqual([200, '']);

    const revoked = await runMandalaCli(['keys', 'revoke', keyId, '--json'], environment);
    expect(revoked.exitCode).toBe(0);
    // The service reuses a valid key for at most 1 s (its access cache); the next call after that is refused.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const refused = await fetch(chart, { headers: bearer(key) });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'invalid_key' });
  }, 180_000);
});
