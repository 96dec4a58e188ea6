// Guards the dashboard's deletion (account-api.ts, `deleting`): once the account is deleted, the usage refresh (every
// 5 s) or any call still in flight is answered 401. That 401 took the page to sign-in instead of "your account was
// deleted" (account-dashboard-browser.test.ts failed so in CI on a slow machine). A 401 is a session that ended
// again as soon as a deletion is refused.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountApiError, createAccountApi } from './account-api';

/** What `fetch` is asked, answered by the test through `answer`. */
interface AskedCall {
  readonly method: string;
  readonly path: string;
  answer(status: number, body?: unknown): void;
}

describe('the account API while the account is deleted', () => {
  let asked: AskedCall[];
  let navigations: string[];

  beforeEach(() => {
    asked = [];
    navigations = [];
    vi.stubGlobal('window', { location: { assign: (url: string) => navigations.push(url) } });
    vi.stubGlobal('fetch', (url: string, init: { method: string }) => {
      return new Promise<Response>((resolve) => {
        asked.push({
          method: init.method,
          path: url,
          answer: (status, body) => resolve(new Response(body === undefined ? null : JSON.stringify(body), { status })),
        });
      });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const waitForCall = async (method: string, path: string): Promise<AskedCall> => {
    for (let turn = 0; turn < 100; turn += 1) {
      const found = asked.find((call) => call.method === method && call.path === path);
      if (found !== undefined) return found;
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    throw new Error(`fetch was not asked ${method} ${path}`);
  };

  it('stays on the page when a call made during the deletion is answered 401', async () => {
    const api = createAccountApi(() => 'csrf');
    const deletion = api.deleteAccount('a long enough passphrase');
    const usage = api.usage();
    // The service deleted the account first: the usage refresh finds no session.
    (await waitForCall('GET', '/account/api/usage')).answer(401, { error: 'session_required', message: 'Sign in first.' });
    await expect(usage).rejects.toBeInstanceOf(AccountApiError);
    (await waitForCall('DELETE', '/account/api/account')).answer(204);
    await deletion;
    // And after it: a refresh that was already on its way.
    const late = api.usage();
    (asked.at(-1) as AskedCall).answer(401, { error: 'session_required', message: 'Sign in first.' });
    await expect(late).rejects.toBeInstanceOf(AccountApiError);
    expect(navigations).toEqual([]);
  });

  it('goes to sign-in on a 401 again once a deletion was refused', async () => {
    const api = createAccountApi(() => 'csrf');
    const deletion = api.deleteAccount('not the password');
    (await waitForCall('DELETE', '/account/api/account')).answer(400, { error: 'invalid_account_details', message: 'The password is not right.' });
    await expect(deletion).rejects.toThrow('The password is not right.');
    const usage = api.usage();
    (await waitForCall('GET', '/account/api/usage')).answer(401, { error: 'session_required', message: 'Sign in first.' });
    await expect(usage).rejects.toBeInstanceOf(AccountApiError);
    expect(navigations).toEqual(['/account/sign-in?next=%2Faccount']);
  });
});
