// Encoding of one body's quantized coefficients over one block: the inverse of src/position-tables/quantized-block.ts.
import { predictedFirstCoefficient } from '../src/position-tables/quantized-block';
import { segmentStride, type BodyTableLayout } from '../src/position-tables/position-table-layout';

/**
 * Integers of one segment's coefficients: longitude, latitude and distance coefficients divided by the body's steps
 * and rounded (the layout of `decodeQuantizedBlock`'s output).
 */
export function quantizeSegment(
  body: BodyTableLayout,
  longitude: ArrayLike<number>,
  latitude: ArrayLike<number>,
  distance: ArrayLike<number>,
): number[] {
  const integers: number[] = [];
  for (let j = 0; j < body.coefficientCount; j += 1) integers.push(Math.round((longitude[j] as number) / body.longitudeStepRadians));
  for (let j = 0; j < body.auxiliaryCoefficientCount; j += 1) integers.push(Math.round((latitude[j] as number) / body.latitudeStepRadians));
  for (let j = 0; j < body.auxiliaryCoefficientCount; j += 1) integers.push(Math.round((distance[j] as number) / body.distanceStepAu));
  for (const value of integers) {
    if (!Number.isSafeInteger(value) || Math.abs(value) > 2 ** 50) throw new RangeError(`quantized coefficient ${value} out of range`);
  }
  return integers;
}

function pushVarint(bytes: number[], value: number): void {
  let zigzag = value >= 0 ? 2 * value : -2 * value - 1;
  while (zigzag >= 0x80) {
    bytes.push((zigzag % 0x80) | 0x80);
    zigzag = Math.floor(zigzag / 0x80);
  }
  bytes.push(zigzag);
}

/** Bytes of one body's block from its quantized segments (each from {@link quantizeSegment}), in order. */
export function encodeQuantizedBlock(body: BodyTableLayout, segments: readonly (readonly number[])[]): Uint8Array {
  const stride = segmentStride(body);
  const count = body.coefficientCount;
  const flat = segments.flat();
  const bytes: number[] = [];
  for (let j = 1; j < count; j += 1) for (let segment = 0; segment < segments.length; segment += 1) pushVarint(bytes, flat[segment * stride + j] as number);
  for (let segment = 0; segment < segments.length; segment += 1) {
    const value = flat[segment * stride] as number;
    pushVarint(bytes, segment === 0 ? value : value - predictedFirstCoefficient(flat, segment, stride, count));
  }
  for (let j = count; j < stride; j += 1) for (let segment = 0; segment < segments.length; segment += 1) pushVarint(bytes, flat[segment * stride + j] as number);
  return Uint8Array.from(bytes);
}
