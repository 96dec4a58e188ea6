// Guards RFC 6750 §3 / RFC 9728 §5.1 on the REST origin: the REST API and Agent HTTP take OAuth access tokens, so a
// 401 from them names their protected resource metadata in WWW-Authenticate (as the MCP endpoints' 401s do), and a
// client without a token can find the authorization server. The account API's 401 (a session cookie) has none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOAuthService } from './oauth-harness';
import type { OAuthService } from './oauth-harness';

describe('the Bearer challenge of a 401 on the REST origin', () => {
  let service: OAuthService;
  let issuer: string;

  beforeAll(async () => {
    service = await startOAuthService();
    issuer = service.running.publicAddresses.publicUrl;
  }, 120_000);
  afterAll(async () => {
    await service?.close();
  });

  it('points a REST call without a key at the REST API\'s protected resource metadata', async () => {
    const response = await fetch(`${issuer}/v3/hd-data?date=1990-05-15T14:30&timezone=Europe/Berlin`);
    expect(response.status).toBe(401);
    const challenge = response.headers.get('www-authenticate') ?? '';
    expect(challenge).toMatch(new RegExp(`^Bearer resource_metadata="${issuer}/\\.well-known/oauth-protected-resource"`));
    expect(challenge).not.toContain('error=');
    const metadata = (await (await fetch(`${issuer}/.well-known/oauth-protected-resource`)).json()) as { resource: string };
    expect(metadata.resource).toBe(`${issuer}/`);
  });

  it('points an Agent HTTP call without a key at Agent HTTP\'s metadata', async () => {
    const response = await fetch(`${issuer}/agent/v1/tools/get-gene-keys`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate') ?? '').toMatch(new RegExp(`^Bearer resource_metadata="${issuer}/\\.well-known/oauth-protected-resource/agent/v1"`));
  });

  it('adds no Bearer challenge to the account API, which takes a session cookie', async () => {
    const response = await fetch(`${issuer}/account/api/usage`);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBeNull();
  });
});
