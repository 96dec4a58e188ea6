/** Host names of the loopback interface a native client may redirect to over plain http (RFC 8252). */
const loopbackHosts: ReadonlySet<string> = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * Why a redirect URI may not be registered, or `undefined` when it may: https, or http on a loopback address for
 * native clients; no fragment, no credentials. Registered URIs are later matched exactly (port included).
 */
export function redirectUriProblem(uri: unknown): string | undefined {
  if (typeof uri !== 'string') return 'redirect_uris must be strings';
  const url = URL.parse(uri);
  if (url === null) return `${uri} is not an absolute URL`;
  if (url.hash !== '' || uri.includes('#')) return `${uri} must not contain a fragment`;
  if (url.username !== '' || url.password !== '') return `${uri} must not contain credentials`;
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && loopbackHosts.has(url.hostname)) return undefined;
  return `${uri} must use https, or http on a loopback address (127.0.0.1, [::1] or localhost)`;
}
