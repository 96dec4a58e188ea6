import { OperationError } from '../errors';

/** The message of every surface for a gate id that is not a gate number. */
export const GATE_NUMBER_MESSAGE = 'The gate number must be an integer from 1 to 64.';

/**
 * A gate id as every surface reads it: an integer, or its decimal digits as text (`"34"`, `" 7 "`). Hex,
 * exponent and decimal spellings (`0x22`, `1e1`, `34.0`) and other text are refused (400 with `field` as the
 * issue's path); a number outside 1–64 is left to the reference lookup (404).
 */
export function gateNumberOfId(id: string | number, field: string): number {
  if (typeof id === 'number' && Number.isInteger(id)) return id;
  if (typeof id === 'string' && /^[0-9]{1,3}$/.test(id.trim())) return Number(id.trim());
  throw new OperationError('validation_error', `${field}: ${GATE_NUMBER_MESSAGE}`, { details: { issues: [{ path: field, message: GATE_NUMBER_MESSAGE }] } });
}
