/**
 * Freezes `value` and everything reachable from it, in place, and returns it.
 * Used once at module load for every table, so callers cannot mutate shared reference data.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
