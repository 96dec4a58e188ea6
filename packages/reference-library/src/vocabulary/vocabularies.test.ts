import { describe, expect, it } from 'vitest';
import {
  getAuthority,
  getDefinition,
  getDefinitionByComponentCount,
  getStrategy,
  getType,
} from './get-vocabulary-item';
import { authorities, definitions, strategies, types } from './vocabularies';

describe('vocabularies', () => {
  it('lists five types, four strategies, eight authorities and five definitions', () => {
    expect(types.map((type) => type.id)).toEqual([
      'manifestor', 'generator', 'manifesting-generator', 'projector', 'reflector',
    ]);
    expect(strategies).toHaveLength(4);
    expect(authorities.map((authority) => authority.name)).toEqual([
      'Emotional', 'Sacral', 'Splenic', 'Ego Manifested', 'Ego Projected', 'Self-Projected', 'Mental', 'Lunar',
    ]);
    expect(authorities.map((authority) => authority.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(definitions.map((definition) => definition.componentCount)).toEqual([0, 1, 2, 3, 4]);
  });

  it('keeps each type consistent with its strategy record', () => {
    for (const type of types) {
      const strategy = getStrategy(type.strategyId);
      expect(strategy.name).toBe(type.strategy);
      expect(strategy.types).toContain(type.id);
    }
    expect(getType('Projector')).toMatchObject({ signature: 'Success', notSelfTheme: 'Bitterness' });
  });

  it('looks items up by name, id or alias, case-insensitively', () => {
    expect(getType('manifesting-generator').name).toBe('Manifesting Generator');
    expect(getType('MG').id).toBe('manifesting-generator');
    expect(getAuthority('Solar Plexus').id).toBe('emotional');
    expect(getAuthority('ego-projected').name).toBe('Ego Projected');
    expect(getAuthority('Self Projected').id).toBe('self-projected');
    expect(getAuthority('Splenic Authority').id).toBe('splenic');
    expect(getDefinition('triple split').id).toBe('triple-split-definition');
    expect(getDefinitionByComponentCount(2).name).toBe('Split Definition');
  });

  it('throws typed errors for unknown items', () => {
    expect(() => getType('Wizard')).toThrow(expect.objectContaining({ code: 'reference_not_found' }));
    expect(() => getAuthority('')).toThrow(expect.objectContaining({ code: 'invalid_reference_id' }));
    expect(() => getDefinitionByComponentCount(5)).toThrow(expect.objectContaining({ code: 'reference_not_found' }));
  });
});
