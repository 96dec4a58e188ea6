// When the key store fails a metered call (store_unavailable, 503), the executor answers at once: it used to ask
// the same failing store for the quota figures first, which doubled the wait while PostgreSQL was unreachable.
import { AccessError } from '@mandala/access';
import type { AccessStore } from '@mandala/access';
import { describe, expect, it } from 'vitest';
import { createExecutor } from './execute-operation';
import { createTestEngines } from './testing';

const key = `mdl_live_${'A'.repeat(43)}`;

describe('a store failure during a metered call', () => {
  it('answers 503 store_unavailable with an unknown charge, without another store call', async () => {
    let quotaCalls = 0;
    const store: Pick<AccessStore, 'authenticate' | 'runMetered' | 'quotaStatus'> = {
      authenticate: () => Promise.resolve({ account: { id: 'acct_1', name: 'a', plan: 'business', customMonthlyUnits: null, createdAt: new Date(), email: null, emailVerifiedAt: null, disabledAt: null }, keyId: 'key_1', keyPrefix: 'mdl_live_AAAAAAAA' }),
      runMetered: () => Promise.reject(new AccessError('store_unavailable', 'The access store is unavailable.')),
      quotaStatus: () => {
        quotaCalls += 1;
        return new Promise(() => undefined);
      },
    };
    const executor = createExecutor({ store, engines: createTestEngines() });
    const result = await executor.execute({
      operation: 'natal_chart_v1',
      rawInput: { date: '1985-03-12T14:30', timezone: 'UTC' },
      credential: { headers: { authorization: `Bearer ${key}` } },
      surface: 'rest',
    });
    expect(result).toMatchObject({ ok: false, status: 503, code: 'store_unavailable', chargedUnits: null });
    expect(quotaCalls).toBe(0);
  });
});
