/**
 * What text the store keeps: one rule for every text field a caller can send (names, notes, key names, emails),
 * shared by the zod schemas at the edges and the store's own checks, so SQLite and PostgreSQL refuse the same text
 * with a 400 instead of PostgreSQL failing on a NUL (`invalid byte sequence for encoding "UTF8": 0x00`).
 */

/** `single`: a label on one line (names, key names); `multiple`: free text where tabs and line breaks are kept (notes). */
export type TextLines = 'single' | 'multiple';

/** Control characters of any field: C0 but tab, line feed and carriage return, DEL and C1 (U+0080–U+009F). */
const controlInAnyText = /(?![\t\n\r])\p{Cc}/u;
/** Control characters of a one-line field: every C0 and C1 control, tabs and line breaks included, and U+2028/U+2029. */
const controlInOneLine = /[\p{Cc}\u2028\u2029]/u;

/** A UTF-16 surrogate not part of a pair (with the `u` flag a pair reads as one code point, never as `Cs`). */
const unpairedSurrogate = /\p{Cs}/u;

/**
 * Why `text` cannot be stored as sent, in words that say what to do, or `undefined` when it can: control characters
 * (NUL among them) and unpaired UTF-16 surrogates (which no database encoding can hold) are refused.
 */
export function unstorableTextProblem(text: string, lines: TextLines = 'single'): string | undefined {
  if ((lines === 'single' ? controlInOneLine : controlInAnyText).test(text)) {
    return lines === 'single'
      ? 'Remove the control characters (NUL, tabs, line breaks and the like) from this text and send it again.'
      : 'Remove the control characters (NUL and the like; tabs and line breaks are fine) from this text and send it again.';
  }
  if (unpairedSurrogate.test(text)) return 'This text holds an unpaired UTF-16 surrogate; send it as valid Unicode.';
  return undefined;
}

/** True when {@link unstorableTextProblem} finds nothing. */
export function isStorableText(text: string, lines: TextLines = 'single'): boolean {
  return unstorableTextProblem(text, lines) === undefined;
}
