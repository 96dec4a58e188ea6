import { describe, expect, it } from 'vitest';
import { VARIABLE_KINDS, arrowDirectionForTone, getVariableTerm, variables } from './variables';

describe('variables', () => {
  it('has eight vocabularies of six terms indexed 1..6', () => {
    expect(VARIABLE_KINDS).toHaveLength(8);
    for (const kind of VARIABLE_KINDS) {
      expect(variables[kind].terms.map((term) => term.index)).toEqual([1, 2, 3, 4, 5, 6]);
      for (const term of variables[kind].terms) expect(term.description.length).toBeGreaterThan(10);
    }
  });

  it('gives Left/Right variants for every determination and environment color', () => {
    for (const kind of ['determination', 'environment'] as const) {
      for (const term of variables[kind].terms) {
        expect(term.leftVariant).toBeTruthy();
        expect(term.rightVariant).toBeTruthy();
      }
    }
    expect(getVariableTerm('determination', 1)).toMatchObject({ name: 'Appetite', leftVariant: 'Consecutive' });
  });

  it('pairs transference with motivation and distraction with perspective by 1-4, 2-5, 3-6', () => {
    for (const [pairKind, baseKind] of [
      ['transference', 'motivation'],
      ['distraction', 'perspective'],
    ] as const) {
      for (const term of variables[pairKind].terms) {
        const pairedIndex = ((term.index + 2) % 6) + 1;
        expect(term.pairedIndex).toBe(pairedIndex);
        expect(term.name).toBe(getVariableTerm(baseKind, pairedIndex).name);
      }
    }
    expect(getVariableTerm('transference', 1).name).toBe('Need');
    expect(getVariableTerm('distraction', 3).name).toBe('Personal');
  });

  it('takes the arrow from the tone: 1-3 Left, 4-6 Right', () => {
    expect([1, 2, 3, 4, 5, 6].map(arrowDirectionForTone)).toEqual(['Left', 'Left', 'Left', 'Right', 'Right', 'Right']);
    expect(() => arrowDirectionForTone(0)).toThrow(expect.objectContaining({ code: 'invalid_reference_id' }));
  });

  it('rejects unknown kinds and indexes', () => {
    expect(() => getVariableTerm('mood' as never, 1)).toThrow(expect.objectContaining({ code: 'invalid_reference_id' }));
    expect(() => getVariableTerm('sense', 7)).toThrow(expect.objectContaining({ code: 'reference_not_found' }));
  });
});
