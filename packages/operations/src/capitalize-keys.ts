/** The type of `T` with every object key capitalized, deeply (what {@link capitalizeKeys} returns). */
export type CapitalizedKeys<T> = T extends readonly (infer Item)[]
  ? CapitalizedKeys<Item>[]
  : T extends object
    ? { [Key in keyof T as Key extends string ? Capitalize<Key> : Key]: CapitalizedKeys<T[Key]> }
    : T;

/**
 * A deep copy of `value` with every object key capitalized (`personalityLine` → `PersonalityLine`), the
 * service's naming policy for response bodies. Arrays and primitives are kept as they are.
 */
export function capitalizeKeys<T>(value: T): CapitalizedKeys<T> {
  return capitalizeValue(value) as CapitalizedKeys<T>;
}

function capitalizeValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(capitalizeValue);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) copy[key.charAt(0).toUpperCase() + key.slice(1)] = capitalizeValue(entry);
  return copy;
}
