import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import type { AccessStore } from '@mandala/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOperation } from './define-operation';
import type { OperationContext } from './define-operation';
import { createExecutor } from './execute-operation';
import { operations } from './registry';
import { createEchoEngines } from './test-support/fake-engines';
import { toolsForPlan } from './tools/tool-catalog';

// Guards issue 35's high finding: a client authorized with `scope=charts` listed, read and created saved people
// because no operation declared the `people` scope. Every operation now declares the scopes it needs
// (`oauthScopes`, required), the executor checks them for every surface, and only an operation declared for
// `people` is handed the saved people. This walks every operation of the registry with a token of each scope.
const resource = 'https://mcp.example.test/';
const peopleOperations = ['people_list', 'person_save', 'person_get', 'person_update', 'person_delete', 'person_chart'];

describe('OAuth scopes of every operation', () => {
  let directory: string;
  let store: AccessStore;
  let accountId: string;
  let apiKey: string;
  let tokenNumber = 0;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'mandala-scopes-'));
    store = await openAccessStore({ dataDirectory: directory });
    const created = await store.createAccountWithKey({ name: 'Ada', plan: 'business' });
    accountId = created.accountId;
    apiKey = created.key;
  });
  afterAll(async () => {
    await store.close();
    rmSync(directory, { recursive: true, force: true });
  });

  /** An access token of one grant with `scope`, bound to the MCP resource. */
  async function tokenWith(scope: string): Promise<{ authorization: string }> {
    tokenNumber += 1;
    const grantId = `grant-${tokenNumber}`;
    const token = randomBytes(32).toString('base64url');
    await store.saveOAuthRecord('Grant', grantId, { accountId, clientId: 'client' }, 3600);
    await store.saveOAuthRecord('AccessToken', token, { accountId, grantId, clientId: 'client', scope, aud: resource }, 600);
    return { authorization: `Bearer ${token}` };
  }

  const executor = () => createExecutor({ store, engines: createEchoEngines(), accessTokenAudiences: { mcp: [resource], rest: [resource], 'agent-http': [resource] } });

  it('declares people on exactly the saved-people operations, and charts on every operation that spends units or reads reference data', () => {
    for (const operation of operations) {
      expect(operation.oauthScopes.length, operation.name).toBeGreaterThan(0);
      expect(operation.oauthScopes.includes('people'), operation.name).toBe(peopleOperations.includes(operation.name));
      if (!peopleOperations.includes(operation.name) || operation.units > 0) expect(operation.oauthScopes, operation.name).toContain('charts');
    }
  });

  it('refuses every operation a token’s scopes do not open with 403 insufficient_scope, on every surface, charging nothing', async () => {
    const run = executor();
    const usedBefore = (await store.usage(accountId)).used;
    let chargedWhereOpen = 0;
    for (const scope of ['charts', 'people', 'charts people', 'offline_access']) {
      const headers = await tokenWith(scope);
      const granted = scope.split(' ');
      for (const operation of operations) {
        const opens = operation.oauthScopes.every((needed) => granted.includes(needed));
        for (const surface of ['rest', 'agent-http', 'mcp'] as const) {
          // An empty input: a call the scopes open is refused later (400) or runs; never for its scope.
          const answer = await run.execute({ operation, rawInput: {}, credential: { headers }, surface });
          const label = `${operation.name} with scope "${scope}" on ${surface}`;
          if (opens) {
            expect(answer.ok ? 'ok' : answer.code, label).not.toBe('insufficient_scope');
            chargedWhereOpen += answer.chargedUnits ?? 0;
          } else {
            expect(answer, label).toMatchObject({ ok: false, status: 403, code: 'insufficient_scope', chargedUnits: 0 });
            expect(answer.ok ? '' : answer.message, label).toMatch(/connect the app again and allow/);
          }
        }
      }
    }
    // The refused calls charged nothing: the month's units moved by what the opened calls charged alone.
    expect((await store.usage(accountId)).used - usedBefore).toBe(chargedWhereOpen);
  });

  it('keeps a charts-only token away from saved people: it cannot list, read, create or chart them, and a people token can', async () => {
    const run = executor();
    const charts = await tokenWith('charts');
    const people = await tokenWith('people');
    const both = await tokenWith('charts people');
    const saved = await run.execute({ operation: 'person_save', rawInput: { name: 'Grace', date: '1906-12-09T12:00', timezone: 'America/New_York' }, credential: { headers: people }, surface: 'mcp' });
    expect(saved).toMatchObject({ ok: true });
    const personId = saved.ok ? (saved.value as { id: string }).id : '';

    for (const [operation, rawInput] of [
      ['people_list', {}],
      ['person_get', { personId }],
      ['person_save', { name: 'Mallory', date: '1990-01-01T00:00', timezone: 'UTC' }],
      ['person_update', { personId, notes: 'changed' }],
      ['person_delete', { personId }],
      ['person_chart', { personId }],
    ] as const) {
      const answer = await run.execute({ operation, rawInput, credential: { headers: charts }, surface: 'rest' });
      expect(answer, operation).toMatchObject({ ok: false, status: 403, code: 'insufficient_scope' });
    }
    // Nothing changed: one person, its notes untouched.
    const listed = await run.execute({ operation: 'people_list', rawInput: {}, credential: { headers: people }, surface: 'rest' });
    expect(listed.ok ? (listed.value as { people: { name: string; notes: string | null }[] }).people : []).toEqual([expect.objectContaining({ name: 'Grace', notes: null })]);
    // A saved person's chart reads a person and spends a unit: people alone is not enough, both scopes are.
    expect(await run.execute({ operation: 'person_chart', rawInput: { personId }, credential: { headers: people }, surface: 'mcp' })).toMatchObject({
      ok: false,
      code: 'insufficient_scope',
    });
    expect(await run.execute({ operation: 'person_chart', rawInput: { personId }, credential: { headers: both }, surface: 'mcp' })).toMatchObject({ ok: true, chargedUnits: 1 });
    // A people-only token cannot calculate.
    expect(await run.execute({ operation: 'natal_chart_v1', rawInput: { date: '1990-05-15T14:30', timezone: 'UTC' }, credential: { headers: people }, surface: 'mcp' })).toMatchObject({
      ok: false,
      code: 'insufficient_scope',
    });
  });

  it('keeps an API key unscoped: it calls people operations and calculations alike', async () => {
    const run = executor();
    const headers = { authorization: `Bearer ${apiKey}` };
    expect(await run.execute({ operation: 'people_list', rawInput: {}, credential: { headers }, surface: 'rest' })).toMatchObject({ ok: true });
    expect(await run.execute({ operation: 'natal_chart_v1', rawInput: { date: '1990-05-15T14:30', timezone: 'UTC' }, credential: { headers }, surface: 'rest' })).toMatchObject({ ok: true });
    expect(toolsForPlan('business').map((tool) => tool.name)).toEqual(toolsForPlan('business', undefined).map((tool) => tool.name));
  });

  it('lists to a token only the tools its scopes open', () => {
    const chartsTools = toolsForPlan('business', ['charts']).map((tool) => tool.tool?.name);
    const peopleTools = toolsForPlan('business', ['people']).map((tool) => tool.tool?.name);
    expect(chartsTools).toContain('generate_chart');
    expect(chartsTools).not.toContain('list_people');
    expect(chartsTools).not.toContain('get_person_chart');
    expect(peopleTools).toEqual(expect.arrayContaining(['list_people', 'save_person']));
    expect(peopleTools).not.toContain('generate_chart');
    expect(peopleTools).not.toContain('get_person_chart');
  });

  it('hands the saved people only to an operation declared for the people scope, even when called with an API key', async () => {
    const seen: (OperationContext['account'] | undefined)[] = [];
    const probe = (oauthScopes: ['charts'] | ['people']) =>
      defineOperation({
        name: `probe_${oauthScopes[0]}`,
        category: 'core',
        oauthScopes,
        units: 0,
        input: z.strictObject({}),
        output: z.object({}),
        summary: 'Records whether it was handed the saved people.',
        run: (_input, context) => {
          seen.push(context.account);
          return {};
        },
      });
    const headers = { authorization: `Bearer ${apiKey}` };
    await executor().execute({ operation: probe(['charts']), rawInput: {}, credential: { headers }, surface: 'rest' });
    await executor().execute({ operation: probe(['people']), rawInput: {}, credential: { headers }, surface: 'rest' });
    expect(seen[0]).toBeUndefined();
    expect(seen[1]).toMatchObject({ id: accountId });
  });
});
