import { supportedScopes } from './scopes';

/** The scope a client is told to ask for in a 401 challenge. */
export const challengeScope = supportedScopes.join(' ');

/** Protected resource metadata (RFC 9728) of one Mandala resource. */
export function protectedResourceMetadata(resource: string, issuer: string, resourceName: string): Record<string, unknown> {
  return {
    resource,
    authorization_servers: [issuer],
    scopes_supported: [...supportedScopes],
    bearer_methods_supported: ['header'],
    resource_name: resourceName,
    resource_documentation: `${issuer}/docs`,
  };
}

/**
 * Where a resource's metadata is published (RFC 9728 §3.1): `/.well-known/oauth-protected-resource` inserted between
 * the origin and the resource's path (`https://api.example/mcp` → `https://api.example/.well-known/oauth-protected-resource/mcp`).
 */
export function protectedResourceMetadataUrl(resource: string): string {
  const url = new URL(resource);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return `${url.origin}/.well-known/oauth-protected-resource${path}`;
}

/** The `WWW-Authenticate` value of a 401 from a protected resource (RFC 6750 §3, RFC 9728 §5.1). */
export function bearerChallenge(resourceMetadataUrl: string, error?: { readonly code: 'invalid_token'; readonly description: string }): string {
  const parts = [`resource_metadata="${resourceMetadataUrl}"`, `scope="${challengeScope}"`];
  if (error !== undefined) parts.push(`error="${error.code}"`, `error_description="${error.description.replace(/["\\]/g, '')}"`);
  return `Bearer ${parts.join(', ')}`;
}
