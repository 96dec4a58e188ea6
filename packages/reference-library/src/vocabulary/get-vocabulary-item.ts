import { invalidReferenceId, referenceNotFound } from '../errors';
import { indexByKeys, lookupKey } from '../shared/lookup-key';
import { authorities, definitions, strategies, types } from './vocabularies';
import type { Authority, Definition, HumanDesignType, Strategy } from './vocabulary-types';

function lookupBy<T extends { id: string; name: string; aliases?: readonly string[] }>(
  kind: string,
  items: readonly T[],
): (nameOrId: string) => T {
  const index = indexByKeys(items, (item) => [item.id, item.name, ...(item.aliases ?? [])]);
  return (nameOrId) => {
    if (typeof nameOrId !== 'string' || nameOrId.trim() === '') {
      throw invalidReferenceId(kind, nameOrId, `a ${kind} name or id`);
    }
    const key = lookupKey(nameOrId);
    const item = index.get(key) ?? index.get(key.replace(/-(authority|definition|strategy)$/, ''));
    if (item === undefined) throw referenceNotFound(kind, nameOrId);
    return item;
  };
}

/**
 * The type named by `nameOrId`, case-insensitively (`Manifesting Generator`, `manifesting-generator`, `MG`).
 * Throws `ReferenceLibraryError` `reference_not_found` for an unknown name, `invalid_reference_id` for an empty key.
 */
export const getType: (nameOrId: string) => HumanDesignType = lookupBy('type', types);

/**
 * The authority named by `nameOrId`, case-insensitively (`Emotional`, `Solar Plexus`, `ego-projected`, `Self-Projected`).
 * Throws `ReferenceLibraryError` `reference_not_found` for an unknown name, `invalid_reference_id` for an empty key.
 */
export const getAuthority: (nameOrId: string) => Authority = lookupBy('authority', authorities);

/**
 * The strategy named by `nameOrId` (`To Respond`, `wait-for-the-invitation`).
 * Throws `ReferenceLibraryError` `reference_not_found` for an unknown name, `invalid_reference_id` for an empty key.
 */
export const getStrategy: (nameOrId: string) => Strategy = lookupBy('strategy', strategies);

/**
 * The definition named by `nameOrId` (`Split Definition`, `triple-split`, `Quad Split`).
 * Throws `ReferenceLibraryError` `reference_not_found` for an unknown name, `invalid_reference_id` for an empty key.
 */
export const getDefinition: (nameOrId: string) => Definition = lookupBy('definition', definitions);

/**
 * The definition with `componentCount` connected areas (0 to 4).
 * Throws `ReferenceLibraryError` `reference_not_found` for any other count.
 */
export function getDefinitionByComponentCount(componentCount: number): Definition {
  const definition = definitions.find((item) => item.componentCount === componentCount);
  if (definition === undefined) throw referenceNotFound('definition', componentCount);
  return definition;
}
