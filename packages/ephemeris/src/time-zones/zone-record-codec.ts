// The compact text form of a zone's transition instants in the generated data module:
// the first instant in base 36 (signed), then each gap to the next instant in base 36,
// separated by commas. Type indices are one base-36 digit per transition.

/** One generated zone: [types as offset/isDst pairs, transitions, type indices, POSIX footer]. */
export type ZoneRecord = readonly [types: readonly number[], transitions: string, typeIndices: string, footer: string];

/** Encodes ascending Unix-second instants. */
export function encodeTransitionSeconds(transitionSeconds: readonly number[]): string {
  let previous = 0;
  return transitionSeconds
    .map((seconds, index) => {
      const text = (index === 0 ? seconds : seconds - previous).toString(36);
      previous = seconds;
      return text;
    })
    .join(',');
}

/** Decodes {@link encodeTransitionSeconds} output. */
export function decodeTransitionSeconds(text: string): Float64Array {
  if (text === '') return new Float64Array(0);
  const parts = text.split(',');
  const seconds = new Float64Array(parts.length);
  let value = 0;
  parts.forEach((part, index) => {
    value = index === 0 ? parseInt(part, 36) : value + parseInt(part, 36);
    seconds[index] = value;
  });
  return seconds;
}
