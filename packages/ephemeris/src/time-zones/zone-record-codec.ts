// The compact text form of a zone's transition instants in the generated data module:
// the first instant in base 36 (signed), then each gap to the next instant in base 36,
// separated by commas. Type indices are one base-36 digit per transition.

/**
 * One generated zone: [types as offset/isDst pairs, transitions, type indices, POSIX footer], and for
 * a zone that starts before standard time, that period's abbreviation and the Unix second it ends.
 */
export type ZoneRecord = readonly [
  types: readonly number[],
  transitions: string,
  typeIndices: string,
  footer: string,
  beforeStandardTime?: readonly [abbreviation: BeforeStandardTimeAbbreviation, untilSeconds: number],
];

/**
 * The tz database's abbreviations for a zone's first period when it had no standard time yet:
 * `LMT`, the local mean time of the zone's reference city, and `-00`, no local time (uninhabited).
 */
export type BeforeStandardTimeAbbreviation = 'LMT' | '-00';

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
