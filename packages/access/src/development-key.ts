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

/**
 * The one-time notice of a freshly created development key, for stderr (never a log line): where the key store is
 * (`accessStoreLocation`), the key, a first curl against `port`, and how to make real keys.
 */
export function developmentKeyNotice(notice: { readonly key: string; readonly storeLocation: string; readonly port: number | string }): string {
  return (
    [
      '',
      `A fresh key store was created in ${notice.storeLocation}, with a development account (Business plan).`,
      `Development API key (shown once, keep it): ${notice.key}`,
      `Try it, with KEY set to that key: curl -H "Authorization: Bearer $KEY" "http://localhost:${notice.port}/hd-data?date=1990-05-15T14:30&timezone=Europe/Berlin"`,
      'Create real accounts and keys with the operator CLI (pnpm mandala keys --help) or',
      'createAccountWithKey() of @mandala/access; revoke the development key before going live.',
      '',
    ].join('\n') + '\n'
  );
}
