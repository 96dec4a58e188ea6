import { invalidReferenceId } from '../errors';
import type { GateNumber } from '../wheel/gate-wheel';
import type { LineFixing } from './line-fixing';
import { lineFixing } from './line-fixing';
import type { PlanetName } from './planet-name';
import { isPlanetName } from './planet-name';

/**
 * The dignity of an activation by its line: `exalted` when the planet is one of the line's exalted planets,
 * `detriment` when it is one of its detriment planets, `juxtaposed` when it is both.
 */
export type LineDignity = 'exalted' | 'detriment' | 'juxtaposed';

/** The {@link LineDignity} of `planet` in an already looked-up fixing, or null when the fixing does not name it. */
export function dignityInFixing(planet: PlanetName, fixing: Pick<LineFixing, 'exaltedPlanets' | 'detrimentPlanets'>): LineDignity | null {
  const exalted = fixing.exaltedPlanets.includes(planet);
  const detriment = fixing.detrimentPlanets.includes(planet);
  if (exalted && detriment) return 'juxtaposed';
  if (exalted) return 'exalted';
  return detriment ? 'detriment' : null;
}

/**
 * The dignity of `planet` activating line `line` of gate `gate`: `exalted`, `detriment`, `juxtaposed`, or null
 * when the line's fixing does not name the planet (always null for the nodes, which no line fixes).
 * Only the activating planet's own line is read; harmonic-gate fixing by other activations is not applied.
 * Throws `ReferenceLibraryError` `invalid_reference_id` for a planet that is not one of the 13 `PLANET_NAMES`,
 * and the errors of {@link lineFixing} for an invalid gate or line.
 */
export function dignityOf(planet: PlanetName, gate: GateNumber, line: number): LineDignity | null {
  if (!isPlanetName(planet)) throw invalidReferenceId('planet', planet, 'one of the 13 planet names (Sun, Earth, Moon, NorthNode, ...)');
  return dignityInFixing(planet, lineFixing(gate, line));
}
