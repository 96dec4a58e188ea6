import type { LongitudeAndSpeed } from '../body-longitude';
import { EphemerisError } from '../errors';
import {
  CHIRON_TABLE_BLOCK_SEGMENTS,
  CHIRON_TABLE_BLOCKS,
  CHIRON_TABLE_COEFFICIENTS_PER_PART,
  CHIRON_TABLE_DATA,
  CHIRON_TABLE_SEGMENT_COUNT,
  CHIRON_TABLE_SEGMENT_DAYS,
  CHIRON_TABLE_START_JULIAN_DAY_UT,
  CHIRON_TABLE_UNIT_DEGREES,
} from './chiron-table.generated';
import { decodeChironBlock, type ChironTableBlock, type ChironTableShape } from './chiron-table-blocks';

/** First Julian day (UT) Chiron's table covers: 1800-01-01T00:00 UT. */
export const CHIRON_FIRST_JULIAN_DAY_UT = CHIRON_TABLE_START_JULIAN_DAY_UT;

/** Julian day (UT) where Chiron's table ends (a few days after 2200-01-01T00:00 UT). */
export const CHIRON_LAST_JULIAN_DAY_UT =
  CHIRON_TABLE_START_JULIAN_DAY_UT + CHIRON_TABLE_SEGMENT_COUNT * CHIRON_TABLE_SEGMENT_DAYS;

const shape: ChironTableShape = {
  text: CHIRON_TABLE_DATA.join(''),
  segmentCount: CHIRON_TABLE_SEGMENT_COUNT,
  coefficientsPerPart: CHIRON_TABLE_COEFFICIENTS_PER_PART,
  unitDegrees: CHIRON_TABLE_UNIT_DEGREES,
  blockSegments: CHIRON_TABLE_BLOCK_SEGMENTS,
};
const blocks: Array<ChironTableBlock | undefined> = new Array<ChironTableBlock | undefined>(CHIRON_TABLE_BLOCKS.length / 2);

/** The block of segments holding `segment`, decoded on first use (a page's first chart waits for it). */
function blockOf(segment: number): ChironTableBlock {
  const block = Math.floor(segment / CHIRON_TABLE_BLOCK_SEGMENTS);
  let decoded = blocks[block];
  if (decoded === undefined) {
    decoded = decodeChironBlock(shape, CHIRON_TABLE_BLOCKS, block);
    blocks[block] = decoded;
  }
  return decoded;
}

/**
 * Chiron's apparent geocentric ecliptic longitude (true equinox and ecliptic of date, light time,
 * aberration and nutation included) and its speed, from the generated Chebyshev table.
 *
 * Accuracy against Swiss Ephemeris (seas_18) over 1900–2100: see src/chiron/README.md.
 *
 * @param julianDayUt - Julian day in Universal Time, within 1800-01-01 … 2200-01-01.
 * @returns longitude in degrees [0, 360) and speed in degrees per day (negative when retrograde).
 * @throws EphemerisError `date_out_of_range` outside the table; `invalid_argument` when not finite.
 */
export function chironLongitudeAndSpeed(julianDayUt: number): LongitudeAndSpeed {
  if (!Number.isFinite(julianDayUt)) {
    throw new EphemerisError('invalid_argument', 'julianDayUt must be a finite number', {
      details: { julianDayUt },
    });
  }
  const offsetDays = julianDayUt - CHIRON_TABLE_START_JULIAN_DAY_UT;
  const segment = Math.floor(offsetDays / CHIRON_TABLE_SEGMENT_DAYS);
  if (segment < 0 || segment >= CHIRON_TABLE_SEGMENT_COUNT) {
    if (julianDayUt !== CHIRON_LAST_JULIAN_DAY_UT) {
      throw new EphemerisError('date_out_of_range', 'Chiron is tabulated from 1800 to 2200 only', {
        details: { julianDayUt, first: CHIRON_FIRST_JULIAN_DAY_UT, last: CHIRON_LAST_JULIAN_DAY_UT },
      });
    }
  }
  const index = Math.min(segment, CHIRON_TABLE_SEGMENT_COUNT - 1);
  const { coefficients, segmentStart, segmentParts } = blockOf(index);
  const local = index % CHIRON_TABLE_BLOCK_SEGMENTS;
  const parts = segmentParts[local] as number;
  const partDays = CHIRON_TABLE_SEGMENT_DAYS / parts;
  const offsetInSegment = offsetDays - index * CHIRON_TABLE_SEGMENT_DAYS;
  const part = Math.min(Math.floor(offsetInSegment / partDays), parts - 1);
  const x = (2 * (offsetInSegment - part * partDays)) / partDays - 1;
  // Clenshaw recurrences for the series and its derivative with respect to x.
  const base = (segmentStart[local] as number) + part * CHIRON_TABLE_COEFFICIENTS_PER_PART;
  let b1 = 0;
  let b2 = 0;
  let d1 = 0;
  let d2 = 0;
  for (let k = CHIRON_TABLE_COEFFICIENTS_PER_PART - 1; k >= 1; k--) {
    const c = coefficients[base + k] as number;
    const b0 = 2 * x * b1 - b2 + c;
    const d0 = 2 * x * d1 - d2 + 2 * b1;
    b2 = b1;
    b1 = b0;
    d2 = d1;
    d1 = d0;
  }
  const value = x * b1 - b2 + (coefficients[base] as number);
  const derivative = x * d1 - d2 + b1;
  const longitudeDegrees = ((value % 360) + 360) % 360;
  return {
    longitudeDegrees: longitudeDegrees === 360 ? 0 : longitudeDegrees,
    speedDegreesPerDay: (derivative * 2) / partDays,
  };
}
