import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { argumentMutations } from './argument-mutations';
import { restTargets } from './operation-targets';
import { validArguments } from './valid-requests';

const chart = restTargets().find((target) => target.operation.name === 'natal_chart_v1');
if (chart === undefined) throw new Error('no natal_chart_v1 route');
const [input = {}] = fc.sample(validArguments(chart.schema), { numRuns: 1, seed: 3 });

describe('argument mutations', () => {
  it.each(argumentMutations.map((mutation) => [mutation.name, mutation] as const))('%s changes the arguments and names what it did', (_name, mutation) => {
    for (const medium of ['query', 'json'] as const) {
      for (let pick = 0; pick < 40; pick += 1) {
        const applied = mutation.apply(input, chart.schema, pick, medium);
        if (applied === undefined) continue;
        expect(applied.label).not.toBe('');
        const changed = applied.encoded.jsonText !== undefined || applied.encoded.appendedQuery !== undefined || JSON.stringify(applied.encoded.input) !== JSON.stringify(input);
        expect(changed).toBe(true);
      }
    }
  });

  it('writes __proto__ as a field of the JSON text, where an object literal would set the prototype', () => {
    const extra = argumentMutations.find((mutation) => mutation.name === 'extra field');
    const applied = extra?.apply({ date: 'x' }, chart.schema, 0, 'json');
    expect(applied?.encoded.jsonText).toBe('{"__proto__":{"polluted":true,"isAdmin":true},"date":"x"}');
    expect(Object.keys(JSON.parse(applied?.encoded.jsonText ?? '{}') as object)).toContain('__proto__');
  });
});
