// GET /saturn-return, /chiron-return, /uranus-opposition: each event of a slow cycle with every exact pass of the
// body over the target longitude, the age at the first pass, whether it has happened, the chart cast then exactly
// as a natal chart, and what the cycle means for the natal chart.
import { CalendarError } from '../errors';
import { LAST_SEARCHABLE_MILLISECONDS } from '../ephemeris-range';
import { longitudeReturns } from '../events';
import { wrapDegrees } from '../events/angles';
import { stampInstant, type InstantStamp } from '../instant-stamp';
import { resolveBirthMoment, type BirthMoment, type ResolvedBirth } from './birth-moment';
import { cycleDefinition, type CycleDefinition, type CycleEvent, type CycleKind, type CyclePlanet } from './cycle-kinds';
import { cycleMeaning, type CycleMeaning } from './cycle-meaning';
import { natalBody, roundedDegrees, type NatalBodyPosition } from './natal-body-position';
import { returnChartAt, type ReturnChart } from './return-chart';
import { ageInYears, instantAtAge } from './years-of-life';

/** Input of {@link cycleReturns}. */
export interface CycleReturnsInput {
  birth: BirthMoment;
  kind: CycleKind;
  /** The instant `HasOccurred` is judged at (the request time). */
  asOf: Date;
}

/** One event of a cycle: a return (or the opposition) with every pass. */
export interface CycleReturn {
  /** 1, 2, 3 for Saturn's returns; 1 for Chiron's return and the Uranus opposition. */
  Number: number;
  /** Every instant the body stands at the target longitude during the event, in time order: 1, or 3 (5 for Chiron) through retrograde loops. */
  Passes: InstantStamp[];
  /** Age at the first pass in 365.2425-day years, 2 decimals; null when not computed. */
  Age: number | null;
  /** The first pass is at or before `AsOf`. */
  HasOccurred: boolean;
  /** The instant `HasOccurred` was judged at, `YYYY-MM-DDTHH:MM:SSZ`. */
  AsOf: string;
  /** The chart cast for the first pass exactly as a natal chart; null when not computed. */
  Chart: ReturnChart | null;
  /** Present when the event lies, wholly or partly, after 2200-01-01 (the end of the supported range). */
  Note?: string;
}

/** Response of GET /saturn-return, /chiron-return and /uranus-opposition. */
export interface CycleReturns {
  Kind: CycleKind;
  /** The body at birth. */
  Natal: { Planet: CyclePlanet } & NatalBodyPosition;
  /** The longitude the passes are at: the natal one (returns) or 180° from it (the Uranus opposition), 6 decimals. */
  TargetLongitudeDegrees: number;
  Returns: CycleReturn[];
  /** Saturn: GateTheme, LifeLesson, MaturityChallenge, ReflectionQuestions; Chiron: WoundTheme, HealingPath,
   * WisdomGift, ReflectionQuestions; Uranus: GateTheme, Awakening, MidlifeChallenge, ReflectionQuestions. */
  Meaning: CycleMeaning;
}

const END_OF_RANGE = new Date(LAST_SEARCHABLE_MILLISECONDS).toISOString();

function beyondRange(definition: CycleDefinition, event: CycleEvent, birth: ResolvedBirth, asOf: string): CycleReturn {
  const expectedYear = Math.round(birth.localYear + event.expectedAgeYears);
  return {
    Number: event.number,
    Passes: [],
    Age: null,
    HasOccurred: false,
    AsOf: asOf,
    Chart: null,
    Note:
      `${definition.planet} ${definition.offsetDegrees === 0 ? `return ${event.number}` : 'opposition'} is expected near age ` +
      `${event.expectedAgeYears} (about ${expectedYear}), after ${END_OF_RANGE}, beyond the range the ephemeris supports (1800-2200): it is not computed.`,
  };
}

/** The passes of one event, and whether its span was cut at the end of the supported range. */
export interface CyclePasses {
  readonly passes: Date[];
  readonly cut: boolean;
}

