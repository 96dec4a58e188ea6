import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type * as NodeCrypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { describeAccessStoreContract } from '../../test/access-store-contract';
import { openAccessStore } from '../open-access-store';
import { sqliteFileName } from './sqlite-driver';

// Wrap timingSafeEqual so the contract can prove the key comparison goes through it.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof NodeCrypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

describeAccessStoreContract('SQLite', () => {
  const temporaryDirectory = mkdtempSync(join(tmpdir(), 'mandala-access-'));
  const dataDirectory = join(temporaryDirectory, 'data');
  return Promise.resolve({
    open: (options) => openAccessStore({ ...options, dataDirectory }),
    dispose: () => {
      rmSync(temporaryDirectory, { recursive: true, force: true });
      return Promise.resolve();
    },
  });
});

describe('SQLite storage', () => {
  it('creates the data directory and a WAL database on first start, and keeps data across restarts', async () => {
    const temporaryDirectory = mkdtempSync(join(tmpdir(), 'mandala-access-'));
    const dataDirectory = join(temporaryDirectory, 'nested', 'data');
    try {
      const first = await openAccessStore({ dataDirectory });
      expect(first.kind).toBe('sqlite');
      const created = await first.createAccountWithKey({ name: 'Acme', plan: 'startup' });
      await first.close();
      expect(existsSync(join(dataDirectory, sqliteFileName))).toBe(true);
      const inspector = new DatabaseSync(join(dataDirectory, sqliteFileName), { readOnly: true });
      expect(inspector.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
      inspector.close();
      const second = await openAccessStore({ dataDirectory, databaseUrl: '' });
      expect((await second.authenticate(created.key)).account.plan).toBe('startup');
      await second.close();
    } finally {
      rmSync(temporaryDirectory, { recursive: true, force: true });
    }
  });

  it('refuses a database URL of another kind', async () => {
    await expect(openAccessStore({ dataDirectory: tmpdir(), databaseUrl: 'mysql://root@localhost/test' })).rejects.toMatchObject({
      code: 'invalid_access_option',
    });
  });
});
