import { describe, expect, it } from 'vitest';
import { generateApiKey } from './api-key';
import { redactCredentials } from './redaction';

// Guards where a query value ends: in a JSON log line only the value after `api_key=` is replaced, and the
// rest of the line (status, duration, the closing brace) is kept, so the line stays valid JSON.
describe('redactCredentials on a whole JSON log line', () => {
  it('redacts the api_key value and keeps the rest of the line valid JSON', () => {
    const line = JSON.stringify({ msg: 'request', url: '/hd-data?date=1990-05-15T14:30&api_key=secret123', status: 401, durationMs: 0.4 });
    const redacted = redactCredentials(line);
    expect(redacted).not.toContain('secret123');
    expect(JSON.parse(redacted)).toEqual({ msg: 'request', url: '/hd-data?date=1990-05-15T14:30&api_key=[REDACTED]', status: 401, durationMs: 0.4 });
  });

  it('stops at the end of the URL when the credential is the last parameter, in any quoting', () => {
    expect(redactCredentials('{"url":"/x?token=abc","status":401}')).toBe('{"url":"/x?token=[REDACTED]","status":401}');
    expect(redactCredentials("url='/x?apikey=abc' status=401")).toBe("url='/x?apikey=[REDACTED]' status=401");
    expect(redactCredentials('["/x?api_key=abc",1]')).toBe('["/x?api_key=[REDACTED]",1]');
    expect(redactCredentials('{"a":"/x?api_key=abc"}')).toBe('{"a":"/x?api_key=[REDACTED]"}');
    expect(redactCredentials('GET /x?access_token=abc, next')).toBe('GET /x?access_token=[REDACTED], next');
    expect(redactCredentials('<a href="/x?api_key=abc">')).toBe('<a href="/x?api_key=[REDACTED]">');
  });

  it('redacts a credential field whose value holds an escaped quote and keeps the line valid JSON', () => {
    const line = JSON.stringify({ headers: { authorization: 'Token a"b\\c', accept: 'json' }, api_key: 'x"y', status: 401 });
    const redacted = redactCredentials(line);
    expect(JSON.parse(redacted)).toEqual({ headers: { authorization: '[REDACTED]', accept: 'json' }, api_key: '[REDACTED]', status: 401 });
  });

  it('still removes a Mandala key that sits in the same line after the URL', () => {
    const key = generateApiKey();
    const line = JSON.stringify({ url: `/x?api_key=${key}`, note: `retry with ${key}` });
    const redacted = redactCredentials(line);
    expect(redacted).not.toContain(key.slice(9));
    expect(JSON.parse(redacted)).toEqual({ url: '/x?api_key=[REDACTED]', note: 'retry with mdl_live_[REDACTED]' });
  });
});
