// Each way a connection can be abused is refused with the error its RFC names, and nothing is issued:
// a wrong PKCE verifier, a replayed or expired code (RFC 6749 invalid_grant), a redirect URI not registered (no
// redirect, invalid_redirect_uri), a resource that is not Mandala's (RFC 8707 invalid_target) and a token used on
// another resource (RFC 6750 invalid_token), a client metadata URL on a private address (invalid_client), the
// consent form posted without its CSRF token (403, no code), a token of a revoked grant (invalid_token), and a
// revocation by a client the token was not issued to (nothing revoked).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOAuthService } from './oauth-harness';
import type { OAuthService } from './oauth-harness';
import { CookieJar, answerConsentForm, authorizationCode, authorizationUrl, csrfOf, exchangeCode, pkcePair, reachConsent, registerClient, step } from './oauth-http-flow';

const redirectUri = 'http://127.0.0.1:49152/callback';
const pause = (milliseconds: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, milliseconds));

describe('OAuth refusals', () => {
  let service: OAuthService;
  let issuer: string;
  let mcpResource: string;
  let clientId: string;

  beforeAll(async () => {
    service = await startOAuthService({ lifetimeSeconds: { authorizationCode: 2 } });
    issuer = service.running.publicAddresses.publicUrl;
    mcpResource = service.running.publicAddresses.mcpPublicUrl;
    const registered = await registerClient(issuer, [redirectUri]);
    expect(registered.status).toBe(201);
    clientId = ((await registered.json()) as { client_id: string }).client_id;
  }, 120_000);
  afterAll(async () => {
    await service?.close();
  });

  async function codeFor(challenge: string, resource = mcpResource): Promise<string> {
    return authorizationCode(issuer, { clientId, redirectUri, challenge, resource }, service.email);
  }

  function mcpCall(accessToken: string, url = mcpResource): Promise<Response> {
    return fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
  }

  it('refuses a wrong PKCE verifier with invalid_grant, and the code then stays unused by anyone else', async () => {
    const pkce = pkcePair();
    const code = await codeFor(pkce.challenge);
    const wrong = await exchangeCode(issuer, { code, client_id: clientId, redirect_uri: redirectUri, code_verifier: pkcePair().verifier });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses an authorization request without PKCE or with the plain method', async () => {
    const url = new URL(authorizationUrl(issuer, { clientId, redirectUri, challenge: pkcePair().challenge }));
    url.searchParams.set('code_challenge_method', 'plain');
    const plain = await step(new CookieJar(), url.href);
    expect(new URL(plain.headers.get('location') ?? 'http://x/').searchParams.get('error')).toBe('invalid_request');
    url.searchParams.delete('code_challenge_method');
    url.searchParams.delete('code_challenge');
    const without = await step(new CookieJar(), url.href);
    expect(new URL(without.headers.get('location') ?? 'http://x/').searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses a replayed code with invalid_grant and revokes what it issued', async () => {
    const pkce = pkcePair();
    const code = await codeFor(pkce.challenge);
    const exchange = { code, client_id: clientId, redirect_uri: redirectUri, code_verifier: pkce.verifier };
    const first = await exchangeCode(issuer, exchange);
    expect(first.status).toBe(200);
    const tokens = (await first.json()) as { access_token: string; token_type: string; expires_in: number };
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 600 });
    expect((await mcpCall(tokens.access_token)).status).toBe(200);
    const replay = await exchangeCode(issuer, exchange);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    // RFC 6819 §4.4.1.1: a replayed code revokes the tokens issued with it.
    expect((await mcpCall(tokens.access_token)).status).toBe(401);
  });

  it('refuses an expired code with invalid_grant', async () => {
    const pkce = pkcePair();
    const code = await codeFor(pkce.challenge);
    await pause(2500);
    const late = await exchangeCode(issuer, { code, client_id: clientId, redirect_uri: redirectUri, code_verifier: pkce.verifier });
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('never redirects to a redirect URI that is not registered exactly, another loopback port included', async () => {
    for (const unregistered of ['https://attacker.example/callback', 'http://127.0.0.1:49153/callback', `${redirectUri}/more`]) {
      const answer = await step(new CookieJar(), authorizationUrl(issuer, { clientId, redirectUri: unregistered, challenge: pkcePair().challenge }));
      expect(answer.status).toBe(400);
      expect(answer.headers.get('location')).toBeNull();
      expect(await answer.text()).toContain('invalid_redirect_uri');
    }
  });

  it('refuses to register a redirect URI that is neither https nor loopback http', async () => {
    for (const uri of ['http://example.com/callback', 'myapp://callback', 'https://example.com/cb#fragment']) {
      const answer = await registerClient(issuer, [uri]);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ error: expect.stringMatching(/^invalid_(redirect_uri|client_metadata)$/) });
    }
  });

  it('refuses a resource that is not Mandala’s with invalid_target', async () => {
    const answer = await step(
      new CookieJar(),
      authorizationUrl(issuer, { clientId, redirectUri, challenge: pkcePair().challenge, resource: 'https://elsewhere.example/' }),
    );
    expect(new URL(answer.headers.get('location') ?? 'http://x/').searchParams.get('error')).toBe('invalid_target');
  });

  it('binds a token to its resource: one for REST is refused by MCP with invalid_token and accepted by REST', async () => {
    const pkce = pkcePair();
    const code = await codeFor(pkce.challenge, `${issuer}/`);
    const tokens = (await (await exchangeCode(issuer, { code, client_id: clientId, redirect_uri: redirectUri, code_verifier: pkce.verifier })).json()) as {
      access_token: string;
    };
    const onMcp = await mcpCall(tokens.access_token);
    expect(onMcp.status).toBe(401);
    expect(onMcp.headers.get('www-authenticate')).toMatch(/^Bearer resource_metadata=".*", scope="charts people offline_access", error="invalid_token"/);
    const onRest = await fetch(`${issuer}/v3/hd-data?date=1985-03-12T14:30&timezone=America/New_York`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(onRest.status).toBe(200);
    const onAgent = await fetch(`${issuer}/agent/v1/mcp/catalog`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(onAgent.status).toBe(401);
  });

  it('refuses a client metadata document on a private or loopback address with invalid_client', async () => {
    for (const privateClientId of ['https://10.0.0.7/client.json', 'https://127.0.0.1:8443/client.json', 'https://[::1]/client.json', 'https://localhost/client.json', 'http://example.com/client.json']) {
      const answer = await step(new CookieJar(), authorizationUrl(issuer, { clientId: privateClientId, redirectUri, challenge: pkcePair().challenge }));
      expect(answer.status).toBe(400);
      expect(answer.headers.get('location')).toBeNull();
      expect(await answer.text()).toContain('invalid_client');
    }
  });

  it('refuses the consent form without its CSRF token (403) and issues no code', async () => {
    const jar = new CookieJar();
    const { consentUrl, html } = await reachConsent(issuer, jar, { clientId, redirectUri, challenge: pkcePair().challenge, resource: mcpResource }, service.email);
    expect(html).toContain('Flow client');
    for (const form of [{ decision: 'allow' }, { decision: 'allow', _csrf: 'forged' }] as Record<string, string>[]) {
      const forged = await answerConsentForm(issuer, jar, consentUrl, form);
      expect(forged.status).toBe(403);
      expect(forged.headers.get('location')).toBeNull();
    }
    // The same request still completes with the real token, so the refusals changed nothing.
    const answered = await answerConsentForm(issuer, jar, consentUrl, { _csrf: csrfOf(html), decision: 'allow' });
    expect(new URL(answered.headers.get('location') ?? 'http://x/').searchParams.get('code')).toEqual(expect.any(String));
  });

  it('does not let another client revoke a token that is not its own (RFC 7009 §2.2), and lets its own client revoke it', async () => {
    const pkce = pkcePair();
    const code = await codeFor(pkce.challenge);
    const tokens = (await (await exchangeCode(issuer, { code, client_id: clientId, redirect_uri: redirectUri, code_verifier: pkce.verifier })).json()) as {
      access_token: string;
      refresh_token: string;
    };
    const other = ((await (await registerClient(issuer, [redirectUri])).json()) as { client_id: string }).client_id;
    const revoke = (client: string) =>
      fetch(`${issuer}/oauth/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: tokens.refresh_token, token_type_hint: 'refresh_token', client_id: client }).toString(),
      });
    expect((await revoke(other)).status).toBe(200);
    expect((await mcpCall(tokens.access_token)).status).toBe(200);
    expect((await revoke(clientId)).status).toBe(200);
    expect((await mcpCall(tokens.access_token)).status).toBe(401);
  });

  it('grants offline_access (a refresh token) to a client that asks without prompt=consent, after the consent page', async () => {
    const pkce = pkcePair();
    const code = await codeFor(pkce.challenge);
    const tokens = (await (await exchangeCode(issuer, { code, client_id: clientId, redirect_uri: redirectUri, code_verifier: pkce.verifier })).json()) as {
      refresh_token?: string;
      scope: string;
    };
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(tokens.scope.split(' ').sort()).toEqual(['charts', 'people']);
  });

  it('answers Deny with access_denied on the redirect URI', async () => {
    const jar = new CookieJar();
    const { consentUrl, html } = await reachConsent(issuer, jar, { clientId, redirectUri, challenge: pkcePair().challenge, resource: mcpResource }, service.email);
    const denied = await answerConsentForm(issuer, jar, consentUrl, { _csrf: csrfOf(html), decision: 'deny' });
    const location = new URL(denied.headers.get('location') ?? 'http://x/');
    expect(location.origin + location.pathname).toBe(redirectUri);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('refuses every token of a revoked grant with invalid_token, and its refresh token with invalid_grant', async () => {
    const pkce = pkcePair();
    const code = await codeFor(pkce.challenge);
    const tokens = (await (await exchangeCode(issuer, { code, client_id: clientId, redirect_uri: redirectUri, code_verifier: pkce.verifier })).json()) as {
      access_token: string;
      refresh_token: string;
    };
    expect((await mcpCall(tokens.access_token)).status).toBe(200);
    const grantId = String((await service.running.rest.store.findOAuthRecord('AccessToken', tokens.access_token))?.payload['grantId']);
    expect((await service.running.authorization.connectedApps(service.accountId)).map((app) => app.grantId)).toContain(grantId);
    await service.running.rest.store.revokeOAuthGrant(grantId);
    const refused = await mcpCall(tokens.access_token);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain('error="invalid_token"');
    const refresh = await fetch(`${issuer}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: clientId }).toString(),
    });
    expect(refresh.status).toBe(400);
    expect(await refresh.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers a request without credentials with the RFC 9728 challenge on both MCP endpoints', async () => {
    for (const [url, metadataUrl] of [
      [mcpResource, `${mcpResource}.well-known/oauth-protected-resource`],
      [`${issuer}/mcp`, `${issuer}/.well-known/oauth-protected-resource/mcp`],
    ] as const) {
      const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${metadataUrl}", scope="charts people offline_access"`);
      const metadata = (await (await fetch(metadataUrl)).json()) as { resource: string; authorization_servers: string[] };
      expect(metadata).toMatchObject({ resource: url.endsWith('/mcp') ? url : mcpResource, authorization_servers: [issuer] });
    }
  });
});
