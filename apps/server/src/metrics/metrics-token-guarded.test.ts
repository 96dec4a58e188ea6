// The metrics listener answers only GET /metrics, and only to the configured token when there is one.
import { errorStatusTable } from '@mandala/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetricsServer } from './metrics-server';
import type { RunningMetricsServer } from './metrics-server';

const token = 'metrics-token-0123456789abcdef';

describe('the metrics listener', () => {
  let guarded: RunningMetricsServer;
  let failing: RunningMetricsServer;
  beforeAll(async () => {
    guarded = await startMetricsServer({ port: 0, host: '127.0.0.1', token }, async () => ({ contentType: 'text/plain; version=0.0.4; charset=utf-8', text: 'up 1\n' }));
    failing = await startMetricsServer({ port: 0, host: '127.0.0.1', token: undefined }, () => Promise.reject(new Error('Operation timed out.')));
  });
  afterAll(async () => {
    await guarded.close();
    await failing.close();
  });

  it('answers the metrics to the token only, each refusal with the status of its code in the error table', async () => {
    const answers = await Promise.all([
      fetch(`${guarded.url}/metrics`, { headers: { authorization: `Bearer ${token}` } }),
      fetch(`${guarded.url}/metrics`),
      fetch(`${guarded.url}/metrics`, { headers: { authorization: `Bearer ${token}x` } }),
      fetch(`${guarded.url}/metrics`, { headers: { authorization: `Basic ${token}` } }),
      fetch(`${guarded.url}/`, { headers: { authorization: `Bearer ${token}` } }),
      fetch(`${guarded.url}/metrics`, { method: 'POST', headers: { authorization: `Bearer ${token}` } }),
    ]);
    expect(await answers[0]?.text()).toBe('up 1\n');
    const refusals = await Promise.all(answers.slice(1).map(async (response) => ({ status: response.status, body: (await response.json()) as { error: keyof typeof errorStatusTable; message: string } })));
    expect(refusals.map(({ body }) => body.error)).toEqual(['missing_credential', 'invalid_key', 'missing_credential', 'route_not_found', 'method_not_allowed']);
    for (const { status, body } of refusals) {
      expect(status).toBe(errorStatusTable[body.error]);
      expect(body.message).not.toContain(token);
    }
  });

  it('answers 503 metrics_unavailable with Retry-After when a worker does not answer', async () => {
    const response = await fetch(`${failing.url}/metrics`);
    expect(response.status).toBe(errorStatusTable.metrics_unavailable);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toMatchObject({ error: 'metrics_unavailable' });
  });
});
