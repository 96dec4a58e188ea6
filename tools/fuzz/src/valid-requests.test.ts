import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { restTargets, toolTargets } from './operation-targets';
import { relateFields, validArguments } from './valid-requests';

describe('valid arguments', () => {
  it.each([...restTargets(), ...toolTargets()].map((target) => [target.operation.name, target] as const))(
    '%s: most generated arguments pass the operation input schema',
    (_name, target) => {
      const samples = fc.sample(validArguments(target.schema), { numRuns: 100, seed: 7 });
      const valid = samples.filter((input) => target.operation.input.safeParse(input).success).length;
      expect(valid).toBeGreaterThanOrEqual(80);
    },
  );

  it('makes related fields agree: a window a few days long, a return year not before the birth', () => {
    expect(relateFields({ startDate: '2026-03-01', endDate: '1900-01-01' }, 3)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-04' });
    expect(relateFields({ date: '1985-03-12T14:30', kind: 'solar', year: 1950 }, 10)).toMatchObject({ year: 1995 });
    expect(relateFields({ date: '1985-03-12T14:30', kind: 'saturn', year: 1990, month: '1990-01' }, 0)).toEqual({ date: '1985-03-12T14:30', kind: 'saturn' });
  });
});
