import { geneKeysProfile } from '@mandala/bodygraph';
import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { birthMomentShape, toLocalMoment } from '../schemas/birth-moment';
import { geneKeysOutputSchema } from '../schemas/gene-keys-output';

/** `GET /gene-keys` and the `get_gene_keys` tool (enhanced: Startup and above, 1 unit). */
export const geneKeys = defineOperation({
  name: 'gene_keys',
  category: 'enhanced',
  oauthScopes: ['charts'],
  units: 1,
  pure: true,
  input: z.strictObject(birthMomentShape),
  output: geneKeysOutputSchema,
  summary:
    "Gene Keys profile: the 13 spheres of the Activation, Venus and Pearl sequences (Life's Work to Brand), each with its key and line and the key's shadow, gift and siddhi.",
  rest: { method: 'get', path: '/gene-keys', tags: ['Charts'] },
  cli: { command: 'gene-keys' },
  tool: {
    name: 'get_gene_keys',
    path: 'get-gene-keys',
    birthDateTimeAt: [''],
    title: 'Get the Gene Keys profile',
    description:
      "Computes a person's Gene Keys profile from their birth: the Activation sequence (Life's Work, Evolution, Radiance, Purpose), the " +
      'Venus sequence (Attraction, IQ, EQ, SQ, Core) and the Pearl sequence (Vocation, Culture, Pearl, Brand), each sphere with its key ' +
      '(1-64), line (1-6), the planet and side it comes from, and the key\'s shadow, gift and siddhi names. Use it for questions about a ' +
      "person's Gene Keys, life's work, purpose or hologenetic profile. birthDateTime is the local birth date-time (no Z, no offset), timezone its " +
      'IANA zone. Needs a Startup plan or higher. Costs 1 unit. Example arguments: {"birthDateTime": "1990-05-15T14:30", "timezone": "Europe/Berlin"}.',
  },
  run: async (input, context) => {
    const chart = await context.engines.natalChart(toLocalMoment(input), 'v1');
    return { ...geneKeysProfile(chart), BirthDateUtc: chart.BirthDateUtc, DesignDateUtc: chart.DesignDateUtc, Warnings: chart.Warnings };
  },
});
