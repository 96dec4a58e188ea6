// Guards issue 35's low finding: a refresh token used after `mandala accounts disable` answered 200 with new tokens
// (using them then answered 403). Disabling an account now deletes its OAuth grants with every code and token issued
// under them, as deleting it does, and the authorization server finds no account behind a disabled one's tokens: the
// refresh answers 400 invalid_grant and the access token 401, on the next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOAuthService } from './oauth-harness';
import type { OAuthService } from './oauth-harness';
import { authorizationCode, exchangeCode, pkcePair, registerClient } from './oauth-http-flow';

const redirectUri = 'http://127.0.0.1:49152/callback';

describe('a disabled account’s OAuth connections', () => {
  let service: OAuthService;
  let issuer: string;
  let clientId: string;

  beforeAll(async () => {
    service = await startOAuthService();
    issuer = service.running.publicAddresses.publicUrl;
    clientId = ((await (await registerClient(issuer, [redirectUri])).json()) as { client_id: string }).client_id;
  }, 120_000);
  afterAll(async () => {
    await service?.close();
  });

  const refresh = (refreshToken: string) =>
    fetch(`${issuer}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId }).toString(),
    });

  it('refuses its refresh token with invalid_grant and its access token with 401 at once', async () => {
    const pkce = pkcePair();
    const code = await authorizationCode(issuer, { clientId, redirectUri, challenge: pkce.challenge, resource: `${issuer}/` }, service.email);
    const tokens = (await (await exchangeCode(issuer, { code, client_id: clientId, redirect_uri: redirectUri, code_verifier: pkce.verifier })).json()) as {
      access_token: string;
      refresh_token: string;
    };
    // Before: the refresh works (and rotates).
    const rotated = await refresh(tokens.refresh_token);
    expect(rotated.status).toBe(200);
    const current = (await rotated.json()) as { access_token: string; refresh_token: string };
    const chart = () => fetch(`${issuer}/v3/hd-data?date=1985-03-12T14:30&timezone=America/New_York`, { headers: { authorization: `Bearer ${current.access_token}` } });
    expect((await chart()).status).toBe(200);

    await service.running.rest.store.disableAccount(service.accountId);

    const refused = await refresh(current.refresh_token);
    expect(refused.status).toBe(400);
    // The refusal says what to do, not only oidc-provider's "grant request is invalid".
    expect(await refused.json()).toMatchObject({ error: 'invalid_grant', error_description: expect.stringMatching(/Start the connection again from the app/u) });
    expect((await chart()).status).toBe(401);
    expect(await service.running.authorization.connectedApps(service.accountId)).toEqual([]);
  });
});
