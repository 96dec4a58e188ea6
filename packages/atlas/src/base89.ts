/**
 * Fixed-width base-89 numbers in printable ASCII that needs no escaping in a string literal
 * (`#` to `}` without `\` and `|`), used for the packed columns of the shipped data.
 */

/** The 89 digits, in value order. */
export const BASE89_DIGITS = Array.from({ length: 126 - 35 }, (_, index) => String.fromCharCode(35 + index))
  .filter((character) => character !== '\\' && character !== '|')
  .join('');
const BASE = BASE89_DIGITS.length;

/** Digit value of each ASCII character code (0 for characters that are not digits). */
export function base89DigitValues(): Int8Array {
  const digitValues = new Int8Array(128);
  for (let index = 0; index < BASE; index += 1) digitValues[BASE89_DIGITS.charCodeAt(index)] = index;
  return digitValues;
}

/** Write `value` (0 ≤ value < 89^width) as exactly `width` digits. Throws RangeError otherwise. */
export function encodeBase89(value: number, width: number): string {
  if (!Number.isInteger(value) || value < 0 || value >= BASE ** width) {
    throw new RangeError(`${value} does not fit in ${width} base-89 digits`);
  }
  let text = '';
  for (let position = width - 1; position >= 0; position -= 1) {
    text += BASE89_DIGITS[Math.floor(value / BASE ** position) % BASE];
  }
  return text;
}

/** Read a run of fixed-width numbers back into one integer each. */
export function decodeBase89Column(text: string, width: number): Int32Array {
  const digitValues = base89DigitValues();
  const values = new Int32Array(Math.floor(text.length / width));
  for (let valueIndex = 0, offset = 0; valueIndex < values.length; valueIndex += 1) {
    let value = 0;
    for (let position = 0; position < width; position += 1, offset += 1) {
      value = value * BASE + (digitValues[text.charCodeAt(offset)] ?? 0);
    }
    values[valueIndex] = value;
  }
  return values;
}
