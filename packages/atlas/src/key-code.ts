/**
 * Each search key points at one place row and says what kind of name it is. The pair is packed
 * into one integer (`rowIndex * 3 + kind`) and shipped as three base-89 digits per key.
 */

/** The key is the place's own name (GeoNames `name` or `asciiname`), folded. */
export const KEY_KIND_NAME = 0;
/** The key is one of the place's alternate names (other languages, former names). */
export const KEY_KIND_ALTERNATE = 1;
/** The key is a word-start suffix of the place's own name (`paulo` of `sao paulo`). */
export const KEY_KIND_NAME_WORD = 2;

/** One of the `KEY_KIND_*` values. */
export type KeyKind = typeof KEY_KIND_NAME | typeof KEY_KIND_ALTERNATE | typeof KEY_KIND_NAME_WORD;

const KIND_COUNT = 3;
/** Base-89 digits per key code in the shipped text: room for 234,989 rows. */
export const KEY_CODE_WIDTH = 3;

/** Pack a row index and a key kind into one integer. */
export function encodeKeyCode(rowIndex: number, kind: KeyKind): number {
  return rowIndex * KIND_COUNT + kind;
}

/** The row index packed in a key code. */
export function rowIndexOfKeyCode(code: number): number {
  return Math.floor(code / KIND_COUNT);
}

/** The key kind packed in a key code. */
export function kindOfKeyCode(code: number): KeyKind {
  return (code % KIND_COUNT) as KeyKind;
}
