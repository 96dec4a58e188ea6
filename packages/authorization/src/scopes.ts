/** What each scope lets a connected app do, as the consent page says it. */
export const scopeDescriptions: Readonly<Record<string, string>> = {
  charts: 'Calculate charts and read reference data, spending units of your monthly quota',
  people: 'See and change the people you have saved',
  offline_access: 'Stay connected when you are not using it (a refresh token)',
};

/** Scopes of the Mandala resources (MCP, REST, Agent HTTP). */
export const resourceScopes = ['charts', 'people'] as const;

/** Every scope a client may ask for, in the order the consent page lists them. */
export const supportedScopes = [...resourceScopes, 'offline_access'] as const;

/** The scopes requested by a `scope` parameter that the service knows, in the consent page's order. */
export function knownScopesOf(scope: string | undefined): string[] {
  const requested = new Set((scope ?? '').split(' ').filter((value) => value !== ''));
  return supportedScopes.filter((known) => requested.has(known));
}

/**
 * An authorization request's `scope` with `charts` added when it names no resource scope (`charts`, `people`): what
 * the consent page lists, the grant holds and the access token carries, so the three agree.
 */
export function withDefaultResourceScope(scope: string): string {
  const requested = scope.split(' ').filter((value) => value !== '');
  if (requested.some((value) => (resourceScopes as readonly string[]).includes(value))) return scope;
  return ['charts', ...requested].join(' ');
}
