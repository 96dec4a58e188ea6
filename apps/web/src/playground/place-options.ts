/** One item of `GET /locations` (lower-case fields, unlike the chart routes). */
export interface PlaceJson {
  readonly city: string;
  readonly country: string;
  readonly timezone: string;
  readonly region?: string;
  /** Degrees north (negative south); the spec's location item always has it. */
  readonly latitude?: number;
  /** Degrees east (negative west). */
  readonly longitude?: number;
}

/** True when an answer of `/locations` is the list of places it documents. */
export function isPlaceList(value: unknown): value is PlaceJson[] {
  return (
    Array.isArray(value) &&
    value.every((item: unknown) => {
      const place = item as Partial<Record<keyof PlaceJson, unknown>> | null;
      return typeof place === 'object' && place !== null && typeof place.city === 'string' && typeof place.country === 'string' && typeof place.timezone === 'string';
    })
  );
}

/** "Amsterdam, North Holland, Netherlands": the text a picked place leaves in the place box. */
export function placeLabel(place: PlaceJson): string {
  const parts = [place.city, place.region === place.city ? undefined : place.region, place.country];
  return parts.filter((part) => part !== undefined && part !== '').join(', ');
}

/** "40.77° N, 80.77° W": where a place lies, two decimals (about 1 km), hemispheres spelled out. */
export function placeCoordinates(place: PlaceJson): string | undefined {
  if (place.latitude === undefined || place.longitude === undefined) return undefined;
  const latitude = `${Math.abs(place.latitude).toFixed(2)}° ${place.latitude < 0 ? 'S' : 'N'}`;
  const longitude = `${Math.abs(place.longitude).toFixed(2)}° ${place.longitude < 0 ? 'W' : 'E'}`;
  return `${latitude}, ${longitude}`;
}

/**
 * The label of each suggestion: {@link placeLabel}, and where two or more places of the list share it (two towns
 * called Lisbon in Ohio), their coordinates after it, so each suggestion names one place.
 */
export function placeLabels(places: readonly PlaceJson[]): string[] {
  const labels = places.map(placeLabel);
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return labels.map((label, index) => {
    const coordinates = (counts.get(label) ?? 0) > 1 ? placeCoordinates(places[index] as PlaceJson) : undefined;
    return coordinates === undefined ? label : `${label} (${coordinates})`;
  });
}

/** Keys that move the active suggestion. */
export type NavigationKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

/** True for a key {@link movedIndex} handles. */
export function isNavigationKey(key: string): key is NavigationKey {
  return key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End';
}

/**
 * The active suggestion after a key press, wrapping around at both ends; `-1` is "none" (and stays so in an
 * empty list).
 */
export function movedIndex(current: number, count: number, key: NavigationKey): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}
