// Every JSON request body (REST, Agent HTTP, MCP: all read by readJsonBody) is bounded before it is parsed: a body
// nested 3,000 deep used to reach the routes and answer 500 on /batch/charts; now it is a 400 that says what to send.
import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { MAXIMUM_JSON_DEPTH, MAXIMUM_JSON_VALUES, jsonBoundsProblem } from './json-bounds';
import { readJsonBody } from './read-json-body';

function requestOf(body: string): IncomingMessage {
  const request = Readable.from([Buffer.from(body)]) as unknown as IncomingMessage;
  request.headers = { 'content-type': 'application/json' };
  return request;
}

const nested = (depth: number, open = '[', close = ']'): string => open.repeat(depth) + close.repeat(depth);

describe('JSON bodies are bounded before parsing', () => {
  it('refuses a body nested 3,000 deep (arrays, objects) with a 400 validation_error saying what to do', async () => {
    for (const body of [nested(3000), `{"charts":${nested(3000)}}`, '{"a":'.repeat(3000) + '1' + '}'.repeat(3000)]) {
      const result = await readJsonBody(requestOf(body));
      expect(result).toMatchObject({ ok: false, code: 'validation_error' });
      expect(result.ok ? '' : result.message).toMatch(/more than 32 levels deep; send the fields the operation documents/);
    }
  });

  it('accepts the deepest allowed nesting and refuses one level more', async () => {
    expect(await readJsonBody(requestOf(nested(MAXIMUM_JSON_DEPTH)))).toMatchObject({ ok: true });
    expect(await readJsonBody(requestOf(nested(MAXIMUM_JSON_DEPTH + 1)))).toMatchObject({ ok: false, code: 'validation_error' });
  });

  it('refuses more than the allowed number of values, and accepts that many', async () => {
    const many = (count: number) => `[${Array.from({ length: count }, () => '0').join(',')}]`;
    // `[0,…,0]` with n values counts the array and its n - 1 commas: n values in all.
    expect(await readJsonBody(requestOf(many(MAXIMUM_JSON_VALUES)))).toMatchObject({ ok: true });
    const refused = await readJsonBody(requestOf(many(MAXIMUM_JSON_VALUES + 2)));
    expect(refused).toMatchObject({ ok: false, code: 'validation_error' });
    expect(refused.ok ? '' : refused.message).toMatch(/more than 10000 values; send fewer/);
  });

  it('does not count brackets and commas inside strings, escaped quotes included', () => {
    expect(jsonBoundsProblem(JSON.stringify({ text: '['.repeat(5000) + '\\"' + ','.repeat(20_000) }))).toBeUndefined();
  });

  it('still reads a batch of 50 charts and an MCP tools/call', async () => {
    const charts = Array.from({ length: 50 }, (_, index) => ({ id: `c${index}`, date: '1990-05-15T14:30', timezone: 'Europe/Berlin' }));
    expect(await readJsonBody(requestOf(JSON.stringify({ charts })))).toMatchObject({ ok: true });
    const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'batch_charts', arguments: { charts }, _meta: { progressToken: 1 } } };
    expect(await readJsonBody(requestOf(JSON.stringify(call)))).toMatchObject({ ok: true });
  });
});
