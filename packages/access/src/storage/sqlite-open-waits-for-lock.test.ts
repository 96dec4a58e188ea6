// Opening the SQLite store waits for another process's lock instead of failing: the wait (`busy_timeout`) is set
// before the first statement that needs a lock (`PRAGMA journal_mode = WAL`). Set after it, a process that opened a
// new file while another held its lock failed at once with "database is locked"; the clean-clone CI met it once in
// `multi-process-quota.test.ts`, three processes opening one new file together.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openAccessStore } from '../open-access-store';

/** A process that creates the store's file, holds an exclusive lock on it for `holdMilliseconds`, then commits. */
const lockHolder = `
const { DatabaseSync } = require('node:sqlite');
const database = new DatabaseSync(process.argv[1]);
database.exec('CREATE TABLE IF NOT EXISTS held (id INTEGER)');
database.exec('BEGIN EXCLUSIVE');
database.exec('INSERT INTO held VALUES (1)');
process.stdout.write('locked\\n');
setTimeout(() => { database.exec('COMMIT'); database.close(); }, Number(process.argv[2]));
`;

it('opens a new store while another process holds its file locked, once the lock is released', async () => {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-sqlite-open-lock-'));
  const holder = spawn(process.execPath, ['-e', lockHolder, join(dataDirectory, 'access.sqlite'), '400'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise<void>((resolve, reject) => {
      holder.once('exit', (code) => reject(new Error(`the lock holder exited with ${code} before it held the lock`)));
      holder.stdout.once('data', () => resolve());
    });
    const store = await openAccessStore({ dataDirectory });
    try {
      const { accountId } = await store.createAccountWithKey({ name: 'After the lock', plan: 'free' });
      expect((await store.usage(accountId)).used).toBe(0);
    } finally {
      await store.close();
    }
  } finally {
    holder.kill();
    rmSync(dataDirectory, { recursive: true, force: true });
  }
});
