// Stable identifiers of transit alerts: the same person and the same event give the same id on every request (so a
// calendar that re-imports the feed updates its entries instead of duplicating them), different people or events
// give different ids. Not a security hash: two 32-bit multiply-xorshift lanes (cyrb53-style) over the key's UTF-16
// code units, written as 16 hex digits.

/** 16 lowercase hex digits identifying `key`; equal keys give equal ids. */
export function stableId(key: string): string {
  let first = 0xdeadbeef;
  let second = 0x41c6ce57;
  for (let index = 0; index < key.length; index++) {
    const code = key.charCodeAt(index);
    first = Math.imul(first ^ code, 2654435761);
    second = Math.imul(second ^ code, 1597334677);
  }
  first = Math.imul(first ^ (first >>> 16), 2246822507) ^ Math.imul(second ^ (second >>> 13), 3266489909);
  second = Math.imul(second ^ (second >>> 16), 2246822507) ^ Math.imul(first ^ (first >>> 13), 3266489909);
  return (first >>> 0).toString(16).padStart(8, '0') + (second >>> 0).toString(16).padStart(8, '0');
}

/** The parts an alert id is made of. */
export interface AlertIdParts {
  /** The person: resolved birth instant (ISO) and the birth zone. */
  birthInstant: Date;
  birthTimezone: string;
  category: string;
  body: string;
  gates: readonly number[];
  /** The event's defining instant, rounded to the minute; `null` when it has none (an activation whose entry and exit both lie beyond the search). */
  instant: Date | null;
  /** Distinguishes kinds of event of the same category (an entry from an activation already running). */
  variant?: string;
}

/** The stable id of an alert: person + category + body + gates + instant to the minute. */
export function alertId(parts: AlertIdParts): string {
  const minute = parts.instant === null ? 'none' : String(Math.round(parts.instant.getTime() / 60_000));
  return stableId(
    [
      'transit-alert/1',
      parts.birthInstant.toISOString(),
      parts.birthTimezone,
      parts.category,
      parts.body,
      parts.gates.join('-'),
      minute,
      parts.variant ?? '',
    ].join('|'),
  );
}
