/**
 * Folding of names and search queries to one comparable form: lower case, no accents, no
 * punctuation, letters of every script kept. The one fold of the workspace: the atlas builds its
 * shipped place keys with it (packages/atlas/scripts/build-atlas-data.ts) and folds every place
 * query with it, and the celebrity search folds names, slugs and queries with it, so both sides of
 * every comparison always agree.
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
 * Folds a name or a search query for matching: lower case, accents removed (`Zürich` → `zurich`,
 * `Salvador Dalí` → `salvador dali`), letters that do not decompose spelled out (`Straße` →
 * `strasse`, `Tromsø` → `tromso`), apostrophes and full stops dropped (`N'Djamena` → `ndjamena`),
 * every other run of non-letters collapsed to one space, trimmed. Letters of non-Latin scripts are
 * kept (`Москва` → `москва`, `東京` → `東京`). Returns `''` for text with no letters or digits.
 *
 * @example foldText('  Saint-Étienne ') // 'saint etienne'
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
