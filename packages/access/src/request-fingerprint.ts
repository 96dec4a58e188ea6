import { createHash } from 'node:crypto';

/**
 * JSON with object keys sorted at every depth, so equal values give equal text whatever the key order.
 * Follows `JSON.stringify` otherwise: `toJSON` is honoured (dates become ISO strings), `undefined`
 * members are dropped, non-finite numbers become `null`.
 */
export function stableJson(value: unknown): string {
  return JSON.stringify(sortKeysDeep(value)) ?? 'null';
}

function sortKeysDeep(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return sortKeysDeep((value as { toJSON(): unknown }).toJSON());
  }
  if (Array.isArray(value)) return value.map((item) => sortKeysDeep(item));
  if (value !== null && typeof value === 'object') {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) sorted[key] = sortKeysDeep((value as Record<string, unknown>)[key]);
    return sorted;
  }
  return value;
}

/**
 * Fingerprint that binds an idempotency key to one request: SHA-256 (hex, 64 characters) of the operation name
 * and the stable JSON of its arguments. Callers normalise the arguments first (casing, date forms,
 * defaults filled in), so two spellings of one request share a fingerprint.
 */
export function requestFingerprint(operation: string, canonicalArgs: unknown): string {
  return createHash('sha256').update(operation, 'utf8').update('\n').update(stableJson(canonicalArgs), 'utf8').digest('hex');
}
