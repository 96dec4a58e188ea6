import { describe, expect, it } from 'vitest';
import { indexByKeys, lookupKey } from './lookup-key';

describe('lookupKey', () => {
  it('folds case, separators and a leading "the"', () => {
    expect(lookupKey(' Solar Plexus ')).toBe('solar-plexus');
    expect(lookupKey('SOLAR_PLEXUS')).toBe('solar-plexus');
    expect(lookupKey('Heart/Ego')).toBe('heart-ego');
    expect(lookupKey('The Alpha')).toBe('alpha');
  });

  it('indexes every key of every item, first item winning on a clash', () => {
    const index = indexByKeys(
      [
        { id: 'a', names: ['One', 'Shared'] },
        { id: 'b', names: ['Two', 'shared'] },
      ],
      (item) => item.names,
    );
    expect(index.get('one')?.id).toBe('a');
    expect(index.get('two')?.id).toBe('b');
    expect(index.get('shared')?.id).toBe('a');
  });
});
