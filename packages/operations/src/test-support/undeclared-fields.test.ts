import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { undeclaredFields } from './undeclared-fields';

const point = z.looseObject({ X: z.number(), Y: z.number() });
const shape = z.looseObject({
  Name: z.string(),
  Points: z.array(point),
  Pair: z.tuple([point, z.string()]),
  Origin: point.nullable(),
  Tags: z.record(z.string(), point),
  Note: z.string().optional(),
});
const valid = {
  Name: 'square',
  Points: [{ X: 0, Y: 0 }],
  Pair: [{ X: 1, Y: 1 }, 'a'],
  Origin: { X: 0, Y: 0 },
  Tags: { corner: { X: 1, Y: 0 } },
};

describe('undeclaredFields', () => {
  it('finds nothing in a value of declared fields only, optional ones absent', () => {
    expect(shape.safeParse(valid).success).toBe(true);
    expect(undeclaredFields(shape, valid)).toEqual([]);
  });

  it('reports extra fields at the top, in objects, array items, tuple members, nullable objects and record values', () => {
    const value = {
      ...valid,
      Extra: 1,
      Points: [{ X: 0, Y: 0 }, { X: 1, Y: 1, Z: 2 }],
      Pair: [{ X: 1, Y: 1, Z: 3 }, 'a'],
      Origin: { X: 0, Y: 0, Label: 'o' },
      Tags: { corner: { X: 1, Y: 0, Color: 'red' } },
    };
    expect(shape.safeParse(value).success).toBe(true);
    expect(undeclaredFields(shape, value)).toEqual(['Points[1].Z', 'Pair[0].Z', 'Origin.Label', 'Tags.corner.Color', 'Extra']);
  });

  it('counts a union member that declares the whole value, and reports against the member the value has the shape of', () => {
    const circle = z.looseObject({ Kind: z.literal('circle'), Radius: z.number() });
    const square = z.looseObject({ Kind: z.literal('square'), Side: z.number() });
    const figure = z.union([circle, square]);
    expect(undeclaredFields(figure, { Kind: 'square', Side: 2 })).toEqual([]);
    expect(undeclaredFields(figure, { Kind: 'square', Side: 2, Radius: 1 })).toEqual(['Radius']);
    expect(undeclaredFields(figure, { Kind: 'circle', Radius: 1, Side: 2, Extra: 0 })).toEqual(['Side', 'Extra']);
  });

  it('leaves type mismatches to parse and refuses keywords it does not follow', () => {
    expect(undeclaredFields(shape, { ...valid, Origin: 'nowhere', Points: 'none' })).toEqual([]);
    const both = z.intersection(z.looseObject({ A: z.number() }), z.record(z.string(), z.number()));
    expect(() => undeclaredFields(both, { A: 1, B: 2 })).toThrow(/allOf/);
  });
});
