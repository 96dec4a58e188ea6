/** The five Types, as spelled in responses. */
export const TYPE_NAMES = ['Manifestor', 'Generator', 'Manifesting Generator', 'Projector', 'Reflector'] as const;

/** A Type, as spelled in responses. */
export type TypeName = (typeof TYPE_NAMES)[number];

/** Inner authorities in the order they are tested (first match wins), as spelled in responses. */
export const AUTHORITY_NAMES = [
  'Emotional',
  'Sacral',
  'Splenic',
  'Ego Manifested',
  'Ego Projected',
  'Self-Projected',
  'Mental',
  'Lunar',
] as const;

/** An inner authority, as spelled in responses. */
export type AuthorityName = (typeof AUTHORITY_NAMES)[number];

/** Definition names by number of connected areas (0 to 4). */
export const DEFINITION_NAMES = [
  'No Definition',
  'Single Definition',
  'Split Definition',
  'Triple Split Definition',
  'Quadruple Split Definition',
] as const;

/** A definition name, as spelled in responses. */
export type DefinitionName = (typeof DEFINITION_NAMES)[number];

/** Incarnation cross geometry. */
export type CrossAngle = 'Right Angle' | 'Juxtaposition' | 'Left Angle';

/** Kebab-case id of a display name: `Manifesting Generator` → `manifesting-generator`, `4/6` → `4-6`. */
export function idOfName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
