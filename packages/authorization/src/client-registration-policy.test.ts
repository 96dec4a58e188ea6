import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maximumClientNameLength, maximumRedirectUris, visibleText } from './client-registration-policy';
import { renderConsentPage } from './consent-page';
import { startAuthorizationTestServer } from './test-support/authorization-test-server';
import type { AuthorizationTestServer } from './test-support/authorization-test-server';

// Guards issue 35's low finding on client registration, which accepted 1,000 redirect_uris, client_secret_basic
// (the README promises public clients) and bidirectional-override characters in client_name shown raw on the
// consent page: at most 10 redirect URIs, token_endpoint_auth_method none only, client_name plain text of at most
// 100 characters, each refused with invalid_client_metadata saying what to send; a stored name is shown escaped.
describe('the client registration policy', () => {
  let issuer: string;
  let started: AuthorizationTestServer;

  beforeAll(async () => {
    started = await startAuthorizationTestServer('mandala-registration-');
    ({ issuer } = started);
  });
  afterAll(() => started.close());

  const callbacks = (count: number) => Array.from({ length: count }, (_, index) => `http://127.0.0.1:49152/callback/${index}`);

  async function register(metadata: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
    const answer = await fetch(`${issuer}/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'Policy client', redirect_uris: callbacks(1), ...metadata }),
    });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  }

  it(`accepts ${maximumRedirectUris} redirect URIs and refuses ${maximumRedirectUris + 1} or 1,000`, async () => {
    expect((await register({ redirect_uris: callbacks(maximumRedirectUris) })).status).toBe(201);
    for (const count of [maximumRedirectUris + 1, 1000]) {
      const refused = await register({ redirect_uris: callbacks(count) });
      expect(refused.status).toBe(400);
      // RFC 7591 §3.2.2 names the error of a redirect URI problem invalid_redirect_uri.
      expect(refused.body).toMatchObject({ error: 'invalid_redirect_uri', error_description: expect.stringContaining(`at most ${maximumRedirectUris}`) });
    }
  });

  it('registers public clients only: none (or left out) is accepted, every client authentication method refused', async () => {
    const explicit = await register({ token_endpoint_auth_method: 'none' });
    expect(explicit).toMatchObject({ status: 201, body: { token_endpoint_auth_method: 'none' } });
    expect(explicit.body).not.toHaveProperty('client_secret');
    const leftOut = await register({});
    expect(leftOut).toMatchObject({ status: 201, body: { token_endpoint_auth_method: 'none' } });
    expect(leftOut.body).not.toHaveProperty('client_secret');
    for (const method of ['client_secret_basic', 'client_secret_post', 'client_secret_jwt', 'private_key_jwt']) {
      const refused = await register({ token_endpoint_auth_method: method });
      expect(refused.status, method).toBe(400);
      expect(refused.body, method).toMatchObject({ error: 'invalid_client_metadata', error_description: expect.stringContaining('public clients only') });
      expect(refused.body).not.toHaveProperty('client_secret');
    }
  });

  it('refuses control, bidirectional-override and zero-width characters in client_name, and a name too long', async () => {
    for (const name of ['Evil\u202Egnp.exe', 'Left\u2066isolate\u2069', 'Zero\u200Bwidth', 'Nul\u0000byte', 'Line\nbreak', 'Mark\u200Fright', 'Bom\uFEFF']) {
      const refused = await register({ client_name: name });
      expect(refused.status, JSON.stringify(name)).toBe(400);
      expect(refused.body, JSON.stringify(name)).toMatchObject({ error: 'invalid_client_metadata', error_description: expect.stringContaining('client_name') });
    }
    expect((await register({ client_name: 'x'.repeat(maximumClientNameLength) })).status).toBe(201);
    expect((await register({ client_name: 'x'.repeat(maximumClientNameLength + 1) })).status).toBe(400);
    // Letters of every script, accents and emoji without joiners stay welcome.
    expect((await register({ client_name: 'Claude — Ünïcödé 日本語 🌙' })).status).toBe(201);
  });

  it('shows a stored name with its invisible characters written out, and HTML escaped, on the consent page', () => {
    const shown = visibleText('Evil\u202Egnp.exe<script>');
    expect(shown).toBe('Evil\\u{202E}gnp.exe<script>');
    const page = renderConsentPage({ clientName: shown, clientId: 'c', redirectHost: 'h', scopes: ['charts'], email: 'a@example.test', action: '/x', csrfToken: 't' });
    expect(page).toContain('Evil\\u{202E}gnp.exe&lt;script&gt;');
    expect(page).not.toContain('\u202E');
    expect(page).not.toContain('<script>');
  });
});
