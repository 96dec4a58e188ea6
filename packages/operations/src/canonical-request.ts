import { requestFingerprint, stableJson } from '@mandala/access';
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

/** `requestFingerprint` of validated input (what the executor binds an `Idempotency-Key` to). */
export function fingerprintOf(operation: AnyOperation, validatedInput: unknown): string {
  return requestFingerprint(operation.name, validatedInput);
}
