import type { AccessStore } from '../src/access-store';
import { openAccessStore } from '../src/open-access-store';
import type { SqlDriver } from '../src/storage/sql-driver';
import { openSqliteDriver } from '../src/storage/sqlite-driver';
import { storesInTemporaryFolder } from './temporary-access-store';
import type { StoresInFolder } from './temporary-access-store';

type Stores = {
  /** The "other process": the dashboard of another worker, the command line, another instance. */
  readonly other: AccessStore;
  /** A store serving calls from a quota lease (idle return after 10 min), its keys and accounts cached for 5 s. */
  readonly leasing: AccessStore;
};

/**
 * Two SQLite stores on one new folder for each test of the file (opened before it, closed and removed after it): read
 * the fields inside the test. The key cache keeps keys and accounts for 5 s, so only the store can tell the leasing
 * one that an account changed.
 */
export function leasingStoreBesideAnother(folderPrefix: string): StoresInFolder<Stores> {
  return storesInTemporaryFolder<Stores>(folderPrefix, async (dataDirectory) => {
    const other = await openAccessStore({ dataDirectory });
    const leasing = await openAccessStore({ dataDirectory, quotaLease: { idleReturnMilliseconds: 600_000 }, accessCacheMilliseconds: 5_000 });
    return { other, leasing };
  });
}

/** Runs `write` on a connection of its own, as another process does: nothing in this process hears of it. */
export async function writtenElsewhere(dataDirectory: string, write: (driver: SqlDriver) => Promise<unknown>): Promise<void> {
  const driver = openSqliteDriver(dataDirectory);
  try {
    await write(driver);
  } finally {
    await driver.close();
  }
}
