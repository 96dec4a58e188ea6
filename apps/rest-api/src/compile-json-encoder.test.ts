import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { compileJsonEncoder } from './compile-json-encoder';
import { jsonScratchBytes } from './json-byte-writer';

const planet = z.looseObject({ Longitude: z.number(), Gate: z.number().int(), Sign: z.enum(['Aries', 'Taurus']), Retrograde: z.boolean() });
const schema = z.looseObject({
  Name: z.string(),
  Kind: z.literal('natal'),
  Count: z.number(),
  Note: z.string().optional(),
  DeltaT: z.number().nullable(),
  Planets: z.array(planet),
  Nested: z.looseObject({ Gates: z.array(z.number()), Lists: z.array(z.array(z.string())) }),
  Other: z.union([z.string(), z.number()]),
});

/** The encoder's bytes equal JSON.stringify's for `value`. */
function expectExact(encode: (value: unknown) => Buffer, value: unknown): void {
  expect(encode(value).toString('utf8')).toBe(JSON.stringify(value));
  expect(encode(value).equals(Buffer.from(JSON.stringify(value), 'utf8'))).toBe(true);
}

const sample = {
  Name: 'Role Model / Martyr',
  Kind: 'natal',
  Count: 42,
  DeltaT: 57.1061107577236,
  Planets: [
    { Longitude: 54.41618978335887, Gate: 23, Sign: 'Taurus', Retrograde: false },
    { Longitude: -0.000001234, Gate: 0, Sign: 'Aries', Retrograde: true },
  ],
  Nested: { Gates: [1, 10, 999_999_999, 1_000_000_000, -3, 2 ** 31, 1e21, 1.5e-7], Lists: [[], ['a'], ['b', 'c']] },
  Other: 'either',
};

describe('compileJsonEncoder', () => {
  const encode = compileJsonEncoder(schema);

  it('writes what JSON.stringify writes for a value that follows the schema', () => {
    expectExact(encode, sample);
    const { Name, Kind, Count, ...rest } = sample;
    expectExact(encode, { Name, Kind, Count, Note: 'present', ...rest, DeltaT: null, Other: 7 });
  });

  it('writes the fields in the order of the schema, which the values are expected to follow', () => {
    const { Name, ...rest } = sample;
    expect(JSON.parse(encode({ ...rest, Name }).toString())).toEqual(sample);
    expect(encode({ ...rest, Name }).toString()).toBe(JSON.stringify(sample));
  });

  it('escapes strings as JSON.stringify does: quotes, backslashes, control characters, non-ASCII, lone surrogates', () => {
    for (const Name of ['say "hi"', 'back\\slash', 'tab\tnew\nline\u0000', 'São Paulo — Zürich', '日本 😀', 'lone \ud800 surrogate', '\u007f', '']) {
      expectExact(encode, { ...sample, Name });
    }
  });

  it('writes numbers as JSON.stringify does, not-finite ones as null', () => {
    for (const Count of [0, -0, 7, 10, 99, 100, 123_456_789, -42, 0.1, 1 / 3, 1e-7, 1e21, 2 ** 53, Number.MAX_VALUE, Number.NaN, Infinity, -Infinity]) {
      expectExact(encode, { ...sample, Count });
    }
  });

  it('leaves out undefined, function and symbol fields, and writes them as null in arrays', () => {
    expectExact(encode, { ...sample, Note: undefined, Count: () => 1, DeltaT: Symbol('x') });
    expectExact(encode, { ...sample, Nested: { Gates: [1, undefined, () => 2, 3], Lists: [['a', undefined as unknown as string]] } });
    expectExact(encode, { Name: undefined, Kind: 'natal' });
    expectExact(encode, {});
  });

  it('writes a value of another kind than its schema says as JSON.stringify does', () => {
    expectExact(encode, { ...sample, Name: 12, Kind: 'other', Count: '12', Planets: { not: 'an array' }, Nested: [1, 2], DeltaT: { x: 1 } });
    expectExact(encode, { ...sample, Planets: [null, 'text', { Longitude: 'x', Gate: true, Sign: 'Gemini', Retrograde: 'no' }] });
    expectExact(encode, { ...sample, Nested: null });
    expectExact(encode, { ...sample, Other: { when: new Date(0) } });
    expectExact(encode, [1, 2]);
    expectExact(encode, null);
    expectExact(encode, 'text');
  });

  it('falls back to JSON.stringify for a value larger than the scratch buffer', () => {
    const huge = { ...sample, Name: 'x'.repeat(jsonScratchBytes) };
    expectExact(encode, huge);
    expectExact(encode, sample);
  });

  it('reuses its gathered numbers from one value to the next: fewer, then more, then none, each exact (issue 39)', () => {
    const encode = compileJsonEncoder(schema);
    const planets = (count: number) => Array.from({ length: count }, (_, index) => ({ Longitude: index + 0.125, Gate: index, Sign: 'Aries', Retrograde: false }));
    for (const count of [26, 3, 40, 0, 26]) expectExact(encode, { ...sample, Count: count + 0.5, Planets: planets(count) });
  });

  it('keeps separate encoders apart (they share one scratch buffer)', () => {
    const other = compileJsonEncoder(z.looseObject({ A: z.array(z.number()) }));
    const first = encode(sample);
    const second = other({ A: [1, 2, 3] });
    expect(first.toString()).toBe(JSON.stringify(sample));
    expect(second.toString()).toBe('{"A":[1,2,3]}');
  });

  it('keeps transient encodings intact while more are written (they share slabs, each in its own bytes)', () => {
    const values = Array.from({ length: 400 }, (_, index) => ({ ...sample, Count: index, Name: `birth ${index}` }));
    const encodings = values.map((value) => encode(value, { transient: true }));
    values.forEach((value, index) => expect(encodings[index]?.toString()).toBe(JSON.stringify(value)));
    const kept = encode(sample);
    expect(kept.toString()).toBe(JSON.stringify(sample));
  });
});
