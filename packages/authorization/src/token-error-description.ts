/**
 * What to do after a refusal of the token endpoint. oidc-provider describes an unusable code or refresh token only as
 * "grant request is invalid" (the reason stays in its log: expired, used, revoked, PKCE, a disabled account); a client
 * developer or the person connecting then has nothing to act on. The refusal keeps its RFC 6749 code, and its
 * description says what to do.
 */
const descriptions: Readonly<Record<string, string>> = {
  invalid_grant:
    'The authorization code or refresh token cannot be used: it expired, was used already, was revoked (the app was ' +
    'disconnected, the password changed or the account disabled), or the PKCE code_verifier does not match. Start the ' +
    'connection again from the app (a new authorization request) to get new tokens.',
};

/** oidc-provider's own wording of the refusals above, replaced; any other description is kept as it is. */
const providerDefaults: ReadonlySet<string> = new Set(['grant request is invalid']);

/** The token endpoint's error body with a description that says what to do, when it had only the provider's default. */
export function withTokenErrorDescription(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const { error, error_description: description } = body as { error?: unknown; error_description?: unknown };
  if (typeof error !== 'string' || descriptions[error] === undefined) return body;
  if (typeof description === 'string' && !providerDefaults.has(description)) return body;
  return { ...body, error_description: descriptions[error] };
}
