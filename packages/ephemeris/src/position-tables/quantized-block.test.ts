// Guards the quantized table format: what the encoder writes the decoder reads back exactly, for every body of
// the shipped tables and for edge values, and the segment-join prediction keeps coefficient 0 small.
import { describe, expect, it } from 'vitest';
import { quantizeSegment, encodeQuantizedBlock } from '../../scripts/quantized-block-encoder';
import { ALL_POSITION_TABLE_SPANS } from '../generated/all-position-table-spans.generated';
import { POSITION_TABLE_LAYOUT } from '../generated/position-table-layout.generated';
import { encodeByteString } from './byte-string';
import { segmentStride, segmentsInBlock, type BodyTableLayout } from './position-table-layout';
import { decodeQuantizedBlock, scaleQuantizedBlock } from './quantized-block';

const blocksPerSpan = POSITION_TABLE_LAYOUT.spanDays / POSITION_TABLE_LAYOUT.blockDays;

describe('quantized blocks', () => {
  it('re-encode to the shipped bytes, for every body of a span', () => {
    const span = ALL_POSITION_TABLE_SPANS[8];
    if (span === undefined) throw new Error('span 8 missing');
    POSITION_TABLE_LAYOUT.bodies.forEach((body, bodyIndex) => {
      const local = 3;
      const block = span.spanIndex * blocksPerSpan + local;
      const offset = bodyIndex * blocksPerSpan + local;
      const count = segmentsInBlock(POSITION_TABLE_LAYOUT, body, block);
      const integers = decodeQuantizedBlock(span.bytes, span.blockOffsets[offset] as number, body, count);
      const stride = segmentStride(body);
      const segments = Array.from({ length: count }, (_, segment) => Array.from(integers.subarray(segment * stride, (segment + 1) * stride)));
      expect(encodeByteString(encodeQuantizedBlock(body, segments))).toBe(span.bytes.slice(span.blockOffsets[offset], span.blockOffsets[offset + 1]));
    });
  });

  it('round-trip large, negative and wrapped values exactly', () => {
    const body: BodyTableLayout = {
      segmentDays: 32,
      segmentCount: 3,
      coefficientCount: 4,
      auxiliaryCoefficientCount: 2,
      longitudeStepRadians: 2 ** -31,
      latitudeStepRadians: 2 ** -28,
      distanceStepAu: 2 ** -28,
    };
    const longitudes = [
      [6.2, 0.25, -1e-3, 3e-9],
      [0.01, 0.25, 2e-3, -7e-9], // wrapped past 2π: a large difference from the join's prediction
      [0.51, -0.3, 0, 2 ** -32],
    ];
    const segments = longitudes.map((longitude, index) => quantizeSegment(body, longitude, [0.1, -1e-6], [40 + index, 1e-4]));
    const decoded = decodeQuantizedBlock(encodeByteString(encodeQuantizedBlock(body, segments)), 0, body, 3);
    expect(Array.from(decoded)).toEqual(segments.flat());
    const coefficients = scaleQuantizedBlock(decoded, body);
    expect(Math.abs((coefficients[0] as number) - 6.2)).toBeLessThanOrEqual(2 ** -32);
    expect(coefficients[4 + 2]).toBeCloseTo(40, 8);
  });

  it('stores the shipped tables in far fewer bytes than the float tables (6.8 MB of base64 before)', () => {
    const characters = ALL_POSITION_TABLE_SPANS.reduce((sum, span) => sum + span.bytes.length, 0);
    expect(characters).toBeLessThan(3_000_000);
  });
});
