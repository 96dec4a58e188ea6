import { describe, expect, it } from 'vitest';
import { ReferenceLibraryError } from '../errors';
import { findChannel, getChannel } from './get-channel';

describe('getChannel', () => {
  it('accepts either gate order and separator', () => {
    expect(getChannel('20-34').id).toBe('20-34');
    expect(getChannel('34-20').id).toBe('20-34');
    expect(getChannel('34/20').id).toBe('20-34');
  });

  it('accepts names and aliases case-insensitively', () => {
    expect(getChannel('charisma').id).toBe('20-34');
    expect(getChannel('Mating').id).toBe('6-59');
    expect(getChannel('The Brain Wave').id).toBe('20-57');
    expect(getChannel('alpha').id).toBe('7-31');
  });

  it('throws reference_not_found for pairs that form no channel', () => {
    expect(() => getChannel('1-2')).toThrow(ReferenceLibraryError);
    try {
      getChannel('1-2');
    } catch (error) {
      expect((error as ReferenceLibraryError).code).toBe('reference_not_found');
      expect((error as ReferenceLibraryError).details).toEqual({ kind: 'channel', key: '1-2' });
    }
  });

  it('throws invalid_reference_id for an empty key', () => {
    expect(() => getChannel(' ')).toThrow(expect.objectContaining({ code: 'invalid_reference_id' }));
  });

  it('findChannel returns undefined instead of throwing', () => {
    expect(findChannel(34, 20)?.name).toBe('Charisma');
    expect(findChannel(1, 2)).toBeUndefined();
  });
});
