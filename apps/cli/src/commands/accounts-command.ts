import { isPlanId, planIds } from '@mandala/access';
import type { Account, AccessStore } from '@mandala/access';
import { UsageError, optionalString, parseCommandArguments, requiredString } from '../cli-arguments';
import { textTable } from '../text-table';
import { withStore } from './keys-command';
import type { StoreLocation } from './keys-command';

export const accountsUsage = [
  'mandala accounts list [--json]',
  'mandala accounts set-plan <acct_… or email> --plan free|creator|startup|business|enterprise [--limit N] [--json]',
  'mandala accounts disable <acct_… or email> [--json]',
].join('\n       ');

/** The account named by its id (`acct_…`) or its sign-in email; `unknown_account` otherwise. */
async function accountIdOf(store: AccessStore, reference: string): Promise<string> {
  if (!reference.includes('@')) return reference;
  const account = await store.findAccountByEmail(reference);
  if (account === null) throw new UsageError(`no account signs in with ${reference}; list them with \`mandala accounts list\``);
  return account.id;
}

function accountJson(account: Account): Record<string, unknown> {
  return {
    accountId: account.id,
    name: account.name,
    email: account.email,
    plan: account.plan,
    customMonthlyUnits: account.customMonthlyUnits,
    createdAt: account.createdAt.toISOString(),
    emailVerified: account.emailVerifiedAt !== null,
    disabledAt: account.disabledAt?.toISOString() ?? null,
  };
}

/** `mandala accounts …`: list accounts, change a plan, disable an account. */
export async function accountsCommand(argv: string[], location: StoreLocation): Promise<string> {
  const [action, ...rest] = argv;
  const parsed = parseCommandArguments(rest, { plan: { type: 'string' }, limit: { type: 'string' }, json: { type: 'boolean' } });
  const json = parsed.values['json'] === true;
  switch (action) {
    case 'list': {
      const accounts = await withStore(location, (store) => store.listAccounts());
      if (json) return JSON.stringify(accounts.map(accountJson), null, 2);
      if (accounts.length === 0) return 'no accounts yet: people open one at /account/sign-up, or run `pnpm mandala keys create`';
      return textTable(
        ['account', 'email', 'name', 'plan', 'created', 'status'],
        accounts.map((account) => [
          account.id,
          account.email ?? '',
          account.name,
          account.customMonthlyUnits === null ? account.plan : `${account.plan} (${account.customMonthlyUnits} units)`,
          account.createdAt.toISOString(),
          account.disabledAt === null ? (account.email === null || account.emailVerifiedAt !== null ? 'active' : 'active, email unverified') : 'disabled',
        ]),
      );
    }
    case 'set-plan': {
      const reference = parsed.positionals[0];
      if (reference === undefined) throw new UsageError('name the account by its id (acct_…) or email');
      const plan = requiredString(parsed, 'plan');
      if (!isPlanId(plan)) throw new UsageError(`--plan must be one of ${planIds.join(', ')}`);
      const limitText = optionalString(parsed, 'limit');
      const limit = limitText === undefined ? null : Number(limitText);
      if (limit !== null && !(Number.isSafeInteger(limit) && limit > 0)) throw new UsageError('--limit must be a positive integer');
      const account = await withStore(location, async (store) => store.setPlan(await accountIdOf(store, reference), plan, limit));
      return json ? JSON.stringify(accountJson(account)) : `${account.id} is now on the ${account.plan} plan`;
    }
    case 'disable': {
      const reference = parsed.positionals[0];
      if (reference === undefined) throw new UsageError('name the account by its id (acct_…) or email');
      const account = await withStore(location, async (store) => store.disableAccount(await accountIdOf(store, reference)));
      return json ? JSON.stringify(accountJson(account)) : `${account.id} is disabled: its keys answer 403 and its sessions have ended`;
    }
    default:
      throw new UsageError('accounts needs one of: list, set-plan, disable');
  }
}
