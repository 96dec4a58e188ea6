/** Deepest nesting of arrays and objects a JSON request body may have (every operation's input nests a few levels). */
export const MAXIMUM_JSON_DEPTH = 32;

/** Most members and elements a JSON request body may hold in all (a batch of 50 charts holds about 250). */
export const MAXIMUM_JSON_VALUES = 10_000;

const openBrace = 0x7b;
const openBracket = 0x5b;
const closeBrace = 0x7d;
const closeBracket = 0x5d;
const comma = 0x2c;
const quote = 0x22;
const backslash = 0x5c;

/**
 * Why `text` is beyond the bounds of a JSON request body, in words that say what to do, or `undefined` when it is
 * within them: nesting deeper than {@link MAXIMUM_JSON_DEPTH}, or more than {@link MAXIMUM_JSON_VALUES} members and
 * elements. One pass over the text before `JSON.parse` builds anything, so a body nested thousands deep or holding
 * a hundred thousand tiny values is refused with a 400 before any parser, schema or walk recurses into it. Brackets
 * inside strings are skipped; text that is not JSON is left for `JSON.parse` to refuse.
 */
export function jsonBoundsProblem(text: string): string | undefined {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === backslash) index += 1;
      else if (code === quote) inString = false;
      continue;
    }
    if (code === quote) {
      inString = true;
    } else if (code === openBrace || code === openBracket) {
      depth += 1;
      values += 1;
      if (depth > MAXIMUM_JSON_DEPTH) {
        return `The JSON body nests arrays and objects more than ${MAXIMUM_JSON_DEPTH} levels deep; send the fields the operation documents (a few levels at most).`;
      }
    } else if (code === closeBrace || code === closeBracket) {
      depth -= 1;
    } else if (code === comma) {
      values += 1;
    }
    if (values > MAXIMUM_JSON_VALUES) {
      return `The JSON body holds more than ${MAXIMUM_JSON_VALUES} values; send fewer in one request (split a long list over several requests).`;
    }
  }
  return undefined;
}
