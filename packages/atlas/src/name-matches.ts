/**
 * Finds every shipped key that starts with a folded name and grades how well it matches.
 * Keys are sorted, so all keys with a given prefix form one run found by binary search.
 */
import type { AtlasIndex } from './atlas-index';
import { KEY_KIND_ALTERNATE, KEY_KIND_NAME, kindOfKeyCode, rowIndexOfKeyCode } from './key-code';

/** The query is the place's own name: `paris` for Paris. */
export const TIER_EXACT_NAME = 0;
/**
 * The query is one of the place's alternate names (`bombay` for Mumbai), or whole words of its
 * own name (`york` or `new york` for New York City). One tier, so population decides between
 * a stray alternate name of a village and a well-known name's words. (Alternate names of large
 * places also compete in the first tier; see population-order.ts.)
 */
export const TIER_ALTERNATE_OR_WHOLE_WORDS = 1;
/** The query starts the own name: `sao pau` for São Paulo. */
export const TIER_NAME_PREFIX = 2;
/** The query starts a later word of the own name: `paul` for São Paulo. */
export const TIER_WORD_PREFIX = 3;
/** The query starts an alternate name: `bomb` for Mumbai. */
export const TIER_ALTERNATE_PREFIX = 4;

/**
 * Called once per matching key with the key's place row, match tier and whether the key is an
 * alternate name equal to the query.
 */
export type NameMatchVisitor = (rowIndex: number, tier: number, isExactAlternate: boolean) => void;

/** True when no match at `tier` or worse, in rows from `rowIndex` on, could change the result. */
export type HopelessTest = (tier: number, rowIndex: number) => boolean;

function tierOf(kind: number, keyLength: number, prefixLength: number, codeAfterPrefix: number): number {
  const isWhole = keyLength === prefixLength;
  if (kind === KEY_KIND_ALTERNATE) return isWhole ? TIER_ALTERNATE_OR_WHOLE_WORDS : TIER_ALTERNATE_PREFIX;
  if (isWhole) return kind === KEY_KIND_NAME ? TIER_EXACT_NAME : TIER_ALTERNATE_OR_WHOLE_WORDS;
  if (codeAfterPrefix === 32) return TIER_ALTERNATE_OR_WHOLE_WORDS;
  return kind === KEY_KIND_NAME ? TIER_NAME_PREFIX : TIER_WORD_PREFIX;
}

/**
 * Visit every key that starts with `prefix` (a folded, non-empty name). Keys equal to the prefix
 * sort first and keys continuing it with a space next, so once a longer key is seen no later key
 * is an exact name (tier 1 or worse), and once a key continues the prefix with a letter every
 * later key is a plain prefix match (tier 2 for own names, 3 or worse for the others). From then
 * on, whole blocks whose largest place cannot beat the current results (`isHopeless`) are
 * skipped without decoding.
 */
export function forEachNameMatch(index: AtlasIndex, prefix: string, visit: NameMatchVisitor, isHopeless?: HopelessTest): void {
  const { keys, keyCodes, blockMinimumNameRows, blockMinimumOtherRows } = index;
  const prefixLength = prefix.length;
  let pastExactNames = false;
  let pastWholeWords = false;
  keys.forEachWithPrefix(
    prefix,
    (keyIndex, keyLength, codeAfterPrefix) => {
      if (codeAfterPrefix !== -1) pastExactNames = true;
      if (codeAfterPrefix > 32) pastWholeWords = true;
      const code = keyCodes[keyIndex] ?? 0;
      const kind = kindOfKeyCode(code);
      visit(rowIndexOfKeyCode(code), tierOf(kind, keyLength, prefixLength, codeAfterPrefix), kind === KEY_KIND_ALTERNATE && codeAfterPrefix === -1);
    },
    isHopeless === undefined
      ? undefined
      : (blockIndex) => {
          const nameRow = blockMinimumNameRows[blockIndex] ?? 0;
          const otherRow = blockMinimumOtherRows[blockIndex] ?? 0;
          if (pastWholeWords) return isHopeless(TIER_NAME_PREFIX, nameRow) && isHopeless(TIER_WORD_PREFIX, otherRow);
          return pastExactNames && isHopeless(TIER_ALTERNATE_OR_WHOLE_WORDS, Math.min(nameRow, otherRow));
        },
  );
}
