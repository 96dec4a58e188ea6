import { describe, expect, it } from 'vitest';
import { JsonOverflow, jsonByteWriter, jsonScratchBytes } from './json-byte-writer';

describe('jsonByteWriter', () => {
  const writer = jsonByteWriter();
  const written = (write: (position: number) => number): string => writer.bytes.subarray(0, write(0)).toString('utf8');

  it('writes primitives as JSON.stringify does', () => {
    for (const value of ['plain', 'quote " and \\ and \n', 'é', '\ud83d', 0, 7, 999_999_999, 1e9, -1, 0.5, 1e-7, Number.NaN, true, false, null, undefined, [1], { a: 1 }]) {
      const expected = JSON.stringify(value) ?? 'null';
      expect(written((position) => writer.anyValue(value, position))).toBe(expected);
      if (typeof value === 'string') expect(written((position) => writer.string(value, position))).toBe(expected);
      if (typeof value === 'number') expect(written((position) => writer.number(value, position))).toBe(expected);
      if (typeof value === 'boolean') expect(written((position) => writer.boolean(value, position))).toBe(expected);
    }
  });

  it('throws JsonOverflow past the end of the scratch', () => {
    expect(() => writer.string('long text', jsonScratchBytes - 4)).toThrow(JsonOverflow);
    expect(() => writer.room(jsonScratchBytes, 1)).toThrow(JsonOverflow);
  });

  it('copies out transient bytes into a shared slab and kept bytes apart', () => {
    writer.bytes.write('{"a":1}', 0);
    const first = writer.copyOut(7, true);
    writer.bytes.write('{"b":2}', 0);
    const second = writer.copyOut(7, true);
    const kept = writer.copyOut(7, false);
    expect([first.toString(), second.toString(), kept.toString()]).toEqual(['{"a":1}', '{"b":2}', '{"b":2}']);
    expect(second.buffer).toBe(first.buffer);
    expect(kept.buffer).not.toBe(first.buffer);
  });
});
