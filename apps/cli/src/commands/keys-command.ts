import { isPlanId, openAccessStore, planIds, storeOptionsOf } from '@mandala/access';
import type { AccessStore, PlanId, StoreConfiguration } from '@mandala/access';
import { UsageError, optionalString, parseCommandArguments, requiredString } from '../cli-arguments';
import { textTable } from '../text-table';

export const keysUsage = [
  'mandala keys create --plan free|creator|startup|business|enterprise --name "Acme" [--limit N] [--json]',
  'mandala keys add --account acct_… [--name label] [--json]',
  'mandala keys list [--account acct_…] [--json]',
  'mandala keys revoke <key id or prefix> [--json]',
  'mandala usage --account acct_… [--month YYYY-MM] [--json]',
].join('\n       ');

/**
 * Where the operator's store lives: `readStoreConfiguration(process.env)`, the reading the service shares (tests
 * may leave out what they do not set).
 */
export type StoreLocation = Pick<StoreConfiguration, 'databaseUrl' | 'dataDirectory'> & Partial<StoreConfiguration>;

/** The whole {@link StoreConfiguration} of a {@link StoreLocation}, unset values at their defaults. */
export function storeConfigurationOf(location: StoreLocation): StoreConfiguration {
  return { postgresSchema: undefined, inFlightLeaseSeconds: undefined, autoMigrate: true, upgradeUrl: undefined, ...location };
}

export async function withStore<T>(location: StoreLocation, work: (store: AccessStore) => Promise<T>): Promise<T> {
  const store = await openAccessStore(storeOptionsOf(storeConfigurationOf(location)));
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

/** `mandala keys …`: create, add, list and revoke API keys. */
export async function keysCommand(argv: string[], location: StoreLocation): Promise<string> {
  const [action, ...rest] = argv;
  if (action === undefined || action === 'help' || action === '--help' || action === '-h' || rest.includes('--help') || rest.includes('-h')) {
    return `usage: ${keysUsage}`;
  }
  const parsed = parseCommandArguments(rest, {
    plan: { type: 'string' },
    name: { type: 'string' },
    limit: { type: 'string' },
    account: { type: 'string' },
    json: { type: 'boolean' },
  });
  const json = parsed.values['json'] === true;
  switch (action) {
    case 'create': {
      const plan = requiredString(parsed, 'plan');
      if (!isPlanId(plan)) throw new UsageError(`--plan must be one of ${planIds.join(', ')}`);
      const limitText = optionalString(parsed, 'limit');
      const customMonthlyUnits = limitText === undefined ? null : Number(limitText);
      if (customMonthlyUnits !== null && !(Number.isSafeInteger(customMonthlyUnits) && customMonthlyUnits > 0)) {
        throw new UsageError('--limit must be a positive integer');
      }
      const created = await withStore(location, (store) =>
        store.createAccountWithKey({ name: requiredString(parsed, 'name'), plan: plan as PlanId, customMonthlyUnits }),
      );
      if (json) return JSON.stringify({ key: created.key, accountId: created.accountId, plan: created.plan, keyId: created.keyId });
      return [
        `account  ${created.accountId} (${created.plan})`,
        `key id   ${created.keyId}`,
        `key      ${created.key}`,
        '',
        'This is the only time the key is shown. Store it now; Mandala keeps only its hash.',
      ].join('\n');
    }
    case 'add': {
      const created = await withStore(location, (store) => store.createKey(requiredString(parsed, 'account'), { name: optionalString(parsed, 'name') }));
      if (json) return JSON.stringify({ key: created.key, accountId: created.accountId, plan: created.plan, keyId: created.keyId });
      return `key id   ${created.keyId}\nkey      ${created.key}\n\nThis is the only time the key is shown.`;
    }
    case 'list': {
      const keys = await withStore(location, (store) => store.listKeys({ accountId: optionalString(parsed, 'account') }));
      if (json) return JSON.stringify(keys, null, 2);
      if (keys.length === 0) return 'no keys yet: create one with `pnpm mandala keys create --plan creator --name "Acme"`';
      return textTable(
        ['key id', 'prefix', 'name', 'account', 'plan', 'created', 'revoked'],
        keys.map((key) => [
          key.keyId,
          key.keyPrefix,
          key.name,
          `${key.accountId} (${key.accountName})`,
          key.plan,
          key.createdAt.toISOString(),
          key.revokedAt?.toISOString() ?? '',
        ]),
      );
    }
    case 'revoke': {
      const target = parsed.positionals[0];
      if (target === undefined) throw new UsageError('name the key to revoke by its id (key_…) or prefix (mdl_live_…)');
      const revoked = await withStore(location, (store) => store.revokeKey(target));
      return json ? JSON.stringify(revoked) : `revoked ${revoked.keyId} (${revoked.keyPrefix})`;
    }
    default:
      throw new UsageError('keys needs one of: create, add, list, revoke');
  }
}

/** `mandala usage --account …`: units used this month. */
export async function usageCommand(argv: string[], location: StoreLocation): Promise<string> {
  const parsed = parseCommandArguments(argv, { account: { type: 'string' }, month: { type: 'string' }, json: { type: 'boolean' } });
  const usage = await withStore(location, (store) => store.usage(requiredString(parsed, 'account'), optionalString(parsed, 'month')));
  if (parsed.values['json'] === true) return JSON.stringify(usage);
  const limit = usage.limit === null ? 'unlimited' : String(usage.limit);
  return `${usage.accountId} (${usage.plan}) ${usage.month}: ${usage.used} of ${limit} units used`;
}
