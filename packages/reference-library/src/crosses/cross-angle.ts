import { invalidReferenceId } from '../errors';
import type { CrossAngle } from '../profiles/profile';

/** The three cross angles. */
export const CROSS_ANGLES: readonly CrossAngle[] = Object.freeze(['Right Angle', 'Juxtaposition', 'Left Angle'] as const);

const angleByKey: ReadonlyMap<string, CrossAngle> = new Map<string, CrossAngle>([
  ['right angle', 'Right Angle'],
  ['right-angle', 'Right Angle'],
  ['rax', 'Right Angle'],
  ['juxtaposition', 'Juxtaposition'],
  ['jx', 'Juxtaposition'],
  ['jux', 'Juxtaposition'],
  ['left angle', 'Left Angle'],
  ['left-angle', 'Left Angle'],
  ['lax', 'Left Angle'],
]);

/**
 * Parses a cross angle written as `Right Angle`, `right-angle`, `RAX`, `Juxtaposition`, `JX`, `Left Angle`, `LAX`
 * (case-insensitive). Throws `ReferenceLibraryError` `invalid_reference_id` for anything else.
 */
export function parseCrossAngle(angle: string): CrossAngle {
  const parsed = typeof angle === 'string' ? angleByKey.get(angle.trim().toLowerCase()) : undefined;
  if (parsed === undefined) {
    throw invalidReferenceId('cross angle', angle, '"Right Angle", "Juxtaposition" or "Left Angle"');
  }
  return parsed;
}
