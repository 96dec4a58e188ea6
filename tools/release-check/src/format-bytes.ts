// Byte counts as people read them on npm: decimal units (1 kB = 1,000 bytes), three significant figures.

const UNITS: readonly (readonly [string, number])[] = [
  ['MB', 1_000_000],
  ['kB', 1_000],
];

/** `5226492` → `'5.23 MB'`, `39901` → `'39.9 kB'`, `512` → `'512 B'`. */
export function formatBytes(bytes: number): string {
  for (const [unit, size] of UNITS) {
    if (bytes >= size) return `${Number((bytes / size).toPrecision(3))} ${unit}`;
  }
  return `${bytes} B`;
}

/** `'5.2 MB'` → `5200000`; `undefined` for text that is not a number with `B`, `kB` or `MB`. */
export function parseBytes(text: string): number | undefined {
  const match = /^([\d.,]+)\s*(B|kB|MB)$/.exec(text.trim());
  if (match === null) return undefined;
  const value = Number((match[1] as string).replaceAll(',', ''));
  if (!Number.isFinite(value)) return undefined;
  const size = UNITS.find(([unit]) => unit === match[2])?.[1] ?? 1;
  return Math.round(value * size);
}
