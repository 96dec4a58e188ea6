import { describe, expect, it } from 'vitest';
import { FrontCodedKeys, frontEncodeKeys, KEYS_PER_BLOCK } from './front-coding';

function sortedKeys(): string[] {
  const words = ['sa', 'san', 'san jose', 'san josé', 'sana', 'santa ana', 'santiago', 'sao paulo', 'saopaulo', 'paris', 'paris', 'parys', 'москва', 'z'];
  const keys = [...words];
  // A deterministic spread of keys, so runs cross block boundaries.
  for (let index = 0; index < 300; index += 1) keys.push(`s${String.fromCharCode(97 + (index % 26))}${index.toString(36)}`);
  return keys.sort((left, right) => (left < right ? -1 : left > right ? 1 : 0));
}

function naivePrefixMatches(keys: readonly string[], prefix: string): [number, string][] {
  return keys.flatMap((key, keyIndex): [number, string][] => (key.startsWith(prefix) ? [[keyIndex, key]] : []));
}

describe('front-coded keys', () => {
  const keys = sortedKeys();
  const coded = new FrontCodedKeys(frontEncodeKeys(keys));

  it('decodes back to the same keys', () => {
    expect(coded.decodeAll()).toEqual(keys);
    expect(coded.blockCount).toBe(Math.ceil(keys.length / KEYS_PER_BLOCK));
  });

  it.each(['s', 'sa', 'san', 'san j', 'sao', 'paris', 'москва', 'z', 'zz', 'a', 'sz9'])('finds exactly the keys starting with %j', (prefix) => {
    const found: [number, string][] = [];
    coded.forEachWithPrefix(prefix, (keyIndex, keyLength, codeAfterPrefix) => {
      const key = keys[keyIndex] ?? '';
      expect(key.length).toBe(keyLength);
      expect(codeAfterPrefix).toBe(keyLength > prefix.length ? key.charCodeAt(prefix.length) : -1);
      found.push([keyIndex, key]);
    });
    expect(found).toEqual(naivePrefixMatches(keys, prefix));
  });

  it('skips only the blocks the caller declines', () => {
    const all: number[] = [];
    coded.forEachWithPrefix('s', (keyIndex) => all.push(keyIndex));
    const kept: number[] = [];
    coded.forEachWithPrefix('s', (keyIndex) => kept.push(keyIndex), () => true);
    expect(kept.length).toBeLessThan(all.length);
    expect(kept.every((keyIndex) => all.includes(keyIndex))).toBe(true);
  });

  it('never splits a surrogate pair between the shared prefix and the rest (no lone surrogate in the text)', () => {
    const pairKeys = ['\u{20000}a', '\u{20001}b', '\u{20001}c'];
    const text = frontEncodeKeys(pairKeys);
    expect(text).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    expect(new FrontCodedKeys(text).decodeAll()).toEqual(pairKeys);
  });

  it('refuses keys that contain a separator', () => {
    expect(() => frontEncodeKeys(['a|b'])).toThrow(RangeError);
  });
});
