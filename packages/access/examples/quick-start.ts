import { AccessError, ensureDevelopmentKey, extractCredential, openAccessStore, rateLimitHeaders, redactUrl, requestFingerprint } from '@mandala/access';

/** Opens a store, authenticates the development key and runs one metered calculation twice. */
export async function quickStart(dataDirectory: string, databaseUrl?: string): Promise<string[]> {
  const lines: string[] = [];
  const store = await openAccessStore({ databaseUrl, dataDirectory }); // SQLite unless databaseUrl is postgres://
  try {
    const development = await ensureDevelopmentKey(store); // null unless the store was empty
    if (development === null) return ['store already initialised'];
    lines.push(`development key (shown once): ${development.keyPrefix}…`);

    // Per request: the HTTP layer hands over headers, query and body; the same rules apply on every surface.
    const credential = extractCredential({ headers: { 'x-api-key': development.key }, query: {}, body: undefined });
    if (!credential.success) throw credential.error; // 401: missing, malformed, or in the query string
    const { account } = await store.authenticate(credential.key, { category: 'core' }); // 403: invalid_key, insufficient_tier

    const idempotency = { key: 'order-2024-0001', fingerprint: requestFingerprint('natal_chart_v1', { date: '1990-01-01T12:00' }) };
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const outcome = await store.runMetered({ accountId: account.id, units: 1, idempotency }, () =>
        Promise.resolve({ type: 'Generator' }), // the calculation; if it throws, the unit is refunded
      );
      const headers = rateLimitHeaders(outcome.quota); // RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset
      lines.push(`attempt ${attempt}: charged ${outcome.chargedUnits}, replayed ${outcome.replayed}, remaining ${headers['RateLimit-Remaining']}`);
    }
    lines.push(`logged as ${redactUrl(`/hd-data?api_key=${development.key}`)}`);
  } catch (error) {
    if (AccessError.isInstance(error)) lines.push(`${error.httpStatus} ${error.code}`);
    else throw error;
  } finally {
    await store.close();
  }
  return lines;
}
