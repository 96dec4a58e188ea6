import { createHash } from 'node:crypto';

/**
 * JSON with object keys sorted at every depth, so equal values give equal text whatever the key order.
 * Follows `JSON.stringify` otherwise: `toJSON` is honoured (dates become ISO strings), `undefined`
 * members are dropped, non-finite numbers become `null`.
 */
export function stableJson(value: unknown): string {
  return JSON.stringify(sortKeysDeep(value)) ?? 'null';
}

/** True when `keys` are in the order `Array.prototype.sort` would put them (UTF-16 code units). */
function inSortedOrder(keys: readonly string[]): boolean {
  for (let index = 1; index < keys.length; index += 1) if ((keys[index - 1] as string) > (keys[index] as string)) return false;
  return true;
}

/**
 * `value` with every object's keys in sorted order. An object whose keys are already in that order and whose members
 * need no change is returned as it is (the result cache keys every pure call's input this way; most inputs are flat),
 * which `JSON.stringify` writes exactly as it would write a sorted copy.
 */
function sortKeysDeep(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return sortKeysDeep((value as { toJSON(): unknown }).toJSON());
  }
  if (Array.isArray(value)) return value.map((item) => sortKeysDeep(item));
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    // Each member is sorted once, whichever way the object goes.
    const members = keys.map((key) => sortKeysDeep(record[key]));
    if (inSortedOrder(keys) && members.every((member, index) => member === record[keys[index] as string])) return record;
    const sorted: Record<string, unknown> = {};
    for (const index of keys.map((_key, each) => each).sort((first, second) => ((keys[first] as string) < (keys[second] as string) ? -1 : 1))) {
      sorted[keys[index] as string] = members[index];
    }
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
