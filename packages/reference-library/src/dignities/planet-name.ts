/**
 * The 13 activating bodies, named as the Mandala engine names them (`activationsAt`, chart planet records).
 * These are the only names a line fixing can list.
 */
export const PLANET_NAMES = Object.freeze([
  'Sun',
  'Earth',
  'Moon',
  'NorthNode',
  'SouthNode',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
] as const);

/** One of the 13 activating bodies ({@link PLANET_NAMES}). */
export type PlanetName = (typeof PLANET_NAMES)[number];

/** A body the engine reports a position for: the 13 activating bodies plus Chiron (an extra, never an activation). */
export type BodyName = PlanetName | 'Chiron';

const planetNameSet: ReadonlySet<string> = new Set(PLANET_NAMES);

/** True when `value` is one of the 13 {@link PLANET_NAMES} (case-sensitive, `NorthNode` not `North Node`). */
export function isPlanetName(value: unknown): value is PlanetName {
  return typeof value === 'string' && planetNameSet.has(value);
}
