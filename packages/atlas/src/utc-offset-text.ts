/** UTC offsets written instead of a place: `UTC+2`, `GMT-3`, `+05:30`, `-0800`, `UTC −4`. */

/** `UTC`/`GMT`/`UT` (optional), a sign (`+`, `-` or `−`), hours and optional minutes (`:30`, `30`). */
const OFFSET_TEXT = /^(?:(?:UTC|GMT|UT)\s*)?([+\u2212-])\s*(\d{1,2})(?::?(\d{2}))?$/i;

/**
 * The offset `text` writes, in seconds east of Greenwich (`UTC+2` → 7200, `-0800` → -28800), or undefined when
 * the text is not an offset. Hours and minutes are not range-checked here: no zone uses `+23:75`, so such text
 * simply finds no zone.
 */
export function utcOffsetSecondsOf(text: string): number | undefined {
  const match = OFFSET_TEXT.exec(text.trim());
  if (match === null) return undefined;
  const [, sign = '+', hours = '0', minutes = '0'] = match;
  const seconds = Number(hours) * 3600 + Number(minutes) * 60;
  return sign === '+' ? seconds : -seconds;
}
