import { lineFixingFacts } from '../data/line-fixing.generated';
import { invalidReferenceId, referenceNotFound } from '../errors';
import type { LineNumber } from '../gates/gate';
import { deepFreeze } from '../shared/deep-freeze';
import type { GateNumber } from '../wheel/gate-wheel';
import type { PlanetName } from './planet-name';

/**
 * The fixing of one gate line (Rave I'Ching): the planets exalted in it and the planets in detriment.
 * Most lines have one of each; 25.4 has two exalted planets (Venus, Jupiter); 47.6, 54.4 and 58.2 have no
 * exalted planet; 5.6, 25.4, 37.1, 47.5, 54.4, 54.5 and 57.3 have no detriment planet. No line fixes the
 * nodes.
 */
export interface LineFixing {
  readonly gate: GateNumber;
  readonly line: LineNumber;
  readonly exaltedPlanets: readonly PlanetName[];
  readonly detrimentPlanets: readonly PlanetName[];
  /** Set on the five lines where the sources differ: how the value was settled, or why it is uncertain. */
  readonly note?: string;
}

/** The 384 line fixings, ordered by gate then line (`lineFixings[(gate - 1) * 6 + line - 1]`). Deeply frozen. */
export const lineFixings: readonly LineFixing[] = deepFreeze(
  lineFixingFacts.map((row): LineFixing => ({ ...row, exaltedPlanets: [...row.exaltedPlanets], detrimentPlanets: [...row.detrimentPlanets] })),
);

/**
 * The fixing of line `line` (1 to 6) of gate `gate` (1 to 64).
 * Throws `ReferenceLibraryError` `invalid_reference_id` when either value is not an integer or the line is
 * outside 1..6, `reference_not_found` for an integer gate outside 1..64 (as `getGate` does).
 */
export function lineFixing(gate: GateNumber, line: number): LineFixing {
  if (typeof gate !== 'number' || !Number.isInteger(gate)) throw invalidReferenceId('gate', gate, 'an integer from 1 to 64');
  if (typeof line !== 'number' || !Number.isInteger(line) || line < 1 || line > 6) {
    throw invalidReferenceId('line', line, 'an integer from 1 to 6');
  }
  if (gate < 1 || gate > 64) throw referenceNotFound('gate', gate);
  return lineFixings[(gate - 1) * 6 + line - 1] as LineFixing;
}
