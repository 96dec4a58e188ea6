import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../run-cli';

const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-cli-accounts-'));
const location = { databaseUrl: undefined, dataDirectory };
afterAll(() => rmSync(dataDirectory, { recursive: true, force: true }));

describe('mandala accounts', () => {
  it('lists accounts, sets a plan by email or id, and disables an account (its key then answers 403)', async () => {
    const store = await openAccessStore({ dataDirectory });
    const account = await store.signUp({ email: 'ada@example.com', password: 'a long enough passphrase' });
    const key = await store.createKey(account.id, { name: 'laptop' });
    await store.close();

    const listed = await runCli(['accounts', 'list'], location);
    expect(listed.exitCode, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(account.id);
    expect(listed.stdout).toContain('ada@example.com');
    expect(listed.stdout).toContain('active, email unverified');

    const upgraded = await runCli(['accounts', 'set-plan', 'ada@example.com', '--plan', 'business', '--json'], location);
    expect(upgraded.exitCode, upgraded.stderr).toBe(0);
    expect(JSON.parse(upgraded.stdout)).toMatchObject({ accountId: account.id, plan: 'business' });

    const disabled = await runCli(['accounts', 'disable', account.id], location);
    expect(disabled.stdout).toBe(`${account.id} is disabled: its keys answer 403 and its sessions have ended`);
    const reopened = await openAccessStore({ dataDirectory });
    try {
      await expect(reopened.authenticate(key.key)).rejects.toMatchObject({ code: 'account_disabled' });
    } finally {
      await reopened.close();
    }
  });

  it('says what to do for a bad plan, an unknown email and a missing account', async () => {
    expect((await runCli(['accounts', 'set-plan', 'acct_x', '--plan', 'gold'], location)).stderr).toContain('--plan must be one of');
    expect((await runCli(['accounts', 'set-plan', 'nobody@example.com', '--plan', 'free'], location)).stderr).toContain('no account signs in with');
    const missing = await runCli(['accounts', 'disable', 'acct_doesnotexist'], location);
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toContain('unknown_account');
    expect((await runCli(['accounts'], location)).exitCode).toBe(2);
  });
});
