/**
 * A deep copy of `value` with every object key capitalized (`personalityLine` → `PersonalityLine`), the
 * service's naming policy for response bodies. Arrays and primitives are kept as they are.
 */
export function capitalizeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(capitalizeKeys);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) copy[key.charAt(0).toUpperCase() + key.slice(1)] = capitalizeKeys(entry);
  return copy;
}
