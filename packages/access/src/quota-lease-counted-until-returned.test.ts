// What a quota lease shows while it holds units, and what it leaves: another process sees the lease's reserved units
// as used (limit − committed − reserved) while this store's own figures leave its unspent units out; a call that
// fails gives its unit back to the lease, so it is never charged; an idle lease and a closed store give every unspent
// unit back and leave no lease row; idempotent calls keep their own records and replay for nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccessStore } from './access-store';
import { openAccessStore } from './open-access-store';
import { requestFingerprint } from './request-fingerprint';
import { sqliteLeaseRows } from '../test/sqlite-lease-rows';

const pause = (milliseconds: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, milliseconds));

describe('a quota lease while it holds units', () => {
  let dataDirectory: string;
  let observer: AccessStore;
  beforeEach(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-lease-counted-'));
    observer = await openAccessStore({ dataDirectory });
  });
  afterEach(async () => {
    await observer.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  it('is counted as used by others, not by its own store; failed calls are not charged; close gives the rest back', async () => {
    const { accountId } = await observer.createAccountWithKey({ name: 'Leased', plan: 'free' });
    const leasing = await openAccessStore({ dataDirectory, quotaLease: { idleReturnMilliseconds: 600_000 } });
    // One unit for the call and floor(99 / 16) = 6 spare in one block.
    const first = await leasing.runMetered({ accountId, units: 1 }, () => Promise.resolve('chart'));
    expect(first).toMatchObject({ chargedUnits: 1, replayed: false, quota: { used: 1, remaining: 99 } });
    const failure = new Error('ephemeris exploded');
    await expect(leasing.runMetered({ accountId, units: 1 }, () => Promise.reject(failure))).rejects.toBe(failure);
    const second = await leasing.runMetered({ accountId, units: 1 }, () => Promise.resolve('chart'));
    expect(second.quota).toMatchObject({ used: 2, remaining: 98 });
    expect((await leasing.quotaStatus(accountId)).used).toBe(2);
    expect((await leasing.usage(accountId)).used).toBe(2);
    // Another process counts the lease's reserved units too: never more room than there is.
    expect((await observer.usage(accountId)).used).toBe(7);
    expect((await observer.quotaStatus(accountId)).remaining).toBe(93);
    await leasing.close();
    expect((await observer.usage(accountId)).used).toBe(2);
    expect(sqliteLeaseRows(dataDirectory)).toBe(0);
  });

  it('gives its unspent units back once idle, and commits what was spent meanwhile', async () => {
    const { accountId } = await observer.createAccountWithKey({ name: 'Idle', plan: 'free' });
    const leasing = await openAccessStore({ dataDirectory, quotaLease: { idleReturnMilliseconds: 100, commitIntervalMilliseconds: 25 } });
    try {
      for (let call = 0; call < 3; call += 1) await leasing.runMetered({ accountId, units: 1 }, () => Promise.resolve(call));
      expect((await observer.usage(accountId)).used).toBe(7);
      await pause(500);
      expect((await observer.usage(accountId)).used).toBe(3);
      expect(sqliteLeaseRows(dataDirectory)).toBe(0);
    } finally {
      await leasing.close();
    }
  });

  it('leaves calls with an Idempotency-Key to their records: charged once, replayed for nothing', async () => {
    const { accountId } = await observer.createAccountWithKey({ name: 'Keyed', plan: 'free' });
    const leasing = await openAccessStore({ dataDirectory, quotaLease: true });
    const idempotency = { key: 'lease-idempotent-0001', fingerprint: requestFingerprint('natal_chart_v1', { date: '1990-01-01' }) };
    const first = await leasing.runMetered({ accountId, units: 1, idempotency }, () => Promise.resolve('first'));
    const replay = await leasing.runMetered({ accountId, units: 1, idempotency }, () => Promise.resolve('again'));
    expect([first.chargedUnits, first.replayed, replay.chargedUnits, replay.replayed]).toEqual([1, false, 0, true]);
    expect(sqliteLeaseRows(dataDirectory)).toBe(0);
    await leasing.close();
    expect((await observer.usage(accountId)).used).toBe(1);
  });
});
