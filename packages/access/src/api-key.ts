import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Every Mandala key starts with this, so a key found in a log or a repository is recognisable. */
export const apiKeyPrefix = 'mdl_live_';

/** Random bytes in a key (256 bits of entropy). */
const keyRandomBytes = 32;
/** Characters of the random part kept in the display prefix (48 bits, used to find the stored hash). */
const lookupCharacters = 8;
/** `mdl_live_` + base64url of 32 bytes (43 characters, no padding). */
const apiKeyPattern = /^mdl_live_[A-Za-z0-9_-]{43}$/;

/** A fresh key: `mdl_live_` + base64url of 32 random bytes (52 characters in all). */
export function generateApiKey(): string {
  return apiKeyPrefix + randomBytes(keyRandomBytes).toString('base64url');
}

/** True when `candidate` has the shape of a Mandala key (it may still be unknown or revoked). */
export function isWellFormedApiKey(candidate: string): boolean {
  return apiKeyPattern.test(candidate);
}

/** The display and lookup prefix of a well-formed key: `mdl_live_` + its first 8 random characters. Safe to log. */
export function apiKeyDisplayPrefix(key: string): string {
  return key.slice(0, apiKeyPrefix.length + lookupCharacters);
}

/**
 * SHA-256 of the key, hex. Keys carry 256 random bits, so a fast hash is enough: guessing is hopeless
 * and there is no password to stretch.
 */
export function hashApiKey(key: string): string {
  // One-shot `crypto.hash` (Node ≥ 20.12): this runs on every authenticated request.
  return hash('sha256', key, 'hex');
}

/** Compares two hex hashes in constant time (`crypto.timingSafeEqual`); false when lengths differ. */
export function hashesMatch(expectedHex: string, actualHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const actual = Buffer.from(actualHex, 'hex');
  if (expected.length !== actual.length || expected.length === 0) return false;
  return timingSafeEqual(expected, actual);
}
