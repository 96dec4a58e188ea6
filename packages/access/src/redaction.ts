/**
 * What a redacted value is replaced with. The patterns below leave a value that already reads `[REDACTED]` alone,
 * so text redacted twice (a URL redacted, then the whole log line) reads the same as text redacted once.
 */
export const redactedValue = '[REDACTED]';

/**
 * A pattern for `character` as written or percent-encoded, once or several times over (`_`, `%5F`, `%5f`,
 * `%255F`), so a key hidden by encoding is found as the decoded text would show it.
 */
function literalOrEncoded(character: string): string {
  const hex = character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0');
  const hexPattern = [...hex].map((digit) => (/[A-F]/.test(digit) ? `[${digit}${digit.toLowerCase()}]` : digit)).join('');
  return `(?:${character.replace(/[\\^$.*+?()[\]{}|-]/g, String.raw`\$&`)}|%(?:25)*${hexPattern})`;
}

/** A pattern for `word`, each character as written or percent-encoded. */
function literalOrEncodedWord(word: string): string {
  return [...word].map(literalOrEncoded).join('');
}

/**
 * Query parameters whose values are credentials (case-insensitive, names also percent-encoded). The value ends
 * where a URL value ends (`&`, `#`, `;`, whitespace) and also where the URL itself ends inside a log line or JSON
 * text (a quote, a backslash escaping one, `,`, `}`, `]`, `<`, `>`), so the rest of the line survives.
 */
const valueEnd = String.raw`&#;\s"'\\,}\]<>`;
/** `[REDACTED]` as a pattern: what is already redacted is not redacted again. */
const alreadyRedacted = redactedValue.replace(/[[\]]/g, String.raw`\$&`);
const credentialParameterNames = ['api_key', 'apikey', 'access_token', 'token'].map(literalOrEncodedWord).join('|');
const credentialQueryParameter = new RegExp(
  String.raw`([?&;](?:${credentialParameterNames})=)(?!${alreadyRedacted}(?:[${valueEnd}]|$))[^${valueEnd}]*`,
  'gi',
);
/** One character of a key (`A-Z a-z 0-9 _ -`), as written or percent-encoded. */
const keyCharacter = String.raw`(?:[A-Za-z0-9_-]|%(?:25)*(?:2[Dd]|3[0-9]|4[1-9A-Fa-f]|5[0-9Aa]|5[Ff]|6[1-9A-Fa-f]|7[0-9Aa]))`;
/**
 * A Mandala key anywhere in text (also partial or malformed ones), also when some or all of its characters are
 * percent-encoded (`mdl_live%5F…`, `%6Ddl_live_…`, inside another parameter's value): what would decode to a key
 * is redacted.
 */
const mandalaKeyInText = new RegExp(String.raw`${literalOrEncodedWord('mdl_live_')}(?!${alreadyRedacted})${keyCharacter}+`, 'g');
/** `Bearer <token>` in a logged header. */
const bearerToken = /(Bearer\s+)[^\s,;"']+/gi;
/** `"api_key": "…"` in logged JSON; the value is read as a JSON string, so an escaped quote inside it does not end it. */
const jsonCredentialField = /("(?:api_?key|x-api-key|authorization)"\s*:\s*")(?:[^"\\]|\\.)*(")/gi;

/**
 * Replaces credential values in a URL or path-with-query (`/hd-data?api_key=…` → `/hd-data?api_key=[REDACTED]`)
 * and any Mandala key inside it, percent-encoded or not (`?q=mdl_live%5F…` → `?q=mdl_live_[REDACTED]`). Use it
 * on every URL before it reaches a log line.
 */
export function redactUrl(url: string): string {
  return url.replace(credentialQueryParameter, `$1${redactedValue}`).replace(mandalaKeyInText, `mdl_live_${redactedValue}`);
}

/**
 * Words every credential pattern above contains (case-insensitive): text without any of them has nothing to
 * redact, which is every request's log line but those that carry a credential, so those lines skip the four passes.
 * A `%` counts as a marker: a credential may be percent-encoded.
 */
const credentialMarker = /mdl_live_|api_?key|api-key|token|bearer|authorization|%/i;

/**
 * Removes credentials from free text (a log line, an error message): Mandala keys (also percent-encoded), `Bearer`
 * tokens, `api_key=` query values and `"api_key": "…"` JSON fields.
 */
export function redactCredentials(text: string): string {
  if (!credentialMarker.test(text)) return text;
  return redactUrl(text)
    .replace(bearerToken, `$1${redactedValue}`)
    .replace(jsonCredentialField, `$1${redactedValue}$2`);
}
