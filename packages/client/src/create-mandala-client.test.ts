import { describe, expect, it } from 'vitest';
import { createMandalaClient } from './create-mandala-client';

const quotaHeaders = { 'RateLimit-Limit': '100', 'RateLimit-Remaining': '41', 'RateLimit-Reset': '3600' };
const chart = { Type: { Id: 'generator', Name: 'Generator' }, Profile: { Id: '1/3' } };

/** A fetch that answers from a list (a `TypeError` is a network error) and keeps every request it was sent. */
function scriptedFetch(answers: ReadonlyArray<Response | TypeError>) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    const next = answers[requests.length - 1];
    if (next === undefined) throw new Error('more requests than answers');
    if (next instanceof TypeError) throw next;
    return next;
  };
  return { fetch, requests };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const query = { params: { query: { date: '1985-03-12T14:30', timezone: 'America/New_York' } } };
const fastRetries = { baseDelayMilliseconds: 1, maxDelayMilliseconds: 5_000 };

describe('createMandalaClient', () => {
  it('sends the key as a Bearer token to the typed path, and reports the quota of the answer', async () => {
    const { fetch, requests } = scriptedFetch([json(200, chart, quotaHeaders)]);
    const mandala = createMandalaClient({ baseUrl: 'http://service.test/', apiKey: 'mdl_live_key', fetch });
    const answer = await mandala.GET('/v3/hd-data', query);
    expect(answer.data).toEqual(chart);
    expect(answer.quota).toEqual({ limit: 100, remaining: 41, resetSeconds: 3600 });
    expect(requests[0]?.url).toBe('http://service.test/v3/hd-data?date=1985-03-12T14%3A30&timezone=America%2FNew_York');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer mdl_live_key');
  });

  it('surfaces the quota on a refusal too, with the error body', async () => {
    const { fetch } = scriptedFetch([json(429, { error: 'quota_exhausted', message: 'The monthly quota is used up.' }, { ...quotaHeaders, 'RateLimit-Remaining': '0' })]);
    const answer = await createMandalaClient({ baseUrl: 'http://service.test', apiKey: 'k', fetch }).GET('/v3/hd-data', query);
    expect(answer.error).toEqual({ error: 'quota_exhausted', message: 'The monthly quota is used up.' });
    expect(answer.quota?.remaining).toBe(0);
  });

  it('retries a 1-unit call after a network error, a 503 and a 429 with Retry-After, under one Idempotency-Key', async () => {
    const { fetch, requests } = scriptedFetch([
      new TypeError('fetch failed'),
      json(503, { error: 'store_unavailable', message: 'later' }, { 'Retry-After': '0' }),
      json(429, { error: 'rate_limited', message: 'later' }, { 'Retry-After': '0' }),
      json(200, chart, quotaHeaders),
    ]);
    const answer = await createMandalaClient({ baseUrl: 'http://service.test', apiKey: 'k', fetch, retries: 3, ...fastRetries }).GET('/v3/hd-data', query);
    expect(answer.data).toEqual(chart);
    const keys = requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[A-Za-z0-9._:-]{8,160}$/);
  });

  it('makes a new key for each call, and keeps a key the caller gave', async () => {
    const { fetch, requests } = scriptedFetch([json(200, chart), json(200, chart), json(200, chart)]);
    const mandala = createMandalaClient({ baseUrl: 'http://service.test', apiKey: 'k', fetch });
    await mandala.GET('/v3/hd-data', query);
    await mandala.GET('/v3/hd-data', query);
    await mandala.POST('/agent/v1/tools/generate-chart', {
      body: { birthDateTime: '1985-03-12T14:30', timezone: 'America/New_York' },
      headers: { 'Idempotency-Key': 'order-2026-0001' },
    });
    const [first, second, third] = requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(first).not.toBe(second);
    expect(third).toBe('order-2026-0001');
  });

  it('sends the POST body of a tool again on a retry', async () => {
    const { fetch, requests } = scriptedFetch([new TypeError('socket hang up'), json(200, { ok: true })]);
    const mandala = createMandalaClient({ baseUrl: 'http://service.test', apiKey: 'k', fetch, ...fastRetries });
    await mandala.POST('/agent/v1/tools/generate-chart', { body: { birthDateTime: '1985-03-12T14:30', timezone: 'America/New_York' } });
    expect(await Promise.all(requests.map((request) => request.text()))).toEqual([
      '{"birthDateTime":"1985-03-12T14:30","timezone":"America/New_York"}',
      '{"birthDateTime":"1985-03-12T14:30","timezone":"America/New_York"}',
    ]);
  });

  it('gives up after the retries, with the last network error', async () => {
    const { fetch, requests } = scriptedFetch([new TypeError('down'), new TypeError('still down'), new TypeError('down for good')]);
    const call = createMandalaClient({ baseUrl: 'http://service.test', apiKey: 'k', fetch, ...fastRetries }).GET('/v3/hd-data', query);
    await expect(call).rejects.toThrow('down for good');
    expect(requests).toHaveLength(3);
  });

  it('sends free look-ups and the batch once, and returns a 429 without Retry-After (the monthly quota) at once', async () => {
    const { fetch, requests } = scriptedFetch([
      json(503, { error: 'store_unavailable', message: 'later' }, { 'Retry-After': '0' }),
      json(503, { error: 'store_unavailable', message: 'later' }, { 'Retry-After': '0' }),
      json(429, { error: 'quota_exhausted', message: 'used up' }),
    ]);
    const mandala = createMandalaClient({ baseUrl: 'http://service.test', apiKey: 'k', fetch, ...fastRetries });
    expect((await mandala.GET('/locations', { params: { query: { query: 'sao paulo' } } })).response.status).toBe(503);
    expect((await mandala.POST('/batch/charts', { body: { charts: [{ id: 'a', date: '1985-03-12T14:30', timezone: 'UTC' }] } })).response.status).toBe(503);
    expect((await mandala.GET('/v3/hd-data', query)).response.status).toBe(429);
    expect(requests.map((request) => [request.method, new URL(request.url).pathname, request.headers.has('Idempotency-Key')])).toEqual([
      ['GET', '/locations', false],
      ['POST', '/batch/charts', false],
      ['GET', '/v3/hd-data', true],
    ]);
  });

  it('does not wait for a Retry-After beyond the longest wait, nor retry with retries: 0', async () => {
    const far = scriptedFetch([json(503, { error: 'store_unavailable', message: 'x' }, { 'Retry-After': '3600' })]);
    expect((await createMandalaClient({ baseUrl: 'http://service.test', apiKey: 'k', fetch: far.fetch }).GET('/v3/hd-data', query)).response.status).toBe(503);
    const once = scriptedFetch([new TypeError('down')]);
    await expect(createMandalaClient({ baseUrl: 'http://service.test', apiKey: 'k', fetch: once.fetch, retries: 0 }).GET('/v3/hd-data', query)).rejects.toThrow('down');
    expect(once.requests[0]?.headers.has('Idempotency-Key')).toBe(false);
  });

  it('stops waiting when the call is aborted', async () => {
    const { fetch, requests } = scriptedFetch([new TypeError('down'), json(200, chart)]);
    const controller = new AbortController();
    const mandala = createMandalaClient({ baseUrl: 'http://service.test', apiKey: 'k', fetch, baseDelayMilliseconds: 10_000 });
    const call = mandala.GET('/v3/hd-data', { ...query, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('the reader left')), 20);
    await expect(call).rejects.toThrow('the reader left');
    expect(requests).toHaveLength(1);
  });
});
