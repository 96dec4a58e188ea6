import type { AnyOperation } from './define-operation';

/**
 * Whether a caller with `grantedScopes` may call `operation`: an API key (no scopes, `undefined`) may call every
 * operation of its plan; an OAuth access token must carry every scope the operation declares (`oauthScopes`).
 * The executor enforces the same rule through the access store; this is for listing what a caller can call.
 */
export function oauthScopesAllow(grantedScopes: readonly string[] | undefined, operation: Pick<AnyOperation, 'oauthScopes'>): boolean {
  return grantedScopes === undefined || operation.oauthScopes.every((scope) => grantedScopes.includes(scope));
}
