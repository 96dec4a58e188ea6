// A call served from a quota lease hands its value back as soon as its work is done. Held until the end of the turn of
// the event loop (as every call of the turn answered together), a turn's charts stayed alive through the young
// generation's collections and were promoted to the old one: 1.2–1.5 × the server CPU per chart request and a longer p99
// at 64 connections (issue 39). The calls still start their work together, after the turn's one account check.
import { setImmediate } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { openAccessStore } from './open-access-store';
import { temporaryAccessStore } from '../test/temporary-access-store';

const temporary = temporaryAccessStore('mandala-lease-value-');

it('resolves a leased call in the turn its work resolved in', async () => {
  const store = await openAccessStore({ dataDirectory: temporary.dataDirectory, quotaLease: { idleReturnMilliseconds: 600_000 } });
  try {
    const { accountId } = await store.createAccountWithKey({ name: 'Leasing', plan: 'business' });
    // The first call reserves the lease's block; the second is served from memory.
    await store.runMetered({ accountId, units: 1 }, () => Promise.resolve('first'));
    const order: string[] = [];
    const call = store.runMetered({ accountId, units: 1 }, () => {
      // The turn in which the work resolves ends with this immediate.
      void setImmediate().then(() => order.push('end of the work turn'));
      return Promise.resolve('second');
    });
    const result = await call.then((value) => {
      order.push('call resolved');
      return value;
    });
    await setImmediate();
    expect(result).toMatchObject({ value: 'second', chargedUnits: 1 });
    expect(order).toEqual(['call resolved', 'end of the work turn']);
  } finally {
    await store.close();
  }
});
