/** Where a sign-in goes when `next` is absent or refused. */
export const defaultAfterSignIn = '/account';

/**
 * `next` when it is a same-origin relative path: it starts with a single `/`, holds no `//` at the start, no
 * backslash, no control character and no scheme, and is at most 2,000 characters; otherwise `/account`. The guard
 * against open redirects of `GET /account/sign-in?next=…`.
 */
export function safeNextPath(next: unknown): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > 2000) return defaultAfterSignIn;
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return defaultAfterSignIn;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/u.test(next)) return defaultAfterSignIn;
  // A browser resolving the path against this origin must land on this origin.
  const resolved = new URL(next, 'https://mandala.invalid');
  if (resolved.origin !== 'https://mandala.invalid') return defaultAfterSignIn;
  return resolved.pathname + resolved.search + resolved.hash;
}
