import { describe, expect, it } from 'vitest';
import { ReferenceLibraryError } from '../errors';
import { getGate } from './get-gate';

function codeOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    return ReferenceLibraryError.isInstance(error) ? error.code : 'not a ReferenceLibraryError';
  }
  return undefined;
}

describe('getGate', () => {
  it('finds a gate by number or numeric string', () => {
    expect(getGate(34).name).toBe('Power');
    expect(getGate('34').number).toBe(34);
  });

  it('throws reference_not_found outside 1..64', () => {
    expect(codeOf(() => getGate(0))).toBe('reference_not_found');
    expect(codeOf(() => getGate(65))).toBe('reference_not_found');
  });

  it('throws invalid_reference_id for non-integers', () => {
    expect(codeOf(() => getGate(1.5))).toBe('invalid_reference_id');
    expect(codeOf(() => getGate('gate one'))).toBe('invalid_reference_id');
  });
});
