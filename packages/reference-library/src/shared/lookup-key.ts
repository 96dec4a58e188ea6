/**
 * Normalises a free-text lookup key: lower case, separators (spaces, hyphens, underscores, slashes)
 * collapsed to single hyphens, a leading "the " dropped. `Solar Plexus`, `solar-plexus` and
 * `SOLAR_PLEXUS` all give `solar-plexus`.
 */
export function lookupKey(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_/]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^the-/, '');
}

/** Builds a map from every normalised key of every item to the item; the first item wins on a clash. */
export function indexByKeys<T>(items: readonly T[], keysOf: (item: T) => readonly string[]): ReadonlyMap<string, T> {
  const index = new Map<string, T>();
  for (const item of items) {
    for (const key of keysOf(item)) {
      const normalised = lookupKey(key);
      if (!index.has(normalised)) index.set(normalised, item);
    }
  }
  return index;
}
