/** Fields of one published record, the vocabularies they draw on, and what each rating means. */

/** The fields a person is filed under. */
export const CELEBRITY_CATEGORIES = [
  'science',
  'arts',
  'music',
  'film',
  'sports',
  'politics',
  'business',
  'literature',
  'religion',
] as const;

/** One of {@link CELEBRITY_CATEGORIES}. */
export type CelebrityCategory = (typeof CELEBRITY_CATEGORIES)[number];

/**
 * Rodden ratings of birth data, best first. `X` is a date with no time; a record with `X` (or `DD`)
 * has `timeKnown: false` and its chart is cast for 12:00 local wall time.
 */
export const RODDEN_RATINGS = ['AA', 'A', 'B', 'C', 'DD', 'X'] as const;

/** One of {@link RODDEN_RATINGS}. */
export type RoddenRating = (typeof RODDEN_RATINGS)[number];

/** What each rating says about the birth time, in one line. */
export const RODDEN_RATING_MEANINGS: Readonly<Record<RoddenRating, string>> = Object.freeze({
  AA: 'Time from a birth certificate or another record made at the time.',
  A: 'Time from the person or their family, from memory.',
  B: 'Time from a biography or autobiography without a quoted record.',
  C: 'Time of unknown or uncertain origin; use with caution.',
  DD: 'Conflicting times from different sources; no time is trusted.',
  X: 'Date and place known, birth time unknown.',
});

/** The wall-clock time a chart is cast for when the birth time is unknown. */
export const UNKNOWN_TIME_CHART_TIME = '12:00';

/** One person's birth data as published in this package. Every record is frozen. */
export interface CelebrityRecord {
  /** Stable identifier, a random (version 4) UUID generated once when the record was added. */
  readonly id: string;
  /** Stable URL key, lower-case words joined by `-` (`albert-einstein`). */
  readonly slug: string;
  /** The name the person is best known by. */
  readonly name: string;
  /** What the person is known for, in a few words (`Theoretical physicist`). */
  readonly profession: string;
  /** The field the person is filed under. */
  readonly category: CelebrityCategory;
  /** Birth date `YYYY-MM-DD` in the Gregorian calendar (dates recorded in the Julian calendar are converted). */
  readonly birthDate: string;
  /** Local wall time `HH:MM` as recorded, or `null` when no time is published. */
  readonly birthTime: string | null;
  /** `false` when the birth time is unknown: the chart is then cast for 12:00 local time and flagged. */
  readonly timeKnown: boolean;
  /**
   * `true` when the recorded time is the local mean (solar) time of the birthplace, as kept before
   * standard time reached it. The chart then uses the birthplace's longitude for the UTC offset
   * (4 minutes per degree) instead of the time zone's own historic offset.
   */
  readonly localMeanTime?: boolean;
  /** Birthplace with today's place and country names (`Ulm, Germany`). */
  readonly birthplace: string;
  /** IANA time zone of the birthplace, with its history (`Europe/Berlin`). */
  readonly timezone: string;
  /** Latitude of the birthplace in degrees, north positive. */
  readonly latitudeDegrees: number;
  /** Longitude of the birthplace in degrees, east positive. */
  readonly longitudeDegrees: number;
  /** Rodden rating of the birth data. */
  readonly rating: RoddenRating;
  /** Where the birth data comes from, in one sentence. */
  readonly source: string;
  /**
   * Atlas query of a nearby town, for a birthplace (a village or farm) that the offline atlas does not
   * list. The validation script checks the coordinates against this town instead (within 50 km).
   */
  readonly placeCheck?: string;
}
