import { describe, expect, it } from 'vitest';
import { isRetryableRequest } from './retryable-request';

describe('isRetryableRequest', () => {
  it('retries the 1-unit calculations that take an Idempotency-Key', () => {
    expect(isRetryableRequest(new Request('http://localhost:3000/v3/hd-data?date=x'), 'http://localhost:3000')).toBe(true);
    expect(isRetryableRequest(new Request('http://localhost:3000/agent/v1/tools/generate-chart', { method: 'POST' }), 'http://localhost:3000/')).toBe(true);
  });

  it('leaves free look-ups, the batch (one unit per chart, no key) and other methods alone', () => {
    expect(isRetryableRequest(new Request('http://localhost:3000/locations?q=x'), 'http://localhost:3000')).toBe(false);
    expect(isRetryableRequest(new Request('http://localhost:3000/batch/charts', { method: 'POST' }), 'http://localhost:3000')).toBe(false);
    expect(isRetryableRequest(new Request('http://localhost:3000/v3/hd-data', { method: 'POST' }), 'http://localhost:3000')).toBe(false);
  });

  it('reads the path below the base URL', () => {
    expect(isRetryableRequest(new Request('https://example.test/mandala/v3/hd-data'), 'https://example.test/mandala/')).toBe(true);
    expect(isRetryableRequest(new Request('https://example.test/v3/hd-data'), 'https://example.test/mandala')).toBe(false);
  });
});
