import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openAccessStore, readStoreConfiguration } from '@mandala/access';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareKeyStore } from './prepare-key-store';

let dataDirectory: string | undefined;
afterEach(() => {
  if (dataDirectory !== undefined) rmSync(dataDirectory, { recursive: true, force: true });
});

describe('prepareKeyStore', () => {
  it('creates the development key on a fresh store and announces it once', async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-prepare-'));
    const notice = await prepareKeyStore(readStoreConfiguration({ MANDALA_DATA_DIR: dataDirectory }), '3000');
    const key = /mdl_live_[A-Za-z0-9_-]+/.exec(notice ?? '')?.[0] ?? '';
    expect(notice).toContain(`the SQLite file ${resolve(dataDirectory, 'access.sqlite')}`);
    expect(notice).toContain('http://localhost:3000/hd-data');

    const store = await openAccessStore({ dataDirectory });
    expect((await store.authenticate(key)).account.plan).toBe('business');
    await store.close();
    expect(await prepareKeyStore(readStoreConfiguration({ MANDALA_DATA_DIR: dataDirectory }), '3000')).toBeNull();
  });
});
