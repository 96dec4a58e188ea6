import { accessStoreLocation, developmentKeyNotice, ensureDevelopmentKey, openAccessStore } from '@mandala/access';
import type { OpenAccessStoreOptions } from '@mandala/access';

/**
 * Opens the key store once before the workers start, which runs its migrations (PostgreSQL under an advisory
 * lock), creates the development key on a fresh store and closes the store again. Returns the notice announcing
 * the key (`developmentKeyNotice`, as `startServer` prints it when it creates the key itself) or `null`
 * when the store already had accounts. The workers then find the accounts and print nothing, so the key is shown
 * once, however many workers run.
 */
export async function prepareKeyStore(
  store: Pick<OpenAccessStoreOptions, 'databaseUrl' | 'dataDirectory'> & { readonly postgresSchema?: string | undefined },
  port: string,
): Promise<string | null> {
  const { postgresSchema, ...location } = store;
  const opened = await openAccessStore({ ...location, ...(postgresSchema === undefined ? {} : { postgresSchema }) });
  try {
    const development = await ensureDevelopmentKey(opened);
    if (development === null) return null;
    return developmentKeyNotice({ key: development.key, storeLocation: accessStoreLocation(location), port });
  } finally {
    await opened.close();
  }
}
