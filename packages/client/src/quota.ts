/** The account's monthly quota, from the `RateLimit-*` headers every metered answer carries. */
export interface Quota {
  /** Units allowed this month (`RateLimit-Limit`), or `'unlimited'`. */
  readonly limit: number | 'unlimited';
  /** Units left this month (`RateLimit-Remaining`), or `'unlimited'`. */
  readonly remaining: number | 'unlimited';
  /** Seconds until the quota resets at the start of the next UTC month (`RateLimit-Reset`). */
  readonly resetSeconds: number;
}

function unitsOf(text: string | null): number | 'unlimited' | undefined {
  if (text === null) return undefined;
  if (text.trim().toLowerCase() === 'unlimited') return 'unlimited';
  return /^\s*\d+\s*$/.test(text) ? Number(text) : undefined;
}

/**
 * The quota an answer reports, or `undefined` when it carries no (or unreadable) `RateLimit-Limit`,
 * `RateLimit-Remaining` and `RateLimit-Reset` headers (answers refused before the key was known, free look-ups).
 */
export function quotaFromHeaders(headers: Headers): Quota | undefined {
  const limit = unitsOf(headers.get('RateLimit-Limit'));
  const remaining = unitsOf(headers.get('RateLimit-Remaining'));
  const reset = unitsOf(headers.get('RateLimit-Reset'));
  if (limit === undefined || remaining === undefined || typeof reset !== 'number') return undefined;
  return { limit, remaining, resetSeconds: reset };
}
