import { describe, expect, it } from 'vitest';
import { BYTE_OF_CHARACTER_CODE, encodeByteString } from './byte-string';

describe('bytes in a string', () => {
  const allBytes = Uint8Array.from({ length: 256 }, (_, index) => index);

  it('round-trips all 256 byte values, one character each', () => {
    const text = encodeByteString(allBytes);
    expect(text).toHaveLength(256);
    expect(Uint8Array.from(text, (character) => BYTE_OF_CHARACTER_CODE[character.charCodeAt(0)] as number)).toEqual(allBytes);
  });

  it('uses only characters up to U+00FF (a one-byte string in V8) and survives a JSON round trip', () => {
    const text = encodeByteString(allBytes);
    expect(Math.max(...Array.from(text, (character) => character.charCodeAt(0)))).toBeLessThanOrEqual(0xff);
    expect(JSON.parse(JSON.stringify(text))).toBe(text);
  });

  it('puts the bytes 0x60-0x7F, the rarest in the position tables, on the characters JSON escapes', () => {
    const escaped = Array.from(allBytes).filter((byte) => JSON.stringify(encodeByteString(Uint8Array.of(byte))).length > 3);
    expect(escaped.filter((byte) => byte < 0x60 || byte > 0x7f)).toEqual([0x82, 0xbc]); // `"` and `\`: two characters each
    expect(Buffer.byteLength(JSON.stringify(encodeByteString(Uint8Array.from({ length: 0x60 }, (_, index) => index))))).toBe(2 + 2 * 0x60);
  });
});
