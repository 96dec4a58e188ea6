import { resolve } from 'node:path';
import type { OpenAccessStoreOptions } from './access-store';
import { isPostgresUrl } from './open-access-store';
import { sqliteFileName } from './storage/sqlite-driver';

/**
 * Where `openAccessStore(options)` keeps the keys, in words for an operator notice: `the PostgreSQL database`
 * (never the URL, which may carry a password) or `the SQLite file <absolute path>`.
 *
 * @example
 * accessStoreLocation({ dataDirectory: '.mandala' }); // 'the SQLite file /srv/mandala/.mandala/access.sqlite'
 */
export function accessStoreLocation(options: Pick<OpenAccessStoreOptions, 'databaseUrl' | 'dataDirectory'>): string {
  if (isPostgresUrl(options.databaseUrl?.trim())) return 'the PostgreSQL database';
  return `the SQLite file ${resolve(options.dataDirectory, sqliteFileName)}`;
}
