import { invalidReferenceId, referenceNotFound } from '../errors';
import type { Profile } from './profile';
import { profiles } from './profiles';

const profilesById = new Map(profiles.map((profile) => [profile.id, profile]));

/**
 * The profile named by `id`: `1/3`, `1-3`, `1 / 3` or the two-digit form `13` (also the number 13).
 * Throws `ReferenceLibraryError` `invalid_reference_id` when the key is not two lines 1 to 6,
 * `reference_not_found` for a well-formed pair that is not one of the 12 profiles (`1/1`, `3/1`).
 */
export function getProfile(id: string | number): Profile {
  const text = typeof id === 'number' ? String(id) : id;
  const match = typeof text === 'string' ? /^\s*([1-6])\s*[/\-\s]?\s*([1-6])\s*$/.exec(text) : null;
  if (match === null) throw invalidReferenceId('profile', id, 'two lines 1 to 6 such as "1/3", "1-3" or "13"');
  const profile = profilesById.get(`${match[1]}/${match[2]}`);
  if (profile === undefined) throw referenceNotFound('profile', id);
  return profile;
}
