import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { AccessStore } from '../src/access-store';
import { openAccessStore } from '../src/open-access-store';

/**
 * A SQLite store in a new folder for each test of the file (opened before it, closed and removed after it): read
 * `dataDirectory` and `store` inside the test.
 */
export function temporaryAccessStore(folderPrefix: string): { readonly dataDirectory: string; readonly store: AccessStore } {
  let opened: { dataDirectory: string; store: AccessStore } | undefined;
  beforeEach(async () => {
    const dataDirectory = mkdtempSync(join(tmpdir(), folderPrefix));
    opened = { dataDirectory, store: await openAccessStore({ dataDirectory }) };
  });
  afterEach(async () => {
    await opened?.store.close();
    if (opened !== undefined) rmSync(opened.dataDirectory, { recursive: true, force: true });
    opened = undefined;
  });
  const current = (): { dataDirectory: string; store: AccessStore } => {
    if (opened === undefined) throw new Error('the temporary store is open only while a test runs');
    return opened;
  };
  return {
    get dataDirectory() {
      return current().dataDirectory;
    },
    get store() {
      return current().store;
    },
  };
}
