import { describe, expect, it } from 'vitest';
import { generateApiKey } from './api-key';
import { extractCredential, legacyCredentialResponseHeaders, type CredentialRequest } from './credential-extraction';

const key = generateApiKey();
const otherKey = generateApiKey();

function codeOf(request: CredentialRequest): string {
  const result = extractCredential(request);
  return result.success ? `ok:${result.source}` : result.error.code;
}

describe('extractCredential', () => {
  it('accepts Authorization: Bearer and X-Api-Key as equivalent, in any header casing', () => {
    for (const headers of [{ authorization: `Bearer ${key}` }, { Authorization: `bearer  ${key} ` }, { 'x-api-key': key }, { 'X-API-KEY': [key] }]) {
      const result = extractCredential({ headers });
      expect(result).toMatchObject({ success: true, key, deprecated: false });
    }
    expect(extractCredential({ headers: new Headers({ 'X-Api-Key': key }) })).toMatchObject({ success: true, key, source: 'x_api_key_header' });
    expect(codeOf({ headers: { authorization: `Bearer ${key}`, 'x-api-key': key } })).toBe('ok:authorization_header');
  });

  it('tells an OAuth access token (Bearer only) from an API key, and a stray value from both', () => {
    const token = 'a'.repeat(21) + '-_' + 'B'.repeat(20);
    expect(extractCredential({ headers: { authorization: `Bearer ${token}` } })).toMatchObject({ success: true, key: token, kind: 'access_token' });
    expect(extractCredential({ headers: { authorization: `Bearer ${key}` } })).toMatchObject({ success: true, kind: 'api_key' });
    expect(codeOf({ headers: { 'x-api-key': token } })).toBe('malformed_credential');
    expect(codeOf({ headers: { authorization: `Bearer ${token}x` } })).toBe('malformed_credential');
  });

  it('answers missing_credential when nothing is sent', () => {
    expect(codeOf({ headers: {} })).toBe('missing_credential');
    expect(codeOf({ headers: { 'x-api-key': undefined }, body: { name: 'x' } })).toBe('missing_credential');
  });

  it('answers malformed_credential for wrong schemes, shapes, repeats and conflicts', () => {
    expect(codeOf({ headers: { authorization: `Basic ${key}` } })).toBe('malformed_credential');
    expect(codeOf({ headers: { authorization: 'Bearer' } })).toBe('malformed_credential');
    expect(codeOf({ headers: { authorization: 'Bearer sk_live_123' } })).toBe('malformed_credential');
    expect(codeOf({ headers: { 'x-api-key': `${key}extra` } })).toBe('malformed_credential');
    expect(codeOf({ headers: { 'x-api-key': [key, key] } })).toBe('malformed_credential');
    expect(codeOf({ headers: { authorization: `Bearer ${key}`, 'x-api-key': otherKey } })).toBe('malformed_credential');
    // A non-Bearer Authorization (a proxy's) is ignored when X-Api-Key carries the key.
    expect(codeOf({ headers: { authorization: 'Basic dXNlcjpwYXNz', 'x-api-key': key } })).toBe('ok:x_api_key_header');
  });

  it('never accepts a key in the query string, even next to a valid header', () => {
    for (const query of [{ api_key: key }, { Api_key: key }, new URLSearchParams({ API_KEY: 'x' }), { apikey: key }]) {
      const result = extractCredential({ headers: { 'x-api-key': key }, query });
      expect(result.success).toBe(false);
      if (!result.success) {
        expect(result.error.code).toBe('credential_in_query');
        expect(result.error.httpStatus).toBe(401);
        expect(result.error.message).toMatch(/header/);
        expect(result.error.message).not.toContain(key);
      }
    }
    expect(codeOf({ headers: { 'x-api-key': key }, query: { date: '2024-01-01' } })).toBe('ok:x_api_key_header');
  });

  it('accepts a legacy body api_key only in legacy mode, flagged deprecated', () => {
    const body = { api_key: key, date: '2024-01-01' };
    expect(codeOf({ headers: {}, body })).toBe('missing_credential');
    expect(extractCredential({ headers: {}, body, legacyBodyKeys: true })).toEqual({ success: true, key, kind: 'api_key', source: 'legacy_body', deprecated: true });
    expect(codeOf({ headers: {}, body: { api_key: 'nope' }, legacyBodyKeys: true })).toBe('malformed_credential');
    expect(codeOf({ headers: {}, body: { api_key: 42 }, legacyBodyKeys: true })).toBe('malformed_credential');
    // A header wins over the body field and is not deprecated.
    expect(extractCredential({ headers: { 'x-api-key': key }, body: { api_key: otherKey }, legacyBodyKeys: true })).toMatchObject({ key, deprecated: false });
    expect(legacyCredentialResponseHeaders).toEqual({ Deprecation: '@1767225600' });
  });
});
