import { describe, expect, it } from 'vitest';
import { ReferenceLibraryError, referenceNotFound } from './errors';

describe('ReferenceLibraryError', () => {
  it('carries a code, details and the Mandala marker', () => {
    const error = referenceNotFound('gate', 65);
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('reference_not_found');
    expect(error.details).toEqual({ kind: 'gate', key: 65 });
    expect((error as unknown as Record<symbol, unknown>)[Symbol.for('mandala.error')]).toBe(true);
  });

  it('recognises copies by marker and name, not by prototype', () => {
    const lookalike = { name: 'ReferenceLibraryError', code: 'reference_not_found', [Symbol.for('mandala.error')]: true };
    expect(ReferenceLibraryError.isInstance(lookalike)).toBe(true);
    expect(ReferenceLibraryError.isInstance(new Error('plain'))).toBe(false);
    expect(ReferenceLibraryError.isInstance(null)).toBe(false);
  });
});
