import { accessStoreLocation, latestSchemaVersion, migrateAccessStore, storeOptionsOf } from '@mandala/access';
import { UsageError, parseCommandArguments } from '../cli-arguments';
import { storeConfigurationOf } from './keys-command';
import type { StoreLocation } from './keys-command';

export const migrateUsage = 'mandala migrate [--json]';

/**
 * `mandala migrate`: brings the key store's schema to the version this Mandala knows, explicitly (the container
 * image's entry runs it before the service; with `MANDALA_AUTO_MIGRATE=off` the service only checks). Safe to run
 * again. A store a newer Mandala migrated is refused with what to do.
 */
export async function migrateCommand(argv: string[], location: StoreLocation): Promise<string> {
  if (argv.includes('--help') || argv.includes('-h')) return `usage: ${migrateUsage}`;
  const parsed = parseCommandArguments(argv, { json: { type: 'boolean' } });
  if (parsed.positionals.length > 0) throw new UsageError(`migrate takes no arguments, not "${parsed.positionals.join(' ')}"`);
  const configuration = storeConfigurationOf(location);
  const report = await migrateAccessStore(storeOptionsOf(configuration));
  if (parsed.values['json'] === true) return JSON.stringify(report);
  const where =
    configuration.databaseUrl === undefined ? accessStoreLocation(configuration) : `the PostgreSQL schema ${configuration.postgresSchema ?? 'public'}`;
  if (report.applied === undefined) return `${where} is at schema version ${report.version} (the latest this Mandala knows)`;
  if (report.applied.length === 0) return `${where} was already at schema version ${report.version} (the latest this Mandala knows); nothing to do`;
  return `${where} is now at schema version ${report.version}: applied ${report.applied.map((version) => `#${version}`).join(', ')} (latest known: ${latestSchemaVersion})`;
}
