import fc from 'fast-check';
import { toolArguments } from '@mandala/operations';
import { describe, expect, it } from 'vitest';
import { restTargets, toolTargets } from './operation-targets';
import { relateFields, validArguments } from './valid-requests';

describe('valid arguments', () => {
  const tools = toolTargets();
  const toolSet: ReadonlySet<object> = new Set(tools);
  it.each([...restTargets(), ...tools].map((target) => [target.operation.name, target] as const))(
    '%s: most generated arguments pass the operation input schema',
    (_name, target) => {
      const samples = fc.sample(validArguments(target.schema), { numRuns: 100, seed: 7 });
      // The tools take a birth as birthDateTime; the operation's input names it date (toolArguments renames it).
      const valid = samples.filter((input) => {
        const renamed = toolSet.has(target) ? toolArguments(target.operation, input) : { ok: true as const, value: input };
        return renamed.ok && target.operation.input.safeParse(renamed.value).success;
      }).length;
      expect(valid).toBeGreaterThanOrEqual(80);
    },
  );

  it('makes related fields agree: a window a few days long, a return year not before the birth', () => {
    expect(relateFields({ startDate: '2026-03-01', endDate: '1900-01-01' }, 3)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-04' });
    expect(relateFields({ date: '1985-03-12T14:30', kind: 'solar', year: 1950 }, 10)).toMatchObject({ year: 1995 });
    expect(relateFields({ date: '1985-03-12T14:30', kind: 'saturn', year: 1990, month: '1990-01' }, 0)).toEqual({ date: '1985-03-12T14:30', kind: 'saturn' });
  });
});
