// RFC 6750 §3 and RFC 9728 §5.1: a 401 from a resource that takes OAuth access tokens says where its protected
// resource metadata is, so a client that has no token (or a bad one) can find the authorization server. The MCP
// endpoints answer their own challenge; this adds it to the 401s of the REST API and of Agent HTTP.
import { bearerChallenge, protectedResourceMetadataUrl } from '@mandala/authorization';
import type { Middleware } from 'koa';

/** The resources of the REST origin, as the authorization server knows them. */
export interface RestResources {
  readonly rest: string;
  readonly agentHttp: string;
}

/** Refusals of a credential that was sent but is no good: RFC 6750 `invalid_token` (expired, revoked, malformed or unknown). */
const INVALID_TOKEN_CODES: ReadonlySet<string> = new Set(['invalid_access_token', 'malformed_credential']);

/**
 * The `WWW-Authenticate` value of a 401 from `resource`: its protected resource metadata, and `error="invalid_token"`
 * when a token was sent and refused (an unknown, expired or revoked access token, or a token of no known form); a
 * request without any credential gets the challenge alone (RFC 6750 §3.1). The MCP endpoints and this middleware use it.
 */
export function resourceChallenge(resource: string, errorCode: string | undefined, message: string): string {
  return bearerChallenge(protectedResourceMetadataUrl(resource), errorCode !== undefined && INVALID_TOKEN_CODES.has(errorCode) ? { code: 'invalid_token', description: message } : undefined);
}

/** Paths whose 401 is about something else than a bearer token: the account pages (a session cookie) and OAuth itself. */
const notBearerProtected = /^\/(account|oauth)(\/|$)/;

/**
 * After the route answered: a 401 without `WWW-Authenticate` gets the Bearer challenge of its resource (Agent HTTP
 * under `/agent/v1`, else the REST API), with `error="invalid_token"` when an access token was refused.
 */
export function bearerChallengeMiddleware(resources: () => RestResources | undefined): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.status !== 401 || ctx.response.headers['www-authenticate'] !== undefined || notBearerProtected.test(ctx.path)) return;
    const known = resources();
    if (known === undefined) return;
    const resource = ctx.path === '/agent/v1' || ctx.path.startsWith('/agent/v1/') ? known.agentHttp : known.rest;
    const errorCode = (ctx.state as { log?: { errorCode?: string } }).log?.errorCode;
    ctx.set('WWW-Authenticate', resourceChallenge(resource, errorCode, 'The access token is unknown, expired, revoked or for another resource.'));
  };
}
