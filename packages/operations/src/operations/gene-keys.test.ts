import { describe, expect, it } from 'vitest';
import { createDefaultEngines } from '../default-engines';
import { undeclaredFields } from '../test-support/undeclared-fields';
import { geneKeys } from './gene-keys';

const context = { engines: createDefaultEngines(), now: () => new Date('2024-03-20T12:00:00Z') };
const run = async (input: Record<string, unknown>) => geneKeys.run(geneKeys.input.parse(input), context);

describe('gene_keys with the default engines', () => {
  it('reads the 13 spheres from the activations of the natal chart of the same birth', async () => {
    const birth = { date: '1982-03-27T11:05', timezone: 'America/Sao_Paulo' };
    const profile = await run(birth);
    const chart = await context.engines.natalChart({ date: '1982-03-27T11:05:00', timezone: 'America/Sao_Paulo' }, 'v1');
    const activation = (side: string, planet: string) => chart.Gates.find((entry) => entry.Activation === side && entry.Planet === planet)!;
    const spheres = [...profile.Activation, ...profile.Venus, ...profile.Pearl];
    expect(spheres.map((sphere) => sphere.Name)).toEqual([
      "Life's Work", 'Evolution', 'Radiance', 'Purpose', 'Attraction', 'IQ', 'EQ', 'SQ', 'Core', 'Vocation', 'Culture', 'Pearl', 'Brand',
    ]);
    for (const sphere of spheres) {
      const source = activation(sphere.Activation, sphere.Planet);
      expect([sphere.Key, sphere.Line], sphere.Name).toEqual([source.Gate, source.Line]);
    }
    // Published chart (see packages/bodygraph/test/published-charts.ts): personality Sun 17.3, design Sun 58.6.
    expect(profile.Activation[0]).toMatchObject({ Key: 17, Line: 3, Shadow: 'Opinion', Gift: 'Far-Sightedness', Siddhi: 'Omniscience' });
    expect(profile.Activation[2]).toMatchObject({ Key: 58, Line: 6 });
    expect(profile.BirthDateUtc).toBe('1982-03-27T14:05:00.000Z');
    expect(profile.Warnings).toEqual([]);
  });

  it('answers exactly what its output schema declares', async () => {
    const profile = await run({ date: '1990-05-15T14:30', timezone: 'Europe/Berlin' });
    expect(geneKeys.output.safeParse(profile).success).toBe(true);
    expect(undeclaredFields(geneKeys.output, profile)).toEqual([]);
  });

  it('refuses a birth without a time zone, and a date with an offset, before computing anything', () => {
    expect(geneKeys.input.safeParse({ date: '1990-05-15T14:30' }).success).toBe(false);
    expect(geneKeys.input.safeParse({ date: '1990-05-15T14:30Z', timezone: 'UTC' }).success).toBe(false);
    expect(geneKeys.input.safeParse({ date: '1990-05-15T14:30', timezone: 'UTC', extra: 1 }).success).toBe(false);
  });

  it('is an enhanced operation of 1 unit on GET /gene-keys, the get_gene_keys tool and the gene-keys command', () => {
    expect([geneKeys.category, geneKeys.units, geneKeys.rest?.path, geneKeys.tool?.name, geneKeys.cli?.command]).toEqual([
      'enhanced',
      1,
      '/gene-keys',
      'get_gene_keys',
      'gene-keys',
    ]);
  });
});
