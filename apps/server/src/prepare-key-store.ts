import { accessStoreLocation, developmentKeyNotice, ensureDevelopmentKey, openAccessStore, storeOptionsOf } from '@mandala/access';
import type { StoreConfiguration } from '@mandala/access';

/**
 * Opens the key store once before the workers start, which runs its migrations (PostgreSQL under an advisory
 * lock), creates the development key on a fresh store and closes the store again. Returns the notice announcing
 * the key (`developmentKeyNotice`, as `startServer` prints it when it creates the key itself) or `null`
 * when the store already had accounts. The workers then find the accounts and print nothing, so the key is shown
 * once, however many workers run.
 */
export async function prepareKeyStore(store: StoreConfiguration, port: string): Promise<string | null> {
  const opened = await openAccessStore(storeOptionsOf(store));
  try {
    const development = await ensureDevelopmentKey(opened);
    if (development === null) return null;
    return developmentKeyNotice({ key: development.key, storeLocation: accessStoreLocation(store), port });
  } finally {
    await opened.close();
  }
}
