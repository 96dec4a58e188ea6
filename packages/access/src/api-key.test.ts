import { describe, expect, it } from 'vitest';
import { apiKeyDisplayPrefix, generateApiKey, hashApiKey, hashesMatch, isWellFormedApiKey } from './api-key';

describe('API keys', () => {
  it('are mdl_live_ plus 43 base64url characters (256 random bits) and never repeat', () => {
    const keys = Array.from({ length: 1000 }, () => generateApiKey());
    for (const key of keys) {
      expect(key).toMatch(/^mdl_live_[A-Za-z0-9_-]{43}$/);
      expect(isWellFormedApiKey(key)).toBe(true);
    }
    expect(new Set(keys).size).toBe(1000);
    expect(new Set(keys.map(apiKeyDisplayPrefix)).size).toBe(1000);
  });

  it('detects malformed credentials', () => {
    const key = generateApiKey();
    expect(isWellFormedApiKey(key.slice(0, -1))).toBe(false);
    expect(isWellFormedApiKey(`${key}x`)).toBe(false);
    expect(isWellFormedApiKey(key.replace('mdl_live_', 'mdl_test_'))).toBe(false);
    expect(isWellFormedApiKey(`${key.slice(0, -1)}=`)).toBe(false);
    expect(isWellFormedApiKey('')).toBe(false);
  });

  it('hashes with SHA-256 and compares hashes exactly', () => {
    const key = generateApiKey();
    const hash = hashApiKey(key);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashesMatch(hash, hashApiKey(key))).toBe(true);
    expect(hashesMatch(hash, hashApiKey(generateApiKey()))).toBe(false);
    expect(hashesMatch(hash, hash.slice(0, 62))).toBe(false);
    expect(hashesMatch('', '')).toBe(false);
  });

  it('shows a 17-character display prefix', () => {
    expect(apiKeyDisplayPrefix(`mdl_live_ABCDEFGH${'x'.repeat(35)}`)).toBe('mdl_live_ABCDEFGH');
  });
});
