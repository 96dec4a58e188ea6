// The key store's SQLite files (database, -wal, -shm) are readable by their owner only, and a data directory
// Mandala creates is the owner's only; files left group- or world-readable by an older version are tightened.
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openAccessStore } from '../open-access-store';
import { sqliteFileName } from './sqlite-driver';

const modeOf = (path: string): number => statSync(path).mode & 0o777;
const temporaryDirectories: string[] = [];
afterEach(() => {
  for (const directory of temporaryDirectories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

function temporaryDirectory(): string {
  const directory = mkdtempSync(join(tmpdir(), 'mandala-modes-'));
  temporaryDirectories.push(directory);
  return directory;
}

describe.skipIf(process.platform === 'win32')('SQLite files of the access store', () => {
  it('creates the data directory 0700 and the database, -wal and -shm files 0600', async () => {
    const dataDirectory = join(temporaryDirectory(), 'nested', 'data');
    const store = await openAccessStore({ dataDirectory });
    await store.createAccountWithKey({ name: 'modes', plan: 'free' }); // writes, so the WAL exists
    const database = join(dataDirectory, sqliteFileName);
    for (const path of [database, `${database}-wal`, `${database}-shm`]) {
      expect(existsSync(path), path).toBe(true);
      expect(modeOf(path).toString(8), path).toBe('600');
    }
    expect(modeOf(dataDirectory).toString(8)).toBe('700');
    expect(modeOf(join(dataDirectory, '..')).toString(8)).toBe('700');
    await store.close();
  });

  it('takes group and other access away from files an older version left readable, and leaves an existing directory as it is', async () => {
    const dataDirectory = temporaryDirectory();
    chmodSync(dataDirectory, 0o755);
    const database = join(dataDirectory, sqliteFileName);
    const first = await openAccessStore({ dataDirectory });
    await first.close();
    chmodSync(database, 0o644);
    writeFileSync(`${database}-journal`, '');
    chmodSync(`${database}-journal`, 0o664);
    const again = await openAccessStore({ dataDirectory });
    expect(modeOf(database).toString(8)).toBe('600');
    expect(modeOf(`${database}-journal`).toString(8)).toBe('600');
    expect(modeOf(dataDirectory).toString(8)).toBe('755');
    await again.close();
  });
});
