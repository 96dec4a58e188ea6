/** Canonical center names. `Heart` is the canonical spelling of the Heart/Ego/Will center; `G` of the G/Self center. */
export type CenterName = 'Head' | 'Ajna' | 'Throat' | 'G' | 'Heart' | 'Sacral' | 'Solar Plexus' | 'Spleen' | 'Root';

/** Kebab-case center ids (`solar-plexus`). */
export type CenterId = 'head' | 'ajna' | 'throat' | 'g' | 'heart' | 'sacral' | 'solar-plexus' | 'spleen' | 'root';

/** What a center does; a center can have several kinds (Solar Plexus is motor and awareness). */
export type CenterKind = 'pressure' | 'awareness' | 'manifestation' | 'identity' | 'motor';

/** The nine centers, top of the bodygraph to bottom. */
export const CENTER_NAMES: readonly CenterName[] = Object.freeze([
  'Head',
  'Ajna',
  'Throat',
  'G',
  'Heart',
  'Sacral',
  'Solar Plexus',
  'Spleen',
  'Root',
] as const);
