import type { AccessStore, CreatedKey } from './access-store';

/** Name of the account `ensureDevelopmentKey` creates. */
export const developmentAccountName = 'development';

/**
 * On a fresh start with an empty store, creates a `development` account on the Business plan
 * (every category, 1,000,000 units a month) with one key, and returns it so the server can print it once.
 * Returns `null` when the store already has any account (the key is never shown again).
 */
export async function ensureDevelopmentKey(store: AccessStore): Promise<CreatedKey | null> {
  if ((await store.countAccounts()) > 0) return null;
  return store.createAccountWithKey({ name: developmentAccountName, plan: 'business', keyName: 'development' });
}
