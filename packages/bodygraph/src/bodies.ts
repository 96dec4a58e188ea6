import { PLANET_NAMES } from '@mandala/ephemeris';

/**
 * The 13 bodies that activate gates, in the order charts list them. Earth is the Sun plus 180°,
 * the South Node the (true) North Node plus 180°.
 */
export const ACTIVATING_BODY_NAMES = ['Sun', 'Earth', 'Moon', 'NorthNode', 'SouthNode', ...PLANET_NAMES] as const;

/** One of the 13 activating bodies. */
export type ActivatingBodyName = (typeof ACTIVATING_BODY_NAMES)[number];

/** The 11 bodies an ephemeris computes; Earth and South Node are derived from Sun and North Node. */
export const SOURCE_BODY_NAMES = ['Sun', 'Moon', 'NorthNode', ...PLANET_NAMES] as const;

/** One of the 11 bodies an ephemeris computes. */
export type SourceBodyName = (typeof SOURCE_BODY_NAMES)[number];

/** Number of activating bodies per side (personality or design). */
export const BODIES_PER_SIDE = 13;

/** Index of each activating body in {@link ACTIVATING_BODY_NAMES}. */
export const BODY_INDEX = {
  Sun: 0,
  Earth: 1,
  Moon: 2,
  NorthNode: 3,
  SouthNode: 4,
  Mercury: 5,
  Venus: 6,
  Mars: 7,
  Jupiter: 8,
  Saturn: 9,
  Uranus: 10,
  Neptune: 11,
  Pluto: 12,
} as const satisfies Record<ActivatingBodyName, number>;

/** Which side of the chart an activation belongs to: birth moment (Personality) or design moment (Design). */
export type ActivationSide = 'Personality' | 'Design';
