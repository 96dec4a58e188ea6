import { invalidReferenceId, referenceNotFound } from '../errors';
import type { GateNumber } from '../wheel/gate-wheel';
import type { Gate } from './gate';
import { gates } from './gates';

/**
 * The gate with number `gateNumber` (1 to 64). Also accepts the number as a string (`"34"`).
 * Throws `ReferenceLibraryError` `invalid_reference_id` for a value that is not an integer,
 * `reference_not_found` for an integer outside 1..64.
 */
export function getGate(gateNumber: GateNumber | string): Gate {
  const parsed = typeof gateNumber === 'string' && /^\s*\d+\s*$/.test(gateNumber) ? Number(gateNumber) : gateNumber;
  if (typeof parsed !== 'number' || !Number.isInteger(parsed)) {
    throw invalidReferenceId('gate', gateNumber, 'an integer from 1 to 64');
  }
  const gate = gates[parsed - 1];
  if (gate === undefined || parsed < 1) throw referenceNotFound('gate', gateNumber);
  return gate;
}
