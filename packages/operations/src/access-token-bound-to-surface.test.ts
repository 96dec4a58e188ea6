import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import type { AccessStore } from '@mandala/access';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createExecutor } from './execute-operation';
import { createEchoEngines } from './test-support/fake-engines';

// Guards the resource binding of OAuth access tokens (RFC 8707): a token counts as its account on the surfaces
// whose resource it was issued for, charges that account's quota like its keys, and is refused (401
// invalid_access_token) by a surface of another resource; a token without the `charts` scope cannot calculate.
const mcpResource = 'https://mcp.example.test/';
const restResource = 'https://api.example.test/';
const birth = { date: '1990-05-15T14:30', timezone: 'Europe/Berlin' };

describe('OAuth access tokens in the executor', () => {
  let directory: string;
  let store: AccessStore;
  beforeEach(async () => {
    directory = mkdtempSync(join(tmpdir(), 'mandala-token-'));
    store = await openAccessStore({ dataDirectory: directory });
  });
  afterEach(async () => {
    await store.close();
    rmSync(directory, { recursive: true, force: true });
  });

  async function tokenFor(audience: string, scope: string) {
    const { accountId } = await store.createAccountWithKey({ name: 'Ada', plan: 'business' });
    const token = randomBytes(32).toString('base64url');
    await store.saveOAuthRecord('Grant', 'grant-1', { accountId, clientId: 'c' }, 3600);
    await store.saveOAuthRecord('AccessToken', token, { accountId, grantId: 'grant-1', clientId: 'c', scope, aud: audience }, 600);
    return { accountId, headers: { authorization: `Bearer ${token}` } };
  }

  const executorOver = () => createExecutor({ store, engines: createEchoEngines(), accessTokenAudiences: { mcp: [mcpResource], rest: [restResource] } });

  it('charges the account on the surface of its resource and refuses it on another', async () => {
    const { accountId, headers } = await tokenFor(mcpResource, 'charts offline_access');
    const executor = executorOver();
    const onMcp = await executor.execute({ operation: 'natal_chart_v1', rawInput: birth, credential: { headers }, surface: 'mcp' });
    expect(onMcp).toMatchObject({ ok: true, chargedUnits: 1, authentication: { account: { id: accountId } } });
    expect((await store.usage(accountId)).used).toBe(1);
    const onRest = await executor.execute({ operation: 'natal_chart_v1', rawInput: birth, credential: { headers }, surface: 'rest' });
    expect(onRest).toMatchObject({ ok: false, status: 401, code: 'invalid_access_token', chargedUnits: 0 });
    expect(await executor.identify({ headers }, { surface: 'agent-http' })).toMatchObject({ ok: false, status: 401, code: 'invalid_access_token' });
    expect((await store.usage(accountId)).used).toBe(1);
  });

  it('refuses a calculation to a token without the charts scope', async () => {
    const { accountId, headers } = await tokenFor(mcpResource, 'people');
    const answer = await executorOver().execute({ operation: 'natal_chart_v1', rawInput: birth, credential: { headers }, surface: 'mcp' });
    expect(answer).toMatchObject({ ok: false, status: 403, code: 'insufficient_scope', chargedUnits: 0 });
    expect((await store.usage(accountId)).used).toBe(0);
  });
});
