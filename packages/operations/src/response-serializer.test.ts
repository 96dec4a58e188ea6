import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileResponseSerializer, serializerObstacles } from './response-serializer';

const activation = z.strictObject({
  Gate: z.number().int().min(1).max(64),
  Longitude: z.number().describe('Ecliptic longitude, degrees'),
  Planet: z.enum(['Sun', 'Earth']),
  Retrograde: z.boolean(),
  Speed: z.number().nullable(),
  Note: z.string().optional(),
});
const chart = z.strictObject({ Type: z.strictObject({ Id: z.string(), Name: z.string() }), Gates: z.array(activation), Warnings: z.array(z.string()) });

describe('compileResponseSerializer', () => {
  it('writes exactly what JSON.stringify writes for values of an exact schema, including escapes, nulls and absent optionals', () => {
    const serialize = compileResponseSerializer(chart);
    const value = {
      Type: { Id: 'manifesting-generator', Name: 'Manifesting "MG" Generator\n\u2028' },
      Gates: [
        { Gate: 41, Longitude: 302.123456789012, Planet: 'Sun', Retrograde: false, Speed: 0.9856, Note: 'tab\there' },
        { Gate: 31, Longitude: -0.000001, Planet: 'Earth', Retrograde: true, Speed: null },
      ],
      Warnings: [],
    };
    expect(serializerObstacles(chart)).toEqual([]);
    expect(serialize(value)).toBe(JSON.stringify(value));
  });

  it('falls back to JSON.stringify for a schema that leaves fields open, so nothing is dropped', () => {
    const loose = z.looseObject({ Type: z.unknown() });
    expect(serializerObstacles(loose)).toEqual(expect.arrayContaining([expect.stringContaining('allows undeclared properties')]));
    const serialize = compileResponseSerializer(loose);
    const value = { Type: { Id: 'x' }, Extra: [1, 2] };
    expect(serialize(value)).toBe(JSON.stringify(value));
  });

  it('falls back to JSON.stringify when a value lacks a required property', () => {
    const serialize = compileResponseSerializer(chart);
    const value = { Type: { Id: 'generator' }, Gates: [], Warnings: [] };
    expect(serialize(value)).toBe(JSON.stringify(value));
  });

  it('names every open place of a schema', () => {
    const schema = z.strictObject({ Data: z.unknown(), List: z.array(z.looseObject({})) });
    expect(serializerObstacles(schema)).toEqual(expect.arrayContaining(['.Data is untyped', '.List[] allows undeclared properties']));
  });
});
