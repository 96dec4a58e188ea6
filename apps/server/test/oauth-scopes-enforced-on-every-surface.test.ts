// Guards issue 35's high finding over real HTTP: a client authorized with `scope=charts` only (the consent page
// listed only charts) called MCP `list_people`, `get_person_chart` and REST `GET`/`POST /people` and got 200. Now
// the consent page, the issued token and the check agree, on REST, Agent HTTP and both MCP endpoints: a charts
// token calculates and is refused every saved-people operation (403 insufficient_scope, an MCP tool error), a
// people token the reverse, and an API key keeps full access.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOAuthService } from './oauth-harness';
import type { OAuthService } from './oauth-harness';
import { CookieJar, answerConsentForm, csrfOf, exchangeCode, pkcePair, reachConsent, registerClient } from './oauth-http-flow';

const redirectUri = 'http://127.0.0.1:49152/callback';
const birth = { date: '1985-03-12T14:30', timezone: 'America/New_York' };

interface Tokens {
  readonly access_token: string;
  readonly scope: string;
}

describe('OAuth scopes on every surface', () => {
  let service: OAuthService;
  let issuer: string;
  let clientId: string;
  let personId: string;
  let apiKey: string;

  beforeAll(async () => {
    service = await startOAuthService();
    issuer = service.running.publicAddresses.publicUrl;
    const registered = await registerClient(issuer, [redirectUri]);
    clientId = ((await registered.json()) as { client_id: string }).client_id;
    const person = await service.running.rest.store.savePerson(service.accountId, { name: 'Grace', date: '1906-12-09T12:00', timezone: 'America/New_York' });
    personId = person.id;
    apiKey = (await service.running.rest.store.createKey(service.accountId)).key;
  }, 120_000);
  afterAll(async () => {
    await service?.close();
  });

  /** Consents to `scope` for `resource`; answers the scopes the consent page listed and the tokens. */
  async function connect(scope: string, resource: string): Promise<{ listed: string[]; tokens: Tokens }> {
    const pkce = pkcePair();
    const jar = new CookieJar();
    const { consentUrl, html } = await reachConsent(issuer, jar, { clientId, redirectUri, challenge: pkce.challenge, resource, scope }, service.email);
    const listed = [...html.matchAll(/<li><strong>([a-z_]+)<\/strong>/g)].map((match) => match[1] ?? '');
    const answered = await answerConsentForm(issuer, jar, consentUrl, { _csrf: csrfOf(html), decision: 'allow' });
    const code = new URL(answered.headers.get('location') ?? 'http://x/').searchParams.get('code') ?? '';
    const exchanged = await exchangeCode(issuer, { code, client_id: clientId, redirect_uri: redirectUri, code_verifier: pkce.verifier });
    expect(exchanged.status).toBe(200);
    return { listed, tokens: (await exchanged.json()) as Tokens };
  }

  async function mcp(url: string, token: string, method: string, params: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    expect(answer.status).toBe(200);
    return (await answer.json()) as Record<string, unknown>;
  }

  const rest = (path: string, token: string, init: RequestInit = {}) =>
    fetch(`${issuer}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(init.headers as Record<string, string>) } });

  it('lists, issues and checks the same scopes: a consent to charts alone gives a token of charts that is refused saved people on both MCP endpoints', async () => {
    for (const endpoint of [service.running.publicAddresses.mcpPublicUrl, `${issuer}/mcp`]) {
      const { listed, tokens } = await connect('charts', endpoint);
      expect(listed).toEqual(['charts']);
      expect(tokens.scope).toBe('charts');
      const tools = (await mcp(endpoint, tokens.access_token, 'tools/list')) as { result: { tools: { name: string }[] } };
      const names = tools.result.tools.map((tool) => tool.name);
      expect(names).toContain('generate_chart');
      expect(names).not.toContain('list_people');
      for (const [name, args] of [
        ['list_people', {}],
        ['get_person_chart', { personId }],
        ['save_person', { name: 'Mallory', ...birth }],
      ] as const) {
        const called = (await mcp(endpoint, tokens.access_token, 'tools/call', { name, arguments: args })) as { result?: { isError?: boolean; content: { text: string }[] } };
        expect(called.result?.isError, name).toBe(true);
        expect(JSON.stringify(called.result?.content), name).toContain('insufficient_scope');
        expect(JSON.stringify(called.result?.content), name).not.toContain('Grace');
      }
      const chart = (await mcp(endpoint, tokens.access_token, 'tools/call', { name: 'generate_chart', arguments: { birthDateTime: birth.date, timezone: birth.timezone } })) as { result?: { isError?: boolean } };
      expect(chart.result?.isError).not.toBe(true);
    }
    expect((await service.running.rest.store.listPeople(service.accountId)).map((person) => person.name)).toEqual(['Grace']);
  });

  it('refuses a charts token every /people route on REST with 403 insufficient_scope, and lets it calculate', async () => {
    const { tokens } = await connect('charts', `${issuer}/`);
    for (const [path, init] of [
      ['/people', {}],
      ['/people', { method: 'POST', body: JSON.stringify({ name: 'Mallory', ...birth }) }],
      [`/people/${personId}`, {}],
      [`/people/${personId}`, { method: 'PATCH', body: JSON.stringify({ notes: 'changed' }) }],
      [`/people/${personId}/chart`, {}],
      [`/people/${personId}`, { method: 'DELETE' }],
      // An unreadable body is a 400 only for a caller who may call the operation at all.
      ['/people', { method: 'POST', body: '{not json' }],
    ] as const) {
      const answer = await rest(path, tokens.access_token, init);
      expect(answer.status, `${init.method ?? 'GET'} ${path}`).toBe(403);
      expect(JSON.stringify(await answer.json())).toContain('insufficient_scope');
    }
    expect((await rest(`/v3/hd-data?date=${birth.date}&timezone=${birth.timezone}`, tokens.access_token)).status).toBe(200);
    expect((await service.running.rest.store.getPerson(service.accountId, personId)).notes).toBeNull();
  });

  it('gives a people token saved people and no calculation, on Agent HTTP', async () => {
    const { listed, tokens } = await connect('people', `${issuer}/agent/v1`);
    expect(listed).toEqual(['people']);
    expect(tokens.scope).toBe('people');
    const catalog = (await (await rest('/agent/v1/mcp/catalog', tokens.access_token)).json()) as { tools: { name: string }[] };
    expect(catalog.tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['list_people', 'save_person']));
    expect(catalog.tools.map((tool) => tool.name)).not.toContain('generate_chart');
    expect((await rest('/agent/v1/tools/list-people', tokens.access_token, { method: 'POST', body: '{}' })).status).toBe(200);
    const chart = await rest('/agent/v1/tools/generate-chart', tokens.access_token, { method: 'POST', body: JSON.stringify(birth) });
    expect(chart.status).toBe(403);
    expect(JSON.stringify(await chart.json())).toContain('insufficient_scope');
    const personChart = await rest('/agent/v1/tools/get-person-chart', tokens.access_token, { method: 'POST', body: JSON.stringify({ personId }) });
    expect(personChart.status).toBe(403);
  });

  it('lists charts on the consent page and grants it when a client asks for no resource scope at all', async () => {
    const { listed, tokens } = await connect('offline_access', service.running.publicAddresses.mcpPublicUrl);
    expect(listed).toEqual(['charts', 'offline_access']);
    expect(tokens.scope.split(' ')).toContain('charts');
  });

  it('keeps an API key unscoped on every surface', async () => {
    expect((await rest('/people', apiKey)).status).toBe(200);
    expect((await rest('/agent/v1/tools/list-people', apiKey, { method: 'POST', body: '{}' })).status).toBe(200);
    const tools = (await mcp(`${issuer}/mcp`, apiKey, 'tools/list')) as { result: { tools: { name: string }[] } };
    expect(tools.result.tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['list_people', 'generate_chart', 'get_person_chart']));
  });
});
