import { ZODIAC_SIGNS, dignityOf, isPlanetName, lineFixing, zodiacDignityOf } from '@mandala/reference-library';
import type { BodyName, ZodiacSign } from '@mandala/reference-library';

/** Dignity of an activation by its line (Rave I'Ching fixing). */
export type LineDignityState = 'Exalted' | 'Detriment' | 'Juxtaposed';

/** Classical dignity of a planet by zodiac sign. */
export type ZodiacDignityState = 'Domicile' | 'Exaltation' | 'Detriment' | 'Fall';

/** The `Dignity` object of one body in a planetary-positions response (capitalized keys, like every response). */
export interface PlanetDignity {
  /** The body's state in its gate line: Exalted, Detriment, Juxtaposed (both) or null; always null for the nodes and Chiron. */
  readonly State: LineDignityState | null;
  /** The planets exalted in the body's gate line (often one, none on 47.6, 54.4 and 58.2, two on 25.4). */
  readonly ExaltedPlanets: readonly string[];
  /** The planets in detriment in the body's gate line. */
  readonly DetrimentPlanets: readonly string[];
  /** Domicile, Exaltation, Detriment, Fall or null in its zodiac sign; always null for Earth, the nodes and Chiron. */
  readonly Zodiac: ZodiacDignityState | null;
}

/** The fields of a position the dignity is computed from. */
export interface DignityInput {
  readonly Gate: number;
  readonly Line: number;
  readonly ZodiacSign: string;
}

const zodiacSigns: ReadonlySet<string> = new Set(ZODIAC_SIGNS);

function capitalized<Word extends string>(word: Word): Capitalize<Word> {
  return `${word.charAt(0).toUpperCase()}${word.slice(1)}` as Capitalize<Word>;
}

/**
 * The dignity of body `body` (an engine body name: `Sun`, `NorthNode`, `Chiron`, ...) at `position`.
 * Throws the reference library's `invalid_reference_id` / `reference_not_found` for a gate or line that is
 * not on the wheel (the engine never produces one).
 */
export function planetDignity(body: string, position: DignityInput): PlanetDignity {
  const fixing = lineFixing(position.Gate, position.Line);
  const state = isPlanetName(body) ? dignityOf(body, position.Gate, position.Line) : null;
  const zodiac =
    (isPlanetName(body) || body === 'Chiron') && zodiacSigns.has(position.ZodiacSign)
      ? zodiacDignityOf(body as BodyName, position.ZodiacSign as ZodiacSign)
      : null;
  return {
    State: state === null ? null : capitalized(state),
    ExaltedPlanets: [...fixing.exaltedPlanets],
    DetrimentPlanets: [...fixing.detrimentPlanets],
    Zodiac: zodiac === null ? null : capitalized(zodiac),
  };
}

/** `planets` (a record keyed by body name) with a {@link PlanetDignity} appended to every body as `Dignity`. */
export function withDignities<Position extends DignityInput>(
  planets: Readonly<Record<string, Position>>,
): Record<string, Position & { Dignity: PlanetDignity }> {
  return Object.fromEntries(
    Object.entries(planets).map(([body, position]) => [body, { ...position, Dignity: planetDignity(body, position) }]),
  );
}
