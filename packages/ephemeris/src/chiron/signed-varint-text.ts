/**
 * A compact text encoding of signed integers for generated tables: each integer is zigzag-mapped
 * to a non-negative one, then written five bits per character, low bits first, with the
 * character's sixth bit set when more characters follow. Uses arithmetic, not bit operations,
 * so integers up to 2^53 survive.
 */
export const SIGNED_VARINT_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Encodes safe integers as text. Throws a RangeError on a non-integer. */
export function encodeSignedIntegers(values: readonly number[]): string {
  let text = '';
  for (const value of values) {
    if (!Number.isSafeInteger(value)) throw new RangeError(`not a safe integer: ${value}`);
    let rest = value >= 0 ? 2 * value : -2 * value - 1;
    while (rest >= 32) {
      text += SIGNED_VARINT_ALPHABET[32 + (rest % 32)];
      rest = Math.floor(rest / 32);
    }
    text += SIGNED_VARINT_ALPHABET[rest];
  }
  return text;
}

/** Decodes text written by {@link encodeSignedIntegers}. Throws a RangeError on a foreign character. */
export function decodeSignedIntegers(text: string): number[] {
  const digit = new Int8Array(128).fill(-1);
  for (let index = 0; index < SIGNED_VARINT_ALPHABET.length; index++) {
    digit[SIGNED_VARINT_ALPHABET.charCodeAt(index)] = index;
  }
  const values: number[] = [];
  let value = 0;
  let scale = 1;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const sextet = code < 128 ? (digit[code] as number) : -1;
    if (sextet < 0) throw new RangeError(`unexpected character at ${index}`);
    value += (sextet % 32) * scale;
    if (sextet >= 32) {
      scale *= 32;
      continue;
    }
    values.push(value % 2 === 0 ? value / 2 : -(value + 1) / 2);
    value = 0;
    scale = 1;
  }
  if (scale !== 1) throw new RangeError('text ends inside a number');
  return values;
}
