// A key percent-encoded inside another parameter, or in the path, never reaches the request log line.
import { describe, expect, it } from 'vitest';
import { createJsonLogger } from '../src/logger';
import { startTestServer } from './helpers';

describe('request log lines of URLs carrying an encoded key', () => {
  it('redact the key however it is percent-encoded', async () => {
    const lines: string[] = [];
    const served = await startTestServer({ logger: createJsonLogger('debug', (line) => lines.push(line)) });
    let secret = '';
    try {
      const { key } = await served.account('creator');
      secret = key.slice('mdl_live_'.length);
      await served.request(`/locations?q=mdl_live%5F${secret}`, { headers: { 'x-api-key': key } });
      await served.request(`/locations?q=%6Ddl_live_${secret}`, { headers: { 'x-api-key': key } });
      await served.request(`/no-such-route/mdl%5Flive%5F${secret}`);
    } finally {
      await served.close();
    }
    const requests = lines.filter((line) => line.includes('"msg":"request"'));
    expect(requests).toHaveLength(3);
    for (const line of requests) {
      expect(line).not.toContain(secret);
      expect(decodeURIComponent(line)).not.toContain(secret);
      expect(line).toContain('mdl_live_[REDACTED]');
    }
  });
});
