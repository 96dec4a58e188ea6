// Decoding of one body's coefficients over one block of a time span. The stream is unsigned LEB128 varints of zigzagged
// integers, coefficient by coefficient across the block's segments (similar magnitudes side by side):
// longitude coefficients 1 .. n-1, then coefficient 0 (the first segment's as is, every later one as its
// difference from the value the segment join predicts: the previous segment's end equals this one's start),
// then the latitude coefficients, then the distance coefficients. Integers times the body's steps give the
// coefficients; the steps are powers of two, so the decoded values are exact and the same on every platform.
import { BYTE_OF_CHARACTER_CODE } from './byte-string';
import { segmentStride, type BodyTableLayout } from './position-table-layout';

/**
 * Quantized integers of one body's block, `segmentCount × stride` (stride: {@link segmentStride}), read from
 * `bytes` starting at character `start`. Values stay exact in doubles (below 2^53).
 */
export function decodeQuantizedBlock(bytes: string, start: number, body: BodyTableLayout, segmentCount: number): Float64Array {
  const stride = segmentStride(body);
  const count = body.coefficientCount;
  const integers = new Float64Array(segmentCount * stride);
  const total = segmentCount * stride;
  let position = start;
  // Column by column: j = 1 .. count-1, then 0, then the auxiliary columns (the order the encoder writes).
  for (let column = 1; column <= stride; column += 1) {
    const j = column === count ? 0 : column > count ? column - 1 : column;
    for (let index = j; index < total; index += stride) {
      let value = 0;
      let multiplier = 1;
      let byte = BYTE_OF_CHARACTER_CODE[bytes.charCodeAt(position)] as number;
      position += 1;
      while (byte >= 0x80) {
        value += (byte - 0x80) * multiplier;
        multiplier *= 0x80;
        byte = BYTE_OF_CHARACTER_CODE[bytes.charCodeAt(position)] as number;
        position += 1;
      }
      value += byte * multiplier;
      const integer = value % 2 === 0 ? value / 2 : -(value + 1) / 2;
      integers[index] = j === 0 && index > 0 ? predictedFirstCoefficient(integers, index / stride, stride, count) + integer : integer;
    }
  }
  return integers;
}

/**
 * Coefficient 0 of `segment` that makes its start equal the previous segment's end: Σ c_j(previous) at x = 1
 * against Σ (−1)^j c_j at x = −1. Integer arithmetic in doubles, exact; shared by encoder and decoder.
 */
export function predictedFirstCoefficient(integers: ArrayLike<number>, segment: number, stride: number, count: number): number {
  const previous = (segment - 1) * stride;
  const current = segment * stride;
  let value = 0;
  for (let j = 0; j < count; j += 1) value += integers[previous + j] as number;
  for (let j = 1; j < count; j += 1) value -= (j % 2 === 0 ? 1 : -1) * (integers[current + j] as number);
  return value;
}

/** Coefficients (radians, radians, AU) of a decoded block: the integers times the body's steps, in place. */
export function scaleQuantizedBlock(integers: Float64Array, body: BodyTableLayout): Float64Array {
  const stride = segmentStride(body);
  const count = body.coefficientCount;
  const auxiliary = body.auxiliaryCoefficientCount;
  for (let base = 0; base < integers.length; base += stride) {
    for (let j = 0; j < count; j += 1) integers[base + j] = (integers[base + j] as number) * body.longitudeStepRadians;
    for (let j = 0; j < auxiliary; j += 1) {
      integers[base + count + j] = (integers[base + count + j] as number) * body.latitudeStepRadians;
      integers[base + count + auxiliary + j] = (integers[base + count + auxiliary + j] as number) * body.distanceStepAu;
    }
  }
  return integers;
}
