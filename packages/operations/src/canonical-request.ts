import { requestFingerprint, stableJson } from '@mandala/access/policy';
import type { AnyOperation } from './define-operation';
import { OperationError } from './errors';

/**
 * The canonical text of a request: the operation name and the sorted-key JSON of its input after
 * validation. Validation already canonicalises values (dates `T14:30` = `T14:30:00` = `T14:30:00.000`,
 * zone spelling, defaults filled in), and surfaces canonicalise parameter names before it, so equal
 * requests give equal text. Throws `validation_error` when `rawInput` is invalid.
 */
export function canonicalRequest(operation: AnyOperation, rawInput: unknown): string {
  const parsed = operation.input.safeParse(rawInput);
  if (!parsed.success) throw new OperationError('validation_error', 'The input is invalid.', { cause: parsed.error });
  return `${operation.name}\n${stableJson(parsed.data)}`;
}

/** The default of every `disambiguation` field (`disambiguation`, `disambiguation1`, …): leaving it out means this. */
const DEFAULT_DISAMBIGUATION = 'compatible';

/** `value` without the `disambiguation*` members that only spell out the default, at any depth (batch entries). */
function withoutDefaultDisambiguation(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDefaultDisambiguation);
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    if (/^disambiguation[0-9]*$/.test(key) && member === DEFAULT_DISAMBIGUATION) continue;
    kept[key] = withoutDefaultDisambiguation(member);
  }
  return kept;
}

/**
 * `requestFingerprint` of validated input (what the executor binds an `Idempotency-Key` to), after the operation's
 * `fingerprintInput` and with default disambiguations left out, so equivalent requests fingerprint equally.
 */
export function fingerprintOf(operation: AnyOperation, validatedInput: unknown): string {
  const canonical = operation.fingerprintInput === undefined ? validatedInput : operation.fingerprintInput(validatedInput);
  return requestFingerprint(operation.name, withoutDefaultDisambiguation(canonical));
}
