// Bytes carried in a JavaScript string, one character per byte, so binary data can ship inside a generated module
// (engine packages read no files). Every byte maps to a character that needs no escape in a single-quoted string
// and at most two bytes of UTF-8: bytes 0x00-0x5E to the printable ASCII 0x20-0x7E, the rest to U+00A1-U+0141,
// except the two that would land on `'` and `\`, which move to U+0142 and U+0143. Gzip sees nearly the raw bytes.

const ASCII_OFFSET = 0x20;
const FIRST_WIDE_BYTE = 0x5f;
const WIDE_OFFSET = 0xa1 - FIRST_WIDE_BYTE;
const QUOTE = 0x27;
const BACKSLASH = 0x5c;
const QUOTE_STAND_IN = 0x142;
const BACKSLASH_STAND_IN = 0x143;

/** The character code that carries `byte` (0-255). */
export function byteCharacterCode(byte: number): number {
  const code = byte < FIRST_WIDE_BYTE ? byte + ASCII_OFFSET : byte + WIDE_OFFSET;
  if (code === QUOTE) return QUOTE_STAND_IN;
  if (code === BACKSLASH) return BACKSLASH_STAND_IN;
  return code;
}

/** The string of `bytes`, one character per byte. */
export function encodeByteString(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 1) text += String.fromCharCode(byteCharacterCode(bytes[index] as number));
  return text;
}

/** Byte of every character code up to U+0143 (255 for codes that carry no byte). */
export const BYTE_OF_CHARACTER_CODE: Uint8Array = (() => {
  const table = new Uint8Array(BACKSLASH_STAND_IN + 1).fill(255);
  for (let byte = 0; byte < 256; byte += 1) table[byteCharacterCode(byte)] = byte;
  return table;
})();
