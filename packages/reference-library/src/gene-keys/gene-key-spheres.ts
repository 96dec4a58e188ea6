import type { PlanetName } from '../dignities/planet-name';

/** The three sequences of a Gene Keys profile. */
export type GeneKeySequence = 'Activation' | 'Venus' | 'Pearl';

/** Which moment a sphere reads: the birth (Personality, conscious) or the design moment (Design, unconscious). */
export type GeneKeySide = 'Personality' | 'Design';

/** One sphere of a Gene Keys profile and the activation it reads. */
export interface GeneKeySphere {
  /** Kebab-case id, `lifes-work`. */
  readonly id: string;
  /** Display name, `Life's Work`. */
  readonly name: string;
  readonly sequence: GeneKeySequence;
  readonly side: GeneKeySide;
  /** The activating body whose gate and line give the sphere's key and line. */
  readonly planet: PlanetName;
}

/**
 * The spheres of a Gene Keys profile in profile order: the Activation sequence (4), the Venus sequence (5) and the
 * Pearl sequence (4). Thirteen spheres read eleven activations: Vocation reads the same design Mars as Core, and
 * Brand the same personality Sun as Life's Work. Sources of the mapping: see the package README.
 */
export const GENE_KEY_SPHERES: readonly GeneKeySphere[] = Object.freeze(
  (
    [
      ['lifes-work', "Life's Work", 'Activation', 'Personality', 'Sun'],
      ['evolution', 'Evolution', 'Activation', 'Personality', 'Earth'],
      ['radiance', 'Radiance', 'Activation', 'Design', 'Sun'],
      ['purpose', 'Purpose', 'Activation', 'Design', 'Earth'],
      ['attraction', 'Attraction', 'Venus', 'Design', 'Moon'],
      ['iq', 'IQ', 'Venus', 'Personality', 'Venus'],
      ['eq', 'EQ', 'Venus', 'Personality', 'Mars'],
      ['sq', 'SQ', 'Venus', 'Design', 'Venus'],
      ['core', 'Core', 'Venus', 'Design', 'Mars'],
      ['vocation', 'Vocation', 'Pearl', 'Design', 'Mars'],
      ['culture', 'Culture', 'Pearl', 'Design', 'Jupiter'],
      ['pearl', 'Pearl', 'Pearl', 'Personality', 'Jupiter'],
      ['brand', 'Brand', 'Pearl', 'Personality', 'Sun'],
    ] as const
  ).map(([id, name, sequence, side, planet]) => Object.freeze({ id, name, sequence, side, planet })),
);

/** The three sequences in profile order. */
export const GENE_KEY_SEQUENCES: readonly GeneKeySequence[] = Object.freeze(['Activation', 'Venus', 'Pearl'] as const);
