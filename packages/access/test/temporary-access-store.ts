import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { AccessStore } from '../src/access-store';
import { openAccessStore } from '../src/open-access-store';

/** What a test reads of its folder: the folder, and the stores `open` opened on it, by name. */
export type StoresInFolder<Stores extends Record<string, AccessStore>> = { readonly dataDirectory: string } & Readonly<Stores>;

/**
 * Stores on a new folder for each test of the file: `open` opens them before the test; after it they are closed (the
 * last opened first) and the folder is removed. Read the fields inside the test.
 */
export function storesInTemporaryFolder<Stores extends Record<string, AccessStore>>(
  folderPrefix: string,
  open: (dataDirectory: string) => Promise<Stores>,
): StoresInFolder<Stores> {
  let opened: { readonly dataDirectory: string; readonly stores: Stores } | undefined;
  beforeEach(async () => {
    const dataDirectory = mkdtempSync(join(tmpdir(), folderPrefix));
    opened = { dataDirectory, stores: await open(dataDirectory) };
  });
  afterEach(async () => {
    if (opened === undefined) return;
    for (const store of Object.values(opened.stores).reverse()) await store.close();
    rmSync(opened.dataDirectory, { recursive: true, force: true });
    opened = undefined;
  });
  const current = (): { readonly dataDirectory: string; readonly stores: Stores } => {
    if (opened === undefined) throw new Error('the temporary stores are open only while a test runs');
    return opened;
  };
  return new Proxy({} as StoresInFolder<Stores>, {
    get: (_target, name) => (name === 'dataDirectory' ? current().dataDirectory : current().stores[name as keyof Stores]),
  });
}

/**
 * A SQLite store in a new folder for each test of the file (opened before it, closed and removed after it): read
 * `dataDirectory` and `store` inside the test.
 */
export function temporaryAccessStore(folderPrefix: string): StoresInFolder<{ store: AccessStore }> {
  return storesInTemporaryFolder(folderPrefix, async (dataDirectory) => ({ store: await openAccessStore({ dataDirectory }) }));
}
