import { accessStoreLocation, ensureDevelopmentKey, openAccessStore } from '@mandala/access';
import type { OpenAccessStoreOptions } from '@mandala/access';

/**
 * Opens the key store once before the workers start, which runs its migrations (PostgreSQL under an advisory
 * lock), creates the development key on a fresh store and closes the store again. Returns the notice announcing
 * the key — worded as the one `startServer` (`@mandala/rest-api`) prints when it creates the key itself — or `null`
 * when the store already had accounts. The workers then find the accounts and print nothing, so the key is shown
 * once, however many workers run.
 */
export async function prepareKeyStore(store: Pick<OpenAccessStoreOptions, 'databaseUrl' | 'dataDirectory'>, port: string): Promise<string | null> {
  const opened = await openAccessStore(store);
  try {
    const development = await ensureDevelopmentKey(opened);
    if (development === null) return null;
    return (
      [
        '',
        `A fresh key store was created in ${accessStoreLocation(store)}, with a development account (Business plan).`,
        `Development API key (shown once, keep it): ${development.key}`,
        `Try it, with KEY set to that key: curl -H "Authorization: Bearer $KEY" "http://localhost:${port}/hd-data?date=1990-05-15T14:30&timezone=Europe/Berlin"`,
        'Create real accounts and keys with the operator CLI (pnpm mandala keys --help) or',
        'createAccountWithKey() of @mandala/access; revoke the development key before going live.',
        '',
      ].join('\n') + '\n'
    );
  } finally {
    await opened.close();
  }
}
