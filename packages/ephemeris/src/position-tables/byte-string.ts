// Bytes carried in a JavaScript string, one character per byte, so binary data can ship in a JSON data file (engine
// packages read no files; a bundler or Node imports it). Every character is at most U+00FF, so V8 holds the string
// in one byte per character (a two-byte string would take twice the memory): byte b is the character
// (b + 0xA0) mod 256. The rotation puts the rarest bytes of the position tables (0x60-0x7F) on the control
// characters, which JSON writes as six-character escapes, and the common ones on ASCII (0x80-0xDF) and on
// U+00A0-U+00FF (0x00-0x5F: two bytes of UTF-8 each), so the file stays near the size of its bytes in UTF-8.

const CHARACTER_OFFSET = 0xa0;

/** The character code that carries `byte` (0-255). */
export function byteCharacterCode(byte: number): number {
  return (byte + CHARACTER_OFFSET) & 0xff;
}

/** The string of `bytes`, one character per byte. */
export function encodeByteString(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 1) text += String.fromCharCode(byteCharacterCode(bytes[index] as number));
  return text;
}

/** Byte of every character code U+0000-U+00FF. */
export const BYTE_OF_CHARACTER_CODE: Uint8Array = (() => {
  const table = new Uint8Array(256);
  for (let byte = 0; byte < 256; byte += 1) table[byteCharacterCode(byte)] = byte;
  return table;
})();
