/** The dashboard's calls to `/account/api/` on the session cookie; state changes carry `X-CSRF-Token`. */

export interface SessionInfo {
  readonly email: string;
  readonly accountId: string;
  readonly plan: string;
  readonly emailVerified: boolean;
  readonly csrfToken: string;
}

export interface DayUsage {
  readonly day: string;
  readonly rest: number;
  readonly agentHttp: number;
  readonly mcp: number;
}

export interface UsageInfo {
  readonly plan: string;
  readonly planName: string;
  readonly month: string;
  readonly limit: number | null;
  readonly used: number;
  readonly remaining: number | null;
  readonly reset: string;
  readonly days: readonly DayUsage[];
}

/** A tier (access category) and what it holds. */
export interface TierInfo {
  readonly category: string;
  readonly contents: string;
}

/** What the account's plan includes (`GET /account/api/plan`). */
export interface PlanInfo {
  readonly plan: string;
  readonly planName: string;
  readonly monthlyUnits: number | null;
  readonly requestsPerSecond: number;
  readonly burstRequests: number;
  readonly burstWindowSeconds: number;
  readonly savedPeopleLimit: number | null;
  readonly openStreamsLimit: number;
  readonly includedTiers: readonly TierInfo[];
  readonly excludedTiers: readonly TierInfo[];
  readonly plansUrl: string;
  readonly upgradeUrl: string;
}

export interface KeyInfo {
  readonly keyId: string;
  readonly name: string;
  readonly prefix: string;
  readonly created: string;
  readonly lastUsed: string | null;
}

export interface PersonInfo {
  readonly id: string;
  readonly name: string;
  readonly date: string;
  readonly timezone: string;
  readonly notes: string | null;
}

export interface ConnectedAppInfo {
  readonly grantId: string;
  readonly clientId: string;
  readonly clientName: string;
  readonly scopes: readonly string[];
  readonly connectedAt: string | null;
  readonly lastUsedAt: string | null;
}

/** A failed call, with the service's message (which says what to do next). */
export class AccountApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function createAccountApi(csrfToken: () => string) {
  /**
   * An account deletion is on its way or done: a 401 then means the account is gone, not that the session ended, and
   * must not take the page to sign-in (the page says the account was deleted). A call made meanwhile, such as the
   * dashboard's usage refresh every 5 s, is answered 401 once the account is deleted.
   */
  let deleting = false;
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`/account/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        ...(method === 'GET' ? {} : { 'X-CSRF-Token': csrfToken() }),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (response.status === 401) {
      if (!deleting) window.location.assign('/account/sign-in?next=%2Faccount');
      throw new AccountApiError(401, 'Sign in again.');
    }
    const text = await response.text();
    const parsed: unknown = text === '' ? undefined : JSON.parse(text);
    if (!response.ok) throw new AccountApiError(response.status, (parsed as { message?: string } | undefined)?.message ?? `The service answered ${response.status}.`);
    return parsed as T;
  }
  /** A saved person's natal report as a file (1 unit, as `GET /reports/natal.{format}`), with its download name. */
  async function personReport(personId: string, format: 'pdf' | 'html' | 'md'): Promise<{ file: Blob; fileName: string }> {
    const response = await fetch(`/account/api/people/${encodeURIComponent(personId)}/report`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'X-CSRF-Token': csrfToken(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ format }),
    });
    if (!response.ok) {
      const problem = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
      throw new AccountApiError(response.status, problem?.message ?? `The service answered ${response.status}.`);
    }
    const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `human-design-report.${format}`;
    return { file: await response.blob(), fileName };
  }
  return {
    personReport,
    session: () => call<SessionInfo>('GET', '/session'),
    usage: () => call<UsageInfo>('GET', '/usage'),
    plan: () => call<PlanInfo>('GET', '/plan'),
    keys: async () => (await call<{ keys: KeyInfo[] }>('GET', '/keys')).keys,
    createKey: (name: string) => call<KeyInfo & { key: string }>('POST', '/keys', { name }),
    revokeKey: (keyId: string) => call<undefined>('DELETE', `/keys/${encodeURIComponent(keyId)}`),
    renameKey: (keyId: string, name: string) => call<KeyInfo>('PATCH', `/keys/${encodeURIComponent(keyId)}`, { name }),
    changePassword: (currentPassword: string, newPassword: string) => call<undefined>('POST', '/password', { currentPassword, newPassword }),
    changeEmail: (currentPassword: string, newEmail: string) => call<{ message: string }>('POST', '/email', { currentPassword, newEmail }),
    resendVerification: () => call<{ message: string }>('POST', '/verification'),
    people: async () => (await call<{ people: PersonInfo[] }>('GET', '/people')).people,
    savePerson: (person: { name: string; date: string; timezone: string; notes?: string }) => call<PersonInfo>('POST', '/people', person),
    deletePerson: (id: string) => call<undefined>('DELETE', `/people/${encodeURIComponent(id)}`),
    connectedApps: async () => (await call<{ apps: ConnectedAppInfo[] }>('GET', '/connected-apps')).apps,
    disconnectApp: (grantId: string) => call<undefined>('DELETE', `/connected-apps/${encodeURIComponent(grantId)}`),
    async deleteAccount(password: string): Promise<void> {
      deleting = true;
      try {
        await call<undefined>('DELETE', '/account', { password });
      } catch (error) {
        // Not deleted (a wrong password, say): the account goes on, and a 401 is again a session that ended.
        deleting = false;
        throw error;
      }
    },
  };
}
