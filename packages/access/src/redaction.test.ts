import { describe, expect, it } from 'vitest';
import { generateApiKey } from './api-key';
import { redactCredentials, redactUrl } from './redaction';

const key = generateApiKey();

describe('redaction', () => {
  it('removes credential query values from URLs and keeps the rest', () => {
    expect(redactUrl(`/hd-data?date=2024-01-01&api_key=${key}&timezone=UTC`)).toBe('/hd-data?date=2024-01-01&api_key=[REDACTED]&timezone=UTC');
    expect(redactUrl('https://example.test/x?Api_key=secret#frag')).toBe('https://example.test/x?Api_key=[REDACTED]#frag');
    expect(redactUrl('/x?APIKEY=secret')).toBe('/x?APIKEY=[REDACTED]');
    expect(redactUrl('/x?monkey=banana')).toBe('/x?monkey=banana');
  });

  it('removes keys, bearer tokens and JSON key fields from log lines', () => {
    const line = `GET /x?api_key=abc Authorization: Bearer ${key} body={"api_key": "${key}", "name":"n"} stray ${key}`;
    const redacted = redactCredentials(line);
    expect(redacted).not.toContain(key.slice(9));
    expect(redacted).not.toContain('api_key=abc');
    expect(redacted).toContain('"name":"n"');
    expect(redacted).toContain('Bearer [REDACTED]');
  });
});

describe('redactCredentials on lines without a credential', () => {
  it('returns them unchanged, and still redacts each kind of credential once one is present', () => {
    const line = '{"msg":"request","url":"/v3/hd-data?date=1990-05-15T14:30&timezone=Europe/Berlin","keyId":"key_abc","status":200}';
    expect(redactCredentials(line)).toBe(line);
    for (const credential of ['mdl_live_secret', 'Authorization: Bearer secret', '?ApiKey=secret', '?access_token=secret', '"x-api-key":"secret"']) {
      expect(redactCredentials(`${line} ${credential}`), credential).not.toContain('secret');
    }
  });
});
