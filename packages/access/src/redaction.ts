/**
 * What a redacted value is replaced with. The patterns below leave a value that already reads `[REDACTED]` alone,
 * so text redacted twice (a URL redacted, then the whole log line) reads the same as text redacted once.
 */
export const redactedValue = '[REDACTED]';

/**
 * Query parameters whose values are credentials (case-insensitive). The value ends where a URL value ends
 * (`&`, `#`, `;`, whitespace) and also where the URL itself ends inside a log line or JSON text (a quote, a
 * backslash escaping one, `,`, `}`, `]`, `<`, `>`), so the rest of the line survives.
 */
const valueEnd = String.raw`&#;\s"'\\,}\]<>`;
/** `[REDACTED]` as a pattern: what is already redacted is not redacted again. */
const alreadyRedacted = redactedValue.replace(/[[\]]/g, String.raw`\$&`);
const credentialQueryParameter = new RegExp(
  String.raw`([?&;](?:api_?key|access_token|token)=)(?!${alreadyRedacted}(?:[${valueEnd}]|$))[^${valueEnd}]*`,
  'gi',
);
/** A Mandala key anywhere in text (also partial or malformed ones). */
const mandalaKeyInText = new RegExp(String.raw`mdl_live_(?!${alreadyRedacted})[A-Za-z0-9_-]*`, 'g');
/** `Bearer <token>` in a logged header. */
const bearerToken = /(Bearer\s+)[^\s,;"']+/gi;
/** `"api_key": "…"` in logged JSON; the value is read as a JSON string, so an escaped quote inside it does not end it. */
const jsonCredentialField = /("(?:api_?key|x-api-key|authorization)"\s*:\s*")(?:[^"\\]|\\.)*(")/gi;

/**
 * Replaces credential values in a URL or path-with-query (`/hd-data?api_key=…` → `/hd-data?api_key=[REDACTED]`)
 * and any Mandala key inside it. Use it on every URL before it reaches a log line.
 */
export function redactUrl(url: string): string {
  return url.replace(credentialQueryParameter, `$1${redactedValue}`).replace(mandalaKeyInText, `mdl_live_${redactedValue}`);
}

/**
 * Words every credential pattern above contains (case-insensitive): text without any of them has nothing to
 * redact, which is every request's log line but those that carry a credential, so those lines skip the four passes.
 */
const credentialMarker = /mdl_live_|api_?key|api-key|token|bearer|authorization/i;

/**
 * Removes credentials from free text (a log line, an error message): Mandala keys, `Bearer` tokens,
 * `api_key=` query values and `"api_key": "…"` JSON fields.
 */
export function redactCredentials(text: string): string {
  if (!credentialMarker.test(text)) return text;
  return redactUrl(text)
    .replace(bearerToken, `$1${redactedValue}`)
    .replace(jsonCredentialField, `$1${redactedValue}$2`);
}
