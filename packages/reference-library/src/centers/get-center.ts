import { invalidReferenceId, referenceNotFound } from '../errors';
import { indexByKeys, lookupKey } from '../shared/lookup-key';
import type { Center } from './center';
import { centers } from './centers';

const centersByKey = indexByKeys(centers, (center) => [center.name, center.id, ...center.aliases]);

/**
 * The center named `nameOrId`, case-insensitively, by name, id or alias: `Solar Plexus`, `solar-plexus`,
 * `Heart`, `Ego`, `Will`, `G`, `Self`, `Spleen`, `Splenic`, ... A trailing word "center"/"centre" is ignored.
 * Throws `ReferenceLibraryError` `reference_not_found` for an unknown name, `invalid_reference_id` for a
 * non-string or empty key.
 */
export function getCenter(nameOrId: string): Center {
  if (typeof nameOrId !== 'string' || nameOrId.trim() === '') {
    throw invalidReferenceId('center', nameOrId, 'a center name or id such as "Solar Plexus" or "solar-plexus"');
  }
  const key = lookupKey(nameOrId);
  const center = centersByKey.get(key) ?? centersByKey.get(key.replace(/-cent(er|re)$/, ''));
  if (center === undefined) throw referenceNotFound('center', nameOrId);
  return center;
}