/**
 * Every instant in the event's span of age after `birthInstant` at which the cycle's body stands at
 * `targetDegrees`, the span cut at 2200-01-01; `null` when the span starts after it.
 */
export function cyclePassInstants(definition: CycleDefinition, event: CycleEvent, birthInstant: Date, targetDegrees: number): CyclePasses | null {
  const start = instantAtAge(birthInstant, event.fromAgeYears).getTime();
  const end = instantAtAge(birthInstant, event.toAgeYears).getTime();
  if (start >= LAST_SEARCHABLE_MILLISECONDS) return null;
  const cut = end > LAST_SEARCHABLE_MILLISECONDS;
  const passes = longitudeReturns(definition.planet, targetDegrees, {
    start: new Date(start),
    end: new Date(cut ? LAST_SEARCHABLE_MILLISECONDS : end),
  });
  return { passes, cut };
}

/** One event of the cycle as the response lists it. */
function cycleEvent(definition: CycleDefinition, event: CycleEvent, birth: ResolvedBirth, targetDegrees: number, asOf: Date): CycleReturn {
  const asOfText = asOf.toISOString();
  const found = cyclePassInstants(definition, event, birth.instant, targetDegrees);
  const first = found?.passes[0];
  if (found === null || first === undefined) {
    if (found === null || found.cut) return beyondRange(definition, event, birth, asOfText);
    throw new Error(`no ${definition.kind} pass between ages ${event.fromAgeYears} and ${event.toAgeYears}`);
  }
  const entry: CycleReturn = {
    Number: event.number,
    Passes: found.passes.map((pass) => stampInstant(pass, birth.timezone)),
    Age: ageInYears(birth.instant, first),
    HasOccurred: first.getTime() <= asOf.getTime(),
    AsOf: asOfText,
    Chart: returnChartAt(first),
  };
  if (found.cut) entry.Note = `The search stops at ${END_OF_RANGE}, the end of the supported range: a later pass of this event would not be listed.`;
  return entry;
}

/**
 * The events of a slow cycle for the birth: `saturn` (the returns near 29.5, 59 and 88), `chiron` (the return near
 * 50) or `uranus-opposition` (Uranus 180° from its natal longitude, near 40-44). Each lists every instant the body
 * stands at the target longitude within the event's span of age (see cycle-kinds.ts): one pass, or three (five
 * for Chiron) through retrograde loops. An event after 2200-01-01 is listed without passes, with a `Note`.
 *
 * @throws CalendarError `invalid_argument` for an unknown kind or an `asOf` that is not a valid Date; errors of the
 *   birth (`invalid_date`, `invalid_timezone`, `date_out_of_range`, ...) pass through.
 * @example cycleReturns({ birth: { date: '1990-05-12T08:30', timezone: 'Europe/Berlin' }, kind: 'saturn', asOf: new Date() })
 */
export function cycleReturns(input: CycleReturnsInput): CycleReturns {
  if (typeof input !== 'object' || input === null) {
    throw new CalendarError('invalid_argument', 'input must be { birth, kind, asOf }', { details: { field: 'input' } });
  }
  const definition = cycleDefinition(input.kind);
  const { asOf } = input;
  if (!(asOf instanceof Date) || Number.isNaN(asOf.getTime())) {
    throw new CalendarError('invalid_argument', 'asOf must be a valid Date', { details: { field: 'asOf', value: String(asOf) } });
  }
  const birth = resolveBirthMoment(input.birth);
  const natal = natalBody(definition.planet, birth.instant);
  const targetDegrees = wrapDegrees(natal.longitudeDegrees + definition.offsetDegrees);
  return {
    Kind: definition.kind,
    Natal: { Planet: definition.planet, ...natal.position },
    TargetLongitudeDegrees: roundedDegrees(targetDegrees),
    Returns: definition.events.map((event) => cycleEvent(definition, event, birth, targetDegrees, asOf)),
    Meaning: cycleMeaning(definition.kind, natal.position, returnChartAt(birth.instant)),
  };
}
