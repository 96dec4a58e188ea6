/**
 * Query parameters that carry personal data (birth data, names, emails, notes) or one-time secrets (emailed link
 * tokens, `next` paths holding an authorisation request): their values never reach a log line.
 */
export const personalQueryParameters: ReadonlySet<string> = new Set([
  'date',
  'birthdatetime',
  'birth_date_time',
  'longitude',
  'latitude',
  'email',
  'name',
  'notes',
  'password',
  'token',
  'next',
  'members',
  'startdate',
  'enddate',
]);

/** The URL with the values of {@link personalQueryParameters} replaced by `[personal]`; the path and other parameters kept. */
export function withoutPersonalData(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url.slice(queryStart + 1);
  const redacted = query
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const rawName = separator < 0 ? pair : pair.slice(0, separator);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/gu, ' '));
      } catch {
        // An undecodable name is compared as written.
      }
      return separator >= 0 && personalQueryParameters.has(name.toLowerCase()) ? `${rawName}=[personal]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${redacted}`;
}
