// Guards the Idempotency-Key HTTP header on MCP tools/call (issue 35): it used to be ignored (10 calls with one
// header charged 10 units; only the idempotencyKey argument worked). Now it is honoured like the argument on both MCP
// origins, the dedicated MCP port and POST /mcp on the REST origin: a repeated call charges one unit; a header and an
// argument with different keys are refused, naming what to do.
import type { AccessStore } from '@mandala/access';
import type { RunningMcpServer } from '@mandala/mcp-server';
import { bearer, chartArguments, usedUnits } from '@mandala/operations/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWiredSurfaces } from './wired-surfaces';
import type { WiredSurfaces } from './wired-surfaces';

let store: AccessStore;
let restUrl: string;
let mcp: RunningMcpServer;
let wired: WiredSurfaces;

beforeAll(async () => {
  wired = await startWiredSurfaces('mandala-mcp-idempotency-header-');
  ({ store, restUrl, mcp } = wired);
});
afterAll(() => wired.close());

/** One raw JSON-RPC `tools/call` of generate_chart; returns the HTTP status and the JSON-RPC answer. */
async function callChart(url: string, key: string, headers: Record<string, string>, extraArguments: Record<string, unknown> = {}): Promise<{ status: number; answer: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...bearer(key), 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'generate_chart', arguments: { ...chartArguments, ...extraArguments } } }),
  });
  return { status: response.status, answer: (await response.json()) as Record<string, unknown> };
}

const origins = [
  { origin: 'the dedicated MCP port', url: () => mcp.url },
  { origin: 'POST /mcp on the REST origin', url: () => `${restUrl}/mcp` },
];

describe.each(origins)('MCP tools/call on $origin', ({ url }) => {
  it('charges one unit for ten calls with the same Idempotency-Key header, and answers each with the chart', async () => {
    const { key, accountId } = await store.createAccountWithKey({ name: 'header', plan: 'creator' });
    const answers = [];
    for (let call = 0; call < 10; call += 1) answers.push(await callChart(url(), key, { 'idempotency-key': 'chart-retry-0001' }));
    for (const { status, answer } of answers) {
      expect(status).toBe(200);
      expect((answer.result as { isError?: boolean }).isError ?? false).toBe(false);
    }
    expect(await usedUnits(store, accountId)).toBe(1);
    // A new header is a new call.
    await callChart(url(), key, { 'idempotency-key': 'chart-retry-0002' });
    expect(await usedUnits(store, accountId)).toBe(2);
  });

  it('takes the header and the argument for the same call when they agree, and refuses two different keys', async () => {
    const { key, accountId } = await store.createAccountWithKey({ name: 'both', plan: 'creator' });
    await callChart(url(), key, { 'idempotency-key': 'same-key-0001' });
    await callChart(url(), key, { 'idempotency-key': 'same-key-0001' }, { idempotencyKey: 'same-key-0001' });
    await callChart(url(), key, {}, { idempotencyKey: 'same-key-0001' });
    expect(await usedUnits(store, accountId)).toBe(1);
    const conflicting = await callChart(url(), key, { 'idempotency-key': 'header-key-0001' }, { idempotencyKey: 'argument-key-0001' });
    expect(conflicting.answer.error).toMatchObject({ code: -32602 });
    expect((conflicting.answer.error as { message: string }).message).toContain('send the key once');
    expect(await usedUnits(store, accountId)).toBe(1);
  });

  it('refuses a malformed header as it refuses a malformed argument, charging nothing', async () => {
    const { key, accountId } = await store.createAccountWithKey({ name: 'malformed', plan: 'creator' });
    const answer = await callChart(url(), key, { 'idempotency-key': 'x'.repeat(300) });
    expect(JSON.stringify(answer.answer)).toMatch(/idempotency/i);
    expect((answer.answer.result as { isError?: boolean } | undefined)?.isError ?? answer.answer.error !== undefined).toBe(true);
    expect(await usedUnits(store, accountId)).toBe(0);
  });
});
