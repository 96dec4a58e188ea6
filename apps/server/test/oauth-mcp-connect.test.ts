// The whole connection of an MCP client through OAuth, as Claude or ChatGPT make it: the MCP SDK client
// (StreamableHTTPClientTransport with its OAuth client provider) meets the 401, discovers the protected resource and
// authorization server metadata, registers dynamically (or names its client ID metadata document), has a person
// sign in and press "Allow" in Chromium, receives the code on a loopback redirect, exchanges it, lists tools and
// calls generate_chart charged to that person's account; refresh works; disconnecting cuts the client off.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, skipBrowserTests } from './headless-chromium';
import { TestOAuthClient, answerConsent, startMetadataDocumentServer, startOAuthService, startRedirectReceiver } from './oauth-harness';
import type { MetadataDocumentServer, OAuthService, RedirectReceiver } from './oauth-harness';

const chartArguments = { birthDateTime: '1985-03-12T14:30', timezone: 'America/New_York' };

describe.skipIf(skipBrowserTests)('connecting an MCP client with OAuth', () => {
  let service: OAuthService;
  let receiver: RedirectReceiver;
  let metadataServer: MetadataDocumentServer;
  let browser: Browser;

  beforeAll(async () => {
    receiver = await startRedirectReceiver();
    metadataServer = await startMetadataDocumentServer(receiver.redirectUrl);
    service = await startOAuthService({
      unsafeLoopbackClientMetadataForTests: { origin: metadataServer.origin, certificateAuthority: metadataServer.certificate },
    });
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await service?.close();
    await metadataServer?.close();
    await receiver?.close();
  });

  /** Runs the SDK's flow up to tokens: the 401, discovery, registration, consent in Chromium, the code exchange. */
  async function connect(oauthClient: TestOAuthClient): Promise<{ client: Client; page: Page }> {
    const mcpUrl = new URL(service.running.publicAddresses.mcpPublicUrl);
    const first = new StreamableHTTPClientTransport(mcpUrl, { authProvider: oauthClient });
    await expect(new Client({ name: 'test', version: '1.0.0' }).connect(first)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(oauthClient.authorizationUrl).toBeDefined();
    const authorizationUrl = oauthClient.authorizationUrl as URL;
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizationUrl.searchParams.get('resource')).toBe(mcpUrl.href);
    const context = await browser.newContext();
    const page = await context.newPage();
    const redirect = receiver.nextRedirect();
    await answerConsent(page, authorizationUrl, service.email, 'Allow');
    const query = await redirect;
    const code = query.get('code');
    expect(code).toEqual(expect.any(String));
    await first.finishAuth(code as string);
    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: oauthClient }));
    return { client, page };
  }

  it('registers dynamically, signs in, consents, and calls generate_chart on the account', async () => {
    const oauthClient = new TestOAuthClient(receiver.redirectUrl);
    const before = (await service.running.rest.store.usage(service.accountId)).used;
    const { client, page } = await connect(oauthClient);
    expect(oauthClient.information?.client_id).toEqual(expect.any(String));
    expect(oauthClient.savedTokens?.refresh_token).toEqual(expect.any(String));
    const tools = await client.listTools();
    expect(tools.tools.map((tool) => tool.name)).toContain('generate_chart');
    const result = await client.callTool({ name: 'generate_chart', arguments: chartArguments });
    expect(result.isError).not.toBe(true);
    expect((await service.running.rest.store.usage(service.accountId)).used).toBe(before + 1);
    await client.close();
    await page.context().close();
  }, 60_000);

  it('connects with a client ID metadata document, refreshes, and is cut off by disconnecting', async () => {
    const oauthClient = new TestOAuthClient(receiver.redirectUrl, metadataServer.clientId);
    const { client, page } = await connect(oauthClient);
    expect(oauthClient.information?.client_id).toBe(metadataServer.clientId);
    expect(metadataServer.fetches).toBeGreaterThanOrEqual(1);
    await client.callTool({ name: 'generate_chart', arguments: chartArguments });

    // Refresh: a new access token and a rotated refresh token; the old refresh token is spent.
    const issuer = service.running.publicAddresses.publicUrl;
    const oldTokens = oauthClient.savedTokens;
    const refreshed = await fetch(`${issuer}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: oldTokens?.refresh_token ?? '', client_id: metadataServer.clientId }),
    });
    expect(refreshed.status).toBe(200);
    const newTokens = (await refreshed.json()) as { access_token: string; refresh_token: string };
    expect(newTokens.access_token).not.toBe(oldTokens?.access_token);
    expect(newTokens.refresh_token).not.toBe(oldTokens?.refresh_token);
    oauthClient.saveTokens({ ...newTokens, token_type: 'Bearer' });
    const again = new Client({ name: 'test', version: '1.0.0' });
    await again.connect(new StreamableHTTPClientTransport(new URL(service.running.publicAddresses.mcpPublicUrl), { authProvider: oauthClient }));
    expect((await again.listTools()).tools.length).toBeGreaterThan(0);

    // The dashboard lists the app by the name in its metadata document; disconnecting it there cuts its tokens off.
    await page.goto(`${issuer}/account`);
    await page.locator('body[data-ready="true"]').waitFor();
    const row = page.locator('#connected-apps-table tbody tr', { hasText: 'Metadata Document Client' });
    await row.waitFor();
    expect(await row.locator('td').nth(1).textContent()).toBe('charts, people, offline_access');
    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: 'Disconnect' }).click();
    await row.waitFor({ state: 'detached' });
    const started = Date.now();
    const refused = await fetch(service.running.publicAddresses.mcpPublicUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${newTokens.access_token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain('error="invalid_token"');
    const refreshAfterRevocation = await fetch(`${issuer}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: newTokens.refresh_token, client_id: metadataServer.clientId }),
    });
    expect(refreshAfterRevocation.status).toBe(400);
    expect(await refreshAfterRevocation.json()).toMatchObject({ error: 'invalid_grant' });
    await again.close();
    await client.close();
    await page.context().close();
  }, 60_000);
});
