// Chiron's table read one block of segments at a time: the generated index gives, for every block of
// CHIRON_TABLE_BLOCK_SEGMENTS segments, where its integers start in the text and the constant term (in table
// units) that the block's first part's change is added to, so a block decodes without the ones before it.
import { SIGNED_VARINT_ALPHABET } from './signed-varint-text';

/** One decoded block: coefficients in degrees part after part, and per segment its first part and part count. */
export interface ChironTableBlock {
  readonly coefficients: Float64Array;
  readonly segmentStart: Int32Array;
  readonly segmentParts: Int32Array;
}

/** The table's shape, as the generated module states it. */
export interface ChironTableShape {
  readonly text: string;
  readonly segmentCount: number;
  readonly coefficientsPerPart: number;
  readonly unitDegrees: number;
  readonly blockSegments: number;
}

const digitOfCode: Int8Array = (() => {
  const digit = new Int8Array(128).fill(-1);
  for (let index = 0; index < SIGNED_VARINT_ALPHABET.length; index++) digit[SIGNED_VARINT_ALPHABET.charCodeAt(index)] = index;
  return digit;
})();

/** Reads signed varints from `text` at a position that moves on. */
class IntegerReader {
  constructor(
    private readonly text: string,
    public position: number,
  ) {}

  next(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const code = this.text.charCodeAt(this.position);
      const sextet = code < 128 ? (digitOfCode[code] as number) : -1;
      if (sextet < 0) throw new RangeError(`unexpected character at ${this.position} of Chiron's table`);
      this.position += 1;
      if (sextet < 32) {
        value += sextet * scale;
        return value % 2 === 0 ? value / 2 : -(value + 1) / 2;
      }
      value += (sextet - 32) * scale;
      scale *= 32;
    }
  }
}

/**
 * The block index of a table: per block `[text offset, constant term before the block]`, flat. Used by the
 * generator (scripts/generate-chiron-table.ts) to write CHIRON_TABLE_BLOCKS.
 */
export function chironBlockIndex(shape: Omit<ChironTableShape, 'unitDegrees'>): number[] {
  const reader = new IntegerReader(shape.text, 0);
  const index: number[] = [];
  let constantUnits = 0;
  for (let segment = 0; segment < shape.segmentCount; segment++) {
    if (segment % shape.blockSegments === 0) index.push(reader.position, constantUnits);
    const parts = 2 ** reader.next();
    for (let part = 0; part < parts; part++) {
      constantUnits += reader.next();
      for (let k = 1; k < shape.coefficientsPerPart; k++) reader.next();
    }
  }
  return index;
}

/** Decodes block `block` from its index entry. */
export function decodeChironBlock(shape: ChironTableShape, blockIndex: readonly number[], block: number): ChironTableBlock {
  const reader = new IntegerReader(shape.text, blockIndex[2 * block] as number);
  let constantUnits = blockIndex[2 * block + 1] as number;
  const first = block * shape.blockSegments;
  const count = Math.min(shape.blockSegments, shape.segmentCount - first);
  const perPart = shape.coefficientsPerPart;
  const segmentStart = new Int32Array(count);
  const segmentParts = new Int32Array(count);
  const values: number[] = [];
  for (let segment = 0; segment < count; segment++) {
    const parts = 2 ** reader.next();
    segmentStart[segment] = values.length;
    segmentParts[segment] = parts;
    for (let part = 0; part < parts; part++) {
      constantUnits += reader.next();
      values.push((((constantUnits * shape.unitDegrees) % 360) + 360) % 360);
      for (let k = 1; k < perPart; k++) values.push(reader.next() * shape.unitDegrees);
    }
  }
  return { coefficients: Float64Array.from(values), segmentStart, segmentParts };
}
