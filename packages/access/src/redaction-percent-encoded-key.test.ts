// A key percent-encoded inside another parameter (`?q=mdl_live%5F…`, `%6Ddl_live_…`) decodes to the key for
// anyone who reads the log: redaction matches what the text decodes to, not only the text as written.
import { describe, expect, it } from 'vitest';
import { generateApiKey } from './api-key';
import { redactCredentials, redactUrl } from './redaction';

const key = generateApiKey();
const secret = key.slice('mdl_live_'.length);
const encodeAll = (text: string): string => [...text].map((character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`).join('');

describe('redaction of percent-encoded keys', () => {
  it('redacts a key whose underscore, first letter or every character is percent-encoded', () => {
    const variants = [
      `mdl_live%5F${secret}`,
      `mdl%5flive%5f${secret}`,
      `%6Ddl_live_${secret}`,
      encodeAll(key),
      `mdl_live_${encodeAll(secret)}`,
      `mdl_live%255F${secret}`, // encoded twice
    ];
    for (const variant of variants) {
      const redacted = redactUrl(`/locations?q=${variant}&limit=5`);
      expect(redacted, variant).toBe('/locations?q=mdl_live_[REDACTED]&limit=5');
      expect(decodeURIComponent(decodeURIComponent(redacted)), variant).not.toContain(secret);
    }
  });

  it('redacts encoded keys in paths, in credential parameter names and in whole log lines, and is stable when applied twice', () => {
    expect(redactUrl(`/celebrities/${encodeAll(key)}`)).toBe('/celebrities/mdl_live_[REDACTED]');
    expect(redactUrl(`/hd-data?api%5Fkey=${secret}&date=1990`)).toBe('/hd-data?api%5Fkey=[REDACTED]&date=1990');
    const line = JSON.stringify({ msg: 'request', url: `/locations?q=%6Ddl_live_${secret}`, headers: { 'x-note': `mdl_live%5F${secret}` } });
    const redacted = redactCredentials(line);
    expect(redacted).not.toContain(secret);
    expect(JSON.parse(redacted)).toMatchObject({ msg: 'request', url: '/locations?q=mdl_live_[REDACTED]', headers: { 'x-note': 'mdl_live_[REDACTED]' } });
    expect(redactCredentials(redacted)).toBe(redacted);
  });

  it('leaves encoded text that is not a key alone', () => {
    const url = '/locations?q=S%C3%A3o%20Paulo&note=100%25&x=mdl%20live';
    expect(redactUrl(url)).toBe(url);
    expect(redactCredentials(`{"url":"${url}"}`)).toBe(`{"url":"${url}"}`);
  });
});
