/**
 * Front coding of the sorted search keys. Keys come in blocks of {@link KEYS_PER_BLOCK}: the first
 * key of a block is stored whole, each later one as the length of the prefix it shares with the
 * key before it (one base-89 digit) followed by the rest. Sorted place names share long
 * prefixes, so this halves the shipped key text; a prefix search binary-searches the blocks'
 * first keys and then walks the text character by character, allocating no strings.
 */
import { BASE89_DIGITS, base89DigitValues } from './base89';

/** Separates keys inside a block; folded keys never contain it. */
export const KEY_SEPARATOR = '|';
/** Separates blocks; folded keys never contain it either. */
export const BLOCK_SEPARATOR = '~';
/** Keys per block. */
export const KEYS_PER_BLOCK = 16;
/** Longest key the format carries (the generator drops longer alternate names). */
export const MAXIMUM_KEY_LENGTH = 120;
const MAXIMUM_SHARED_LENGTH = BASE89_DIGITS.length - 1;
const KEY_SEPARATOR_CODE = KEY_SEPARATOR.charCodeAt(0);
const BLOCK_SEPARATOR_CODE = BLOCK_SEPARATOR.charCodeAt(0);

/** Encode sorted keys (none containing `|` or `~`, none longer than 120) as one front-coded text. */
export function frontEncodeKeys(sortedKeys: readonly string[]): string {
  const blocks: string[] = [];
  for (let start = 0; start < sortedKeys.length; start += KEYS_PER_BLOCK) {
    const blockKeys = sortedKeys.slice(start, start + KEYS_PER_BLOCK);
    const parts: string[] = [];
    blockKeys.forEach((key, index) => {
      if (key.length > MAXIMUM_KEY_LENGTH || key.includes(KEY_SEPARATOR) || key.includes(BLOCK_SEPARATOR)) {
        throw new RangeError(`key cannot be front-coded: ${key}`);
      }
      if (index === 0) {
        parts.push(key);
        return;
      }
      const previous = blockKeys[index - 1] ?? '';
      let shared = 0;
      const limit = Math.min(previous.length, key.length, MAXIMUM_SHARED_LENGTH);
      while (shared < limit && previous.charCodeAt(shared) === key.charCodeAt(shared)) shared += 1;
      // Never between the two halves of a surrogate pair: the text would hold a lone surrogate, which a JSON file
      // can only carry as an escape that strict JSON parsers (Vite's) refuse.
      if (shared > 0 && isHighSurrogate(key.charCodeAt(shared - 1))) shared -= 1;
      parts.push(BASE89_DIGITS.charAt(shared) + key.slice(shared));
    });
    blocks.push(parts.join(KEY_SEPARATOR));
  }
  return blocks.join(BLOCK_SEPARATOR);
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * Called for each key that starts with the prefix: its position in the sorted list, its length
 * and the UTF-16 code right after the prefix (-1 when the key is the prefix itself).
 */
export type PrefixMatchVisitor = (keyIndex: number, keyLength: number, codeAfterPrefix: number) => void;

/** Asked before a block that lies wholly inside the prefix's run: true skips it undecoded. */
export type BlockSkipper = (blockIndex: number) => boolean;

/** The front-coded keys, searchable by prefix without decoding them all. */
export class FrontCodedKeys {
  private readonly text: string;
  private readonly blockStarts: Int32Array;
  private readonly blockFirstKeys: string[];
  private readonly digitValues = base89DigitValues();
  private readonly buffer = new Uint16Array(MAXIMUM_KEY_LENGTH);

  constructor(text: string) {
    this.text = text;
    const starts: number[] = text === '' ? [] : [0];
    for (let position = text.indexOf(BLOCK_SEPARATOR); position !== -1; position = text.indexOf(BLOCK_SEPARATOR, position + 1)) {
      starts.push(position + 1);
    }
    this.blockStarts = Int32Array.from(starts);
    this.blockFirstKeys = starts.map((start) => {
      let end = start;
      while (end < text.length && text.charCodeAt(end) !== KEY_SEPARATOR_CODE && text.charCodeAt(end) !== BLOCK_SEPARATOR_CODE) end += 1;
      return text.slice(start, end);
    });
  }

  /** Number of blocks; block `b` holds keys `b * 16` to `b * 16 + 15`. */
  get blockCount(): number {
    return this.blockStarts.length;
  }

  /** Every key, decoded (for tests and tools; queries never need this). */
  decodeAll(): string[] {
    const keys: string[] = [];
    for (let blockIndex = 0; blockIndex < this.blockStarts.length; blockIndex += 1) {
      this.scanBlock(blockIndex, (keyLength) => {
        keys.push(String.fromCharCode(...this.buffer.subarray(0, keyLength)));
        return true;
      });
    }
    return keys;
  }

  /**
   * Visit, in sorted order, every key that starts with `prefix` (non-empty). `skipBlock`, when
   * given, may skip blocks whose keys all start with the prefix (the caller knows none of them
   * can improve its result).
   */
  forEachWithPrefix(prefix: string, visit: PrefixMatchVisitor, skipBlock?: BlockSkipper): void {
    // First block whose first key is not less than the prefix; matches may start one block earlier.
    let low = 0;
    let high = this.blockFirstKeys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.blockFirstKeys[middle] ?? '') < prefix) low = middle + 1;
      else high = middle;
    }
    const buffer = this.buffer;
    const prefixLength = prefix.length;
    const firstBlock = Math.max(0, low - 1);
    for (let blockIndex = firstBlock; blockIndex < this.blockStarts.length; blockIndex += 1) {
      if (
        skipBlock !== undefined &&
        blockIndex > firstBlock &&
        (this.blockFirstKeys[blockIndex + 1] ?? '').startsWith(prefix) &&
        skipBlock(blockIndex)
      ) {
        continue;
      }
      let keyIndex = blockIndex * KEYS_PER_BLOCK;
      const pastRun = this.scanBlock(blockIndex, (keyLength) => {
        const comparedLength = Math.min(keyLength, prefixLength);
        let position = 0;
        while (position < comparedLength && buffer[position] === prefix.charCodeAt(position)) position += 1;
        if (position === prefixLength) {
          visit(keyIndex, keyLength, keyLength > prefixLength ? (buffer[prefixLength] ?? -1) : -1);
        } else if (position < comparedLength && (buffer[position] ?? 0) > prefix.charCodeAt(position)) {
          return false; // past every key that starts with the prefix
        }
        keyIndex += 1;
        return true;
      });
      if (pastRun) return;
    }
  }

  /**
   * Decode the keys of one block into the buffer, one at a time, while `step` returns true.
   * Returns true when `step` stopped the scan.
   */
  private scanBlock(blockIndex: number, step: (keyLength: number) => boolean): boolean {
    const { text, buffer, digitValues } = this;
    const end = text.length;
    let offset = this.blockStarts[blockIndex] ?? end;
    let keyLength = 0;
    let code = text.charCodeAt(offset);
    // The first key is stored whole; later ones start with a shared-length digit.
    for (let isFirst = true; offset < end; isFirst = false) {
      keyLength = isFirst ? 0 : (digitValues[text.charCodeAt(offset++)] ?? 0);
      code = text.charCodeAt(offset);
      while (offset < end && code !== KEY_SEPARATOR_CODE && code !== BLOCK_SEPARATOR_CODE) {
        buffer[keyLength++] = code;
        code = text.charCodeAt(++offset);
      }
      if (!step(keyLength)) return true;
      offset += 1;
      if (code === BLOCK_SEPARATOR_CODE) break;
    }
    return false;
  }
}
