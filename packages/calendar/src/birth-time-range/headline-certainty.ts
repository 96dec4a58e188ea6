// Which headline answers the birth time cannot change (`Certain`), and for the others every alternative with the
// share of the window it holds (`Uncertain`).
import { HEADLINE_FIELDS, type BirthTimeHeadline, type HeadlineField } from './segment-headline';

/** One possible value of an uncertain headline field. */
export interface HeadlineAlternative<Field extends HeadlineField = HeadlineField> {
  Value: BirthTimeHeadline[Field];
  /** Real minutes of the window with this value (the segments' minutes added up). */
  Minutes: number;
  /** Share of the window's real time with this value, 0..1. */
  ShareOfWindow: number;
}

/** A headline field the birth time changes, with its alternatives, the most likely first. */
export type UncertainHeadlineField = {
  [Field in HeadlineField]: { Field: Field; Alternatives: HeadlineAlternative<Field>[] };
}[HeadlineField];

/** Certain and uncertain headline fields of a window. */
export interface HeadlineCertainty {
  /** The fields with one value over the whole window, with that value. */
  Certain: Partial<BirthTimeHeadline>;
  /** Every other field, in {@link HEADLINE_FIELDS} order. */
  Uncertain: UncertainHeadlineField[];
}

/** A segment as the certainty counts it: its headline and its length. */
export interface TimedHeadline {
  readonly headline: BirthTimeHeadline;
  readonly milliseconds: number;
}

/**
 * Splits the headline fields into certain and uncertain over `segments` (which cover the window). Values are
 * compared by content; alternatives are ordered by share, largest first, ties in order of first appearance.
 */
export function headlineCertainty(segments: readonly TimedHeadline[]): HeadlineCertainty {
  const windowMilliseconds = segments.reduce((sum, segment) => sum + segment.milliseconds, 0);
  const certain: Partial<Record<HeadlineField, unknown>> = {};
  const uncertain: UncertainHeadlineField[] = [];
  for (const field of HEADLINE_FIELDS) {
    const alternatives = new Map<string, { value: unknown; milliseconds: number }>();
    for (const { headline, milliseconds } of segments) {
      const key = JSON.stringify(headline[field]);
      const alternative = alternatives.get(key);
      if (alternative === undefined) alternatives.set(key, { value: headline[field], milliseconds });
      else alternative.milliseconds += milliseconds;
    }
    const list = [...alternatives.values()];
    if (list.length === 1) {
      certain[field] = list[0]?.value;
      continue;
    }
    // A stable sort keeps first appearance among equal shares.
    list.sort((a, b) => b.milliseconds - a.milliseconds);
    uncertain.push({
      Field: field,
      Alternatives: list.map(({ value, milliseconds }) => ({
        Value: value,
        Minutes: milliseconds / 60_000,
        ShareOfWindow: milliseconds / windowMilliseconds,
      })),
    } as UncertainHeadlineField);
  }
  return { Certain: certain as Partial<BirthTimeHeadline>, Uncertain: uncertain };
}
