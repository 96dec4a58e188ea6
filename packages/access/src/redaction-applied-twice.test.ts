import { describe, expect, it } from 'vitest';
import { generateApiKey } from './api-key';
import { redactCredentials, redactUrl } from './redaction';

// The request log redacts the URL, then the logger redacts the whole line: a credential must come out as
// `[REDACTED]` once, not `[REDACTED]]` or `mdl_live_[REDACTED][REDACTED]`.
describe('redaction applied twice', () => {
  const key = generateApiKey();
  const texts = [
    `/hd-data?date=1985-03-12T14:30&timezone=UTC&api_key=${key}`,
    `/hd-data?Api_Key=secret&date=1985-03-12T14:30`,
    `/x?access_token=secret#fragment`,
    `{"url":"/hd-data?api_key=${key}","note":"${key}"}`,
    `Authorization: Bearer ${key}`,
    `{"x-api-key":"${key}"}`,
  ];

  it.each(texts)('reads the same after a second pass: %s', (text) => {
    const once = redactCredentials(text);
    expect(once).not.toContain('secret');
    expect(once).not.toContain(key.slice(9));
    expect(redactCredentials(once)).toBe(once);
    expect(redactCredentials(redactUrl(text))).toBe(once);
  });

  it('still redacts a key sent behind a fake redaction', () => {
    for (const text of [`/x?api_key=[REDACTED]${key}&date=1`, `/x?api_key=[REDACTED]x${key}`]) {
      expect(redactCredentials(text)).not.toContain(key.slice(9));
    }
  });

  it('writes the redacted query value once in a log line', () => {
    const line = redactCredentials(JSON.stringify({ url: redactUrl(`/hd-data?date=1985-03-12T14:30&api_key=${key}`) }));
    expect(line).toBe('{"url":"/hd-data?date=1985-03-12T14:30&api_key=[REDACTED]"}');
  });
});
