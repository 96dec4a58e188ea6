// The legacy webhook routes answer 501 on purpose: their request lines are warnings, not errors; a real server
// failure is still an error.
import { describe, expect, it } from 'vitest';
import { createJsonLogger } from '../src/logger';
import { requestLogLevel } from '../src/request-log';
import { startTestServer } from './helpers';

describe('the log level of the legacy webhook answers', () => {
  it('logs the 501 of each legacy webhook route at warn, with its code', async () => {
    const lines: string[] = [];
    const served = await startTestServer({ logger: createJsonLogger('debug', (line) => lines.push(line)) });
    try {
      expect((await served.request('/webhooks/subscribe', { method: 'POST' })).status).toBe(501);
      expect((await served.request('/webhooks/unsubscribe', { method: 'POST' })).status).toBe(501);
      expect((await served.request('/webhooks/status')).status).toBe(501);
    } finally {
      await served.close();
    }
    const requests = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry['msg'] === 'request');
    expect(requests).toHaveLength(3);
    for (const entry of requests) expect(entry).toMatchObject({ level: 'warn', status: 501, errorCode: 'not_implemented' });
  });

  it('keeps error for other 5xx answers and info below 500', () => {
    expect(requestLogLevel(501, 'not_implemented')).toBe('warn');
    expect(requestLogLevel(500, 'internal_error')).toBe('error');
    expect(requestLogLevel(503, 'store_unavailable')).toBe('error');
    expect(requestLogLevel(501, undefined)).toBe('error');
    expect(requestLogLevel(404, 'route_not_found')).toBe('info');
  });
});
