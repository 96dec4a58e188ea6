// The service with two workers (`MANDALA_WORKERS=2`, as `pnpm start` runs on 2 cores) on a fresh key store of its own:
// SQLite in a temporary folder, or a PostgreSQL schema no other test uses. The set-up of every test that needs what
// one worker does to be seen by the other.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import type { AccessStore } from '@mandala/access';
import { startService } from './cluster-harness';
import type { ServiceProcess } from './cluster-harness';
import { runSql, testDatabaseUrl, uniqueName } from './postgres-test-database';

/** Where the key store of {@link startTwoWorkers} lives. */
export type KeyStoreKind = 'sqlite' | 'postgres';

/** A running two-worker service and its key store. */
export interface TwoWorkerService {
  readonly service: ServiceProcess;
  /** A store on the same database, as another process holds it (the CLI, the dashboard of another instance). */
  openStore(): Promise<AccessStore>;
  /** Stops the service and removes its key store (the folder, the schema). */
  stop(): Promise<void>;
}

/**
 * Starts two workers on a fresh key store of `kind` (`name` prefixes the folder and the schema), with `environment`
 * added. Two workers take a while to start from source on a busy machine (tsx compiles every module in each): allow
 * the caller's hook 330 s.
 */
export async function startTwoWorkers(kind: KeyStoreKind, name: string, environment: Record<string, string> = {}): Promise<TwoWorkerService> {
  const dataDirectory = mkdtempSync(join(tmpdir(), `mandala-${name}-`));
  const schema = uniqueName(`mandala_${name.replaceAll('-', '_')}`);
  const database: Record<string, string> =
    kind === 'postgres' ? { MANDALA_DATABASE_URL: testDatabaseUrl, MANDALA_DATABASE_SCHEMA: schema } : { MANDALA_DATABASE_URL: '' };
  const removeStore = async (): Promise<void> => {
    rmSync(dataDirectory, { recursive: true, force: true });
    if (kind === 'postgres') await runSql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  };
  let service: ServiceProcess;
  try {
    service = await startService({ MANDALA_WORKERS: '2', MANDALA_DATA_DIR: dataDirectory, ...database, ...environment }, 300_000);
  } catch (error) {
    await removeStore();
    throw error;
  }
  return {
    service,
    openStore: () => (kind === 'postgres' ? openAccessStore({ dataDirectory, databaseUrl: testDatabaseUrl, postgresSchema: schema }) : openAccessStore({ dataDirectory })),
    async stop() {
      await service.stop();
      await removeStore();
    },
  };
}
