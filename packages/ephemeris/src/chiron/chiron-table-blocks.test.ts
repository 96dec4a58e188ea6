// Guards Chiron's table read by blocks: the generated index is the one the table's text implies, and the blocks
// decoded one by one give exactly the coefficients of one pass over the whole table.
import { describe, expect, it } from 'vitest';
import { chironBlockIndex, decodeChironBlock, type ChironTableShape } from './chiron-table-blocks';
import {
  CHIRON_TABLE_BLOCK_SEGMENTS,
  CHIRON_TABLE_BLOCKS,
  CHIRON_TABLE_COEFFICIENTS_PER_PART,
  CHIRON_TABLE_DATA,
  CHIRON_TABLE_SEGMENT_COUNT,
  CHIRON_TABLE_UNIT_DEGREES,
} from './chiron-table.generated';
import { decodeSignedIntegers } from './signed-varint-text';

const shape: ChironTableShape = {
  text: CHIRON_TABLE_DATA.join(''),
  segmentCount: CHIRON_TABLE_SEGMENT_COUNT,
  coefficientsPerPart: CHIRON_TABLE_COEFFICIENTS_PER_PART,
  unitDegrees: CHIRON_TABLE_UNIT_DEGREES,
  blockSegments: CHIRON_TABLE_BLOCK_SEGMENTS,
};

describe("Chiron's table by blocks", () => {
  it('ships the index its text implies', () => {
    expect(chironBlockIndex(shape)).toEqual(CHIRON_TABLE_BLOCKS);
  });

  it('decodes, block by block, the coefficients of one pass over the whole table', () => {
    const integers = decodeSignedIntegers(shape.text);
    const whole: number[] = [];
    let read = 0;
    let constantUnits = 0;
    for (let segment = 0; segment < CHIRON_TABLE_SEGMENT_COUNT; segment++) {
      const parts = 2 ** (integers[read++] as number);
      for (let part = 0; part < parts; part++) {
        constantUnits += integers[read++] as number;
        whole.push((((constantUnits * CHIRON_TABLE_UNIT_DEGREES) % 360) + 360) % 360);
        for (let k = 1; k < CHIRON_TABLE_COEFFICIENTS_PER_PART; k++) whole.push((integers[read++] as number) * CHIRON_TABLE_UNIT_DEGREES);
      }
    }
    const byBlocks: number[] = [];
    for (let block = 0; block < CHIRON_TABLE_BLOCKS.length / 2; block++) byBlocks.push(...decodeChironBlock(shape, CHIRON_TABLE_BLOCKS, block).coefficients);
    expect(byBlocks).toEqual(whole);
  });
});
