/** The eight variable vocabularies. */
export type VariableKind =
  | 'determination'
  | 'cognition'
  | 'environment'
  | 'motivation'
  | 'transference'
  | 'sense'
  | 'perspective'
  | 'distraction';

/** Direction of a variable arrow. Tones 1-3 give Left, tones 4-6 give Right. */
export type ArrowDirection = 'Left' | 'Right';

/** One term of a variable vocabulary, selected by a color or a tone (1 to 6). */
export interface VariableTerm {
  /** The color (determination, environment, motivation, transference, perspective, distraction) or tone (cognition, sense), 1 to 6. */
  readonly index: 1 | 2 | 3 | 4 | 5 | 6;
  /** Term name, e.g. `Appetite`, `Outer Vision`, `Markets`. */
  readonly name: string;
  /** Variant name when the arrow points left (determination, environment only). */
  readonly leftVariant?: string;
  /** Variant name when the arrow points right (determination, environment only). */
  readonly rightVariant?: string;
  /** For transference and distraction: the color of the motivation or perspective this term is paired with. */
  readonly pairedIndex?: 1 | 2 | 3 | 4 | 5 | 6;
  /** One short sentence on the term, in this project's own words. */
  readonly description: string;
}

/** One variable vocabulary and where it is read from in a chart. */
export interface VariableVocabulary {
  readonly kind: VariableKind;
  /** Display name, e.g. `Determination`. */
  readonly name: string;
  /** Other names in use (`Digestion`, `Awareness`, `View`). */
  readonly aliases: readonly string[];
  /** Which activation the term is read from (`Design Sun`, `Personality North Node`). */
  readonly activation: string;
  /** Whether the term is picked by the activation's color or tone. */
  readonly selectedBy: 'color' | 'tone';
  /** Arrow position on the bodygraph. */
  readonly arrow: 'top-left' | 'bottom-left' | 'top-right' | 'bottom-right';
  /** The six terms, index 1 to 6. */
  readonly terms: readonly VariableTerm[];
}
