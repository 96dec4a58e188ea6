import { sideCoreAt } from './ephemeris-source';
import { assertInstant } from './validation';
import type { PlanetSetV3 } from './natal-response-types';
import { planetSetOfSide } from './planet-set';

/**
 * The 13 activations at any UTC instant (Sun, Earth, Moon, North/South Node, Mercury … Pluto) plus
 * Chiron as an extra, each with Longitude, Gate, Line, Color, Tone, Base, ZodiacSign, ZodiacDegree,
 * Retrograde and Speed. For planetary positions, calendars and live streams.
 * Throws `BodygraphError` `invalid_chart_input` for an invalid Date; ephemeris errors pass through.
 */
export function activationsAt(instant: Date): PlanetSetV3 {
  assertInstant(instant, 'instant');
  return planetSetOfSide(sideCoreAt(instant));
}
