/**
 * Folding of place names and queries to one comparable form: lower case, no accents, no
 * punctuation. The same function builds the shipped search keys (scripts/build-atlas-data.ts)
 * and folds every query, so both sides always agree.
 */

/** Letters that Unicode decomposition (NFD) does not split into a base letter and a mark. */
const LETTER_REPLACEMENTS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
};

const SPECIAL_LETTERS = /[ßẞæœøłđðþıħŧ]/g;
/** Combining marks left by NFD (accents, diacritics, vowel signs). */
const COMBINING_MARKS = /\p{M}+/gu;
/** Apostrophes and full stops vanish (`N'Djamena` → `ndjamena`, `St.` → `st`). */
const DROPPED_PUNCTUATION = /['’‘ʻʼ`´.]/g;
/** Anything that is neither a letter nor a digit separates words. */
const WORD_SEPARATORS = /[^\p{L}\p{N}]+/gu;
const ASCII_DROPPED_PUNCTUATION = /['`.]/g;
const ASCII_WORD_SEPARATORS = /[^a-z0-9]+/g;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Fold a place name or query: lower case, accents removed (`Zürich` → `zurich`,
 * `São Paulo` → `sao paulo`), apostrophes and full stops dropped, every other run of
 * non-letters collapsed to one space, trimmed. Non-Latin scripts keep their letters.
 * Returns `''` for text with no letters or digits.
 */
export function foldText(text: string): string {
  if (PRINTABLE_ASCII.test(text)) {
    return text
      .toLowerCase()
      .replace(ASCII_DROPPED_PUNCTUATION, '')
      .replace(ASCII_WORD_SEPARATORS, ' ')
      .trim();
  }
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(SPECIAL_LETTERS, (letter) => LETTER_REPLACEMENTS[letter] ?? letter)
    .replace(DROPPED_PUNCTUATION, '')
    .replace(WORD_SEPARATORS, ' ')
    .trim();
}
