import { describe, expect, it } from 'vitest';
import type { FuzzRequest } from './fuzz-request';
import { checkResponse, restOperationAt } from './response-checks';
import type { FuzzResponse } from './send-request';

const context = { faultsInjected: false, knownKeys: ['mdl_live_secretsecretsecret'] };

function restRequest(changes: Partial<FuzzRequest> = {}): FuzzRequest {
  return {
    surface: 'rest',
    flavour: 'valid',
    label: 'test',
    method: 'GET',
    path: '/hd-data?date=1985-03-12T14:30&timezone=UTC',
    headers: [],
    credential: { kind: 'bearer', key: 'main' },
    operationName: 'natal_chart_v1',
    input: { date: '1985-03-12T14:30', timezone: 'UTC' },
    ...changes,
  };
}

function answer(status: number, body: unknown, headers: Record<string, string> = {}): FuzzResponse {
  return { status, headers: { 'content-type': 'application/json', ...headers }, bodyText: typeof body === 'string' ? body : JSON.stringify(body), durationMilliseconds: 1 };
}

describe('checkResponse', () => {
  it('charges a REST 200 its units, a replay nothing, and a 400 nothing', () => {
    expect(checkResponse(restRequest(), answer(200, { Type: 'Generator' }), context)).toMatchObject({ violations: [], chargedUnits: 1 });
    expect(checkResponse(restRequest(), answer(200, {}, { 'idempotent-replayed': 'true' }), context).chargedUnits).toBe(0);
    expect(checkResponse(restRequest(), answer(400, { error: 'validation_error', message: 'date: bad' }), context)).toMatchObject({ violations: [], chargedUnits: 0 });
  });

  it('flags a 500, a code answered with another status than the table, a stack and a key', () => {
    expect(checkResponse(restRequest(), answer(500, { error: 'internal_error', message: 'x' }), context).violations.join(' ')).toMatch(/HTTP 500/);
    expect(checkResponse(restRequest(), answer(404, { error: 'validation_error', message: 'x' }), context).violations.join(' ')).toMatch(/table status 400/);
    expect(checkResponse(restRequest(), answer(400, { error: 'validation_error', message: 'at run (/srv/x.ts:1:2)' }), context).violations.join(' ')).toMatch(/stack frame/);
    expect(checkResponse(restRequest(), answer(400, { error: 'validation_error', message: 'mdl_live_secretsecretsecret' }), context).violations.join(' ')).toMatch(/API key/);
  });

  it('accepts a 501 only as not_implemented (the reserved routes)', () => {
    expect(checkResponse(restRequest({ operationName: undefined }), answer(501, { error: 'not_implemented', message: 'x' }), context).violations).toEqual([]);
    expect(checkResponse(restRequest({ method: 'TRACE' }), answer(501, 'Not Implemented', { 'content-type': 'text/plain' }), context).violations).toEqual(['HTTP 501']);
  });

  it('accepts 504 only as execution_timed_out (the time budget), and then with nothing charged', () => {
    const timedOut = answer(504, { error: 'execution_timed_out', message: 'The natal_report calculation did not finish within 10000 ms.' });
    expect(checkResponse(restRequest(), timedOut, context)).toEqual({ violations: [], chargedUnits: 0, errorCodes: ['execution_timed_out'] });
    expect(checkResponse(restRequest(), answer(504, { error: 'store_unavailable', message: 'x' }), context).violations).not.toEqual([]);
    expect(checkResponse(restRequest(), answer(504, 'Gateway Timeout', { 'content-type': 'text/plain' }), context).violations).toEqual(['HTTP 504']);
    // Agent HTTP's envelope carries the code one level down (`error.code`): the same answer there is allowed too.
    const agent = restRequest({ surface: 'agent-http', method: 'POST', path: '/agent/v1/tools/generate-chart', operationName: 'generate_chart', input: { birthDateTime: '1985-03-12T14:30', timezone: 'UTC' } });
    const agentTimedOut = answer(504, { version: 'v1', tool: 'generate_chart', error: { code: 'execution_timed_out', message: 'x' }, chargedUnits: 0, meta: {} });
    expect(checkResponse(agent, agentTimedOut, context)).toMatchObject({ violations: [], chargedUnits: 0 });
    const agentStoreDown = answer(504, { version: 'v1', tool: 'generate_chart', error: { code: 'provider_failed', message: 'x' }, chargedUnits: 0, meta: {} });
    expect(checkResponse(agent, agentStoreDown, context).violations).toContain('HTTP 504');
  });

  it('accepts 503 store_unavailable only while faults are injected, with an unknown charge', () => {
    const down = answer(503, { error: 'store_unavailable', message: 'The access store is unavailable.' });
    expect(checkResponse(restRequest(), down, context).violations).not.toEqual([]);
    expect(checkResponse(restRequest(), down, { ...context, faultsInjected: true })).toEqual({ violations: [], chargedUnits: null, errorCodes: ['store_unavailable'] });
  });

  it('flags a refused credential that an operation accepted', () => {
    expect(checkResponse(restRequest({ credential: { kind: 'two-authorization', key: 'main' } }), answer(200, {}), context).violations.join(' ')).toMatch(/was accepted/);
  });

  it('checks the charge an Agent HTTP envelope reports against what the tool costs', () => {
    const request = restRequest({ surface: 'agent-http', method: 'POST', path: '/agent/v1/tools/generate-chart', operationName: 'generate_chart', input: { birthDateTime: '1985-03-12T14:30', timezone: 'UTC' } });
    const envelope = (chargedUnits: number, status = 'none') => answer(200, { version: 'v1', tool: 'generate_chart', data: {}, meta: { chargedUnits, idempotency: { status } } });
    expect(checkResponse(request, envelope(1), context)).toMatchObject({ violations: [], chargedUnits: 1 });
    expect(checkResponse(request, envelope(2), context).violations.join(' ')).toMatch(/charged 2 units for a success that costs 1/);
    expect(checkResponse(request, envelope(1, 'replayed'), context).violations.join(' ')).toMatch(/costs 0/);
  });

  it('flags a server error inside an MCP tool result and a JSON-RPC internal error', () => {
    const mcp = restRequest({ surface: 'mcp', method: 'POST', path: '/', operationName: 'generate_chart' });
    const toolFailure = { jsonrpc: '2.0', id: 1, result: { isError: true, content: [{ type: 'text', text: JSON.stringify({ error: { code: 'provider_failed', message: 'x' }, chargedUnits: 0 }) }] } };
    expect(checkResponse(mcp, answer(200, toolFailure), context).violations.join(' ')).toMatch(/server error provider_failed/);
    expect(checkResponse(mcp, answer(200, { jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'boom' } }), context).violations.join(' ')).toMatch(/internal error/);
  });

  it('knows which route a spoilt REST path still reaches', () => {
    expect(restOperationAt('/HD-DATA/?date=x')?.name).toBe('natal_chart_v1');
    expect(restOperationAt('/library/gates/34')?.name).toBe('library_gate');
    expect(restOperationAt('/library%2Fgates%2F34')).toBeUndefined();
  });
});
