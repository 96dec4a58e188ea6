/** Normalises a longitude in degrees to [0, 360). */
export function normalizeDegrees(longitudeDegrees: number): number {
  const wrapped = longitudeDegrees % 360;
  const positive = wrapped < 0 ? wrapped + 360 : wrapped;
  return positive >= 360 ? 0 : positive;
}
