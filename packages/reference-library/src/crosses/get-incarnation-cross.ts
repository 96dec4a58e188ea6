import { invalidReferenceId, referenceNotFound } from '../errors';
import type { CrossAngle } from '../profiles/profile';
import type { GateNumber } from '../wheel/gate-wheel';
import { parseCrossAngle } from './cross-angle';
import type { IncarnationCross } from './incarnation-cross';
import { crossFullName, crossSlug, incarnationCrosses } from './incarnation-crosses';

const crossesByKey = new Map<string, IncarnationCross>();
for (const cross of incarnationCrosses) {
  crossesByKey.set(cross.id, cross);
  crossesByKey.set(crossSlug(`${cross.angle} Cross of ${cross.shortName}`), cross);
}
const crossesBySunAndAngle = new Map(incarnationCrosses.map((cross) => [`${cross.gates[0]}|${cross.angle}`, cross]));

/** Slug of a free-text cross name, with the spelling variants the sources use folded in. */
function crossKey(text: string): string {
  return crossSlug(
    text
      .replace(/\(.*\)/g, '')
      .replace(/endeavour/gi, 'Endeavor')
      .replace(/\bdoubt\b/gi, 'Doubts'),
  );
}

/**
 * The cross named by `idOrName`: its slug (`right-angle-cross-of-the-sphinx-4`) or name in any case
 * (`Right Angle Cross of the Sphinx 4`, `Left Angle Cross of Endeavour 1`); a trailing gate list in
 * parentheses is ignored. Throws `ReferenceLibraryError` `reference_not_found` when nothing matches,
 * `invalid_reference_id` for a non-string or empty key.
 */
export function getIncarnationCross(idOrName: string): IncarnationCross {
  if (typeof idOrName !== 'string' || idOrName.trim() === '') {
    throw invalidReferenceId('incarnation cross', idOrName, 'a cross slug or name');
  }
  const key = crossKey(idOrName);
  const cross = crossesByKey.get(key) ?? findByFamilyAndGates(key, idOrName);
  if (cross === undefined) throw referenceNotFound('incarnation cross', idOrName);
  return cross;
}

/** Resolves the unnumbered display form `Right Angle Cross of Tension (39/38 | 51/57)` by its Personality Sun gate. */
function findByFamilyAndGates(key: string, text: string): IncarnationCross | undefined {
  const personalitySun = /\(\s*(\d{1,2})\s*\//.exec(text)?.[1];
  if (personalitySun === undefined) return undefined;
  return incarnationCrosses.find(
    (cross) =>
      cross.gates[0] === Number(personalitySun) &&
      (crossSlug(`${cross.angle} Cross of ${cross.family}`) === key ||
        crossSlug(crossFullName(cross.angle, cross.family)) === key),
  );
}

/**
 * The cross of a chart whose Personality Sun is in `personalitySunGate`, with the geometry `angle`
 * (from the profile: 1/3 to 4/6 Right Angle, 4/1 Juxtaposition, 5/1 to 6/3 Left Angle).
 * `angle` also accepts `right-angle`, `RAX`, `JX`, `LAX`. Throws `ReferenceLibraryError`
 * `invalid_reference_id` for an unknown angle or a gate that is not an integer,
 * `reference_not_found` for an integer outside 1..64.
 */
export function findIncarnationCross(personalitySunGate: GateNumber, angle: CrossAngle | string): IncarnationCross {
  const parsedAngle = parseCrossAngle(angle);
  if (!Number.isInteger(personalitySunGate)) {
    throw invalidReferenceId('gate', personalitySunGate, 'an integer from 1 to 64');
  }
  const cross = crossesBySunAndAngle.get(`${personalitySunGate}|${parsedAngle}`);
  if (cross === undefined) throw referenceNotFound('incarnation cross', { personalitySunGate, angle });
  return cross;
}
