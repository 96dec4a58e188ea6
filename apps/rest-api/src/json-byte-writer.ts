/**
 * The output of the compiled JSON encoders (`compile-json-encoder.ts`): one scratch buffer per process (encoding is
 * synchronous, so encoders share it), the writers of primitive values, and `JsonOverflow`, thrown when a value does
 * not fit the scratch (the encoder then answers with `JSON.stringify`). Every writer takes the position to write at
 * and returns the position after what it wrote; each checks the room it needs first.
 */
export interface JsonByteWriter {
  readonly bytes: Buffer;
  /** Makes sure `count` more bytes fit after `position`; throws {@link JsonOverflow} when they do not. */
  room(position: number, count: number): void;
  /** A value of any kind, as `JSON.stringify` writes it (`null` for what it leaves out, as in an array). */
  anyValue(value: unknown, position: number): number;
  /** A string, quoted and escaped as `JSON.stringify` does; anything else as {@link JsonByteWriter.anyValue}. */
  string(value: unknown, position: number): number;
  /** A number (`null` when not finite, as `JSON.stringify`); anything else as {@link JsonByteWriter.anyValue}. */
  number(value: unknown, position: number): number;
  /** A boolean; anything else as {@link JsonByteWriter.anyValue}. */
  boolean(value: unknown, position: number): number;
  /**
   * A copy of the first `length` bytes of the scratch: in a shared slab of 256 KiB when `transient` (a response sent
   * once: no allocation of its own, and the slab goes when its last response does), else from `Buffer.allocUnsafe`
   * (kept beside a cached result, it must not hold a slab).
   */
  copyOut(length: number, transient: boolean): Buffer;
}

/** Thrown when an encoding does not fit the scratch buffer. */
export class JsonOverflow extends Error {
  constructor() {
    super('The encoded value does not fit the JSON scratch buffer.');
  }
}

/** Bytes of the scratch buffer: far above a chart's ≈ 12 kB, so only an unusual value overflows. */
export const jsonScratchBytes = 1 << 20;

/** Bytes of a slab of transient outputs: about twenty charts share one allocation. */
const slabBytes = 256 * 1024;

const TRUE_BYTES = Buffer.from('true');
const FALSE_BYTES = Buffer.from('false');
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const FIRST_PRINTABLE = 0x20;
const FIRST_BEYOND_ASCII = 0x7f;

function createJsonByteWriter(): JsonByteWriter {
  const bytes = Buffer.allocUnsafe(jsonScratchBytes);
  const room = (position: number, count: number): void => {
    if (position + count > jsonScratchBytes) throw new JsonOverflow();
  };
  const writeText = (text: string, position: number): number => {
    // UTF-8 takes at most 3 bytes per UTF-16 code unit.
    room(position, text.length * 3);
    return position + bytes.write(text, position, 'utf8');
  };
  const anyValue = (value: unknown, position: number): number => writeText(JSON.stringify(value) ?? 'null', position);
  let slab = Buffer.allocUnsafeSlow(slabBytes);
  let slabUsed = 0;
  return {
    bytes,
    room,
    anyValue,
    copyOut(length, transient) {
      if (!transient || length > slabBytes / 4) {
        const own = Buffer.allocUnsafe(length);
        bytes.copy(own, 0, 0, length);
        return own;
      }
      if (slabUsed + length > slabBytes) {
        slab = Buffer.allocUnsafeSlow(slabBytes);
        slabUsed = 0;
      }
      const start = slabUsed;
      bytes.copy(slab, start, 0, length);
      // Outputs start at multiples of 8 bytes, as Node's own buffer pool aligns them.
      slabUsed = (start + length + 7) & ~7;
      return slab.subarray(start, start + length);
    },
    string(value, position) {
      if (typeof value !== 'string') return anyValue(value, position);
      const length = value.length;
      room(position, length + 2);
      let at = position;
      bytes[at++] = QUOTE;
      for (let index = 0; index < length; index += 1) {
        const code = value.charCodeAt(index);
        // Control characters, quotes and backslashes are escaped; beyond ASCII the text is UTF-8 (and a lone
        // surrogate escaped): `JSON.stringify` writes those.
        if (code < FIRST_PRINTABLE || code === QUOTE || code === BACKSLASH || code >= FIRST_BEYOND_ASCII) return writeText(JSON.stringify(value), position);
        bytes[at++] = code;
      }
      bytes[at++] = QUOTE;
      return at;
    },
    number(value, position) {
      if (typeof value !== 'number') return anyValue(value, position);
      // Whole numbers below 10^9 digit by digit; the rest (fractions, exponents, not finite) through V8's formatting.
      if (value >= 0 && value < 1_000_000_000 && (value | 0) === value) {
        room(position, 9);
        let digits = 1;
        for (let bound = 10; bound <= value; bound *= 10) digits += 1;
        let rest = value;
        for (let at = position + digits - 1; at >= position; at -= 1) {
          bytes[at] = 0x30 + (rest % 10);
          rest = (rest / 10) | 0;
        }
        return position + digits;
      }
      if (!Number.isFinite(value)) return writeText('null', position);
      const text = String(value);
      room(position, text.length);
      for (let index = 0; index < text.length; index += 1) bytes[position + index] = text.charCodeAt(index);
      return position + text.length;
    },
    boolean(value, position) {
      if (typeof value !== 'boolean') return anyValue(value, position);
      const text = value ? TRUE_BYTES : FALSE_BYTES;
      room(position, text.length);
      bytes.set(text, position);
      return position + text.length;
    },
  };
}

let shared: JsonByteWriter | undefined;

/** The process's writer (created on first use). */
export function jsonByteWriter(): JsonByteWriter {
  shared ??= createJsonByteWriter();
  return shared;
}
