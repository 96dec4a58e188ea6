import { describe, expect, it } from 'vitest';
import { BYTE_OF_CHARACTER_CODE, encodeByteString } from './byte-string';

describe('bytes in a string', () => {
  it('round-trips all 256 byte values, one character each', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index);
    const text = encodeByteString(bytes);
    expect(text).toHaveLength(256);
    expect(Uint8Array.from(text, (character) => BYTE_OF_CHARACTER_CODE[character.charCodeAt(0)] as number)).toEqual(bytes);
  });

  it('needs no escape in a single-quoted literal and at most two UTF-8 bytes per character', () => {
    const text = encodeByteString(Uint8Array.from({ length: 256 }, (_, index) => index));
    expect(text).not.toMatch(/['\\\n\r\u2028\u2029]/);
    const codes = Array.from(text, (character) => character.charCodeAt(0));
    expect(codes.filter((code) => code < 0x20 || (code >= 0x7f && code <= 0xa0))).toEqual([]); // no control characters, no NBSP
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(2 * 256);
  });
});
