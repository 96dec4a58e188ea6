// The slow cycles of a life: Saturn's returns, Chiron's return and the Uranus opposition. Each is a body, the
// longitude it comes to (its natal one, or 180° from it), and the spans of age searched for each event.
//
// The spans come from scripts/returns-measure-cycle-ages.ts: over 4,000 seeded random births 1800-2200 the passes
// fell at these ages (365.2425-day years), and the passes of one event (a retrograde loop) spanned at most:
//
// | event                | first pass, age | every pass, age | passes     | span of the passes | searched    |
// |----------------------|-----------------|-----------------|------------|--------------------|-------------|
// | Saturn return 1      | 28.40-29.86     | 28.40-30.45     | 1 or 3     | ≤ 0.75 year        | 27.96-30.96 |
// | Saturn return 2      | 58.20-58.96     | 58.20-59.69     | 1 or 3     | ≤ 0.75 year        | 57.42-60.42 |
// | Saturn return 3      | 87.33-88.82     | 87.33-88.82     | 1 or 3     | ≤ 0.75 year        | 86.88-89.88 |
// | Chiron return        | 47.30-50.87     | 47.30-51.70     | 1, 3 or 5  | ≤ 1.63 years       | 45-54       |
// | Uranus opposition    | 37.97-44.48     | 37.97-45.28     | 1 or 3     | ≤ 0.81 year        | 35-48       |
//
// Saturn's spans are ±1.5 years around 29.46·n years (its sidereal period), 0.44 year or more beyond every pass
// measured; Chiron's and Uranus's are the measured range with 2.3 years or more to spare on each side. In every
// span the body is near the target only during the one event (Saturn gains some 12° a year, Chiron 4-30°, Uranus
// 4°), so a span never holds passes of two events. Chiron can pass five times: far from the Sun it moves so slowly
// that two retrograde loops straddle the target.
import { CalendarError } from '../errors';

/** The kinds of {@link cycleReturns}. */
export type CycleKind = 'saturn' | 'chiron' | 'uranus-opposition';

/** Every cycle kind. */
export const CYCLE_KINDS: readonly CycleKind[] = Object.freeze(['saturn', 'chiron', 'uranus-opposition'] as const);

/** The body of a cycle. */
export type CyclePlanet = 'Saturn' | 'Chiron' | 'Uranus';

/** One event of a cycle and the ages searched for it. */
export interface CycleEvent {
  /** 1, 2, 3 for Saturn's returns; 1 for the others. */
  readonly number: number;
  /** Where the event is expected, years of age. */
  readonly expectedAgeYears: number;
  /** The span searched, years of age (365.2425-day years). */
  readonly fromAgeYears: number;
  readonly toAgeYears: number;
}

/** A cycle: its body, the angle from the natal longitude to the target, and its events. */
export interface CycleDefinition {
  readonly kind: CycleKind;
  readonly planet: CyclePlanet;
  /** 0 for a return, 180 for an opposition. */
  readonly offsetDegrees: 0 | 180;
  readonly events: readonly CycleEvent[];
}

/** Saturn's sidereal period, years. */
export const SATURN_PERIOD_YEARS = 29.46;
/** Half the span searched around each Saturn return, years. */
export const SATURN_SEARCH_HALF_WIDTH_YEARS = 1.5;

const saturnEvent = (number: number): CycleEvent => {
  const expectedAgeYears = Math.round(SATURN_PERIOD_YEARS * number * 100) / 100;
  return {
    number,
    expectedAgeYears,
    fromAgeYears: expectedAgeYears - SATURN_SEARCH_HALF_WIDTH_YEARS,
    toAgeYears: expectedAgeYears + SATURN_SEARCH_HALF_WIDTH_YEARS,
  };
};

const DEFINITIONS: Readonly<Record<CycleKind, CycleDefinition>> = {
  saturn: { kind: 'saturn', planet: 'Saturn', offsetDegrees: 0, events: [1, 2, 3].map(saturnEvent) },
  chiron: { kind: 'chiron', planet: 'Chiron', offsetDegrees: 0, events: [{ number: 1, expectedAgeYears: 50, fromAgeYears: 45, toAgeYears: 54 }] },
  'uranus-opposition': {
    kind: 'uranus-opposition',
    planet: 'Uranus',
    offsetDegrees: 180,
    events: [{ number: 1, expectedAgeYears: 42, fromAgeYears: 35, toAgeYears: 48 }],
  },
};

/** The definition of a cycle kind. Throws `CalendarError` `invalid_argument` for anything else. */
export function cycleDefinition(kind: CycleKind): CycleDefinition {
  if (typeof kind !== 'string' || !Object.hasOwn(DEFINITIONS, kind)) {
    throw new CalendarError('invalid_argument', `kind must be one of ${CYCLE_KINDS.join(', ')}`, {
      details: { field: 'kind', value: String(kind), allowed: CYCLE_KINDS },
    });
  }
  return DEFINITIONS[kind];
}
