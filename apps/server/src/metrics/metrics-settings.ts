/** Where `GET /metrics` is served: its own listener, never the public port. */
export interface MetricsSettings {
  /** `MANDALA_METRICS_PORT`; unset = no metrics listener. */
  readonly port: number;
  /** `MANDALA_METRICS_HOST`, default `127.0.0.1` (this machine only). */
  readonly host: string;
  /** `MANDALA_METRICS_TOKEN`: when set, a scrape must send `Authorization: Bearer <token>`. */
  readonly token: string | undefined;
  /**
   * `MANDALA_METRICS_TOKEN_FILE`: a file of one or two tokens (one a line), read again when it changes, so the token
   * rotates without a restart and without failed scrapes; instead of `MANDALA_METRICS_TOKEN`.
   */
  readonly tokenFile?: string | undefined;
}

const loopbackHosts = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * Reads the metrics listener's settings; `undefined` when `MANDALA_METRICS_PORT` is unset (no metrics served).
 * Throws an `Error` naming the variable for a bad port, a token shorter than 16 characters, or an address other
 * than loopback without a token (the metrics would be public).
 */
export function metricsSettingsFrom(environment: Readonly<Record<string, string | undefined>>): MetricsSettings | undefined {
  const portText = environment.MANDALA_METRICS_PORT?.trim() ?? '';
  if (portText === '') return undefined;
  if (!/^[0-9]+$/.test(portText) || Number(portText) > 65535) throw new Error(`MANDALA_METRICS_PORT must be an integer from 0 to 65535, not "${portText}".`);
  const host = environment.MANDALA_METRICS_HOST?.trim() || '127.0.0.1';
  const token = environment.MANDALA_METRICS_TOKEN?.trim() || undefined;
  const tokenFile = environment.MANDALA_METRICS_TOKEN_FILE?.trim() || undefined;
  if (token !== undefined && tokenFile !== undefined) {
    throw new Error('Set MANDALA_METRICS_TOKEN or MANDALA_METRICS_TOKEN_FILE, not both (the file can rotate; prefer it).');
  }
  if (token !== undefined && token.length < 16) throw new Error('MANDALA_METRICS_TOKEN must be at least 16 characters long; generate one with `openssl rand -hex 32`.');
  if (token === undefined && tokenFile === undefined && !loopbackHosts.has(host)) {
    throw new Error(
      `MANDALA_METRICS_HOST is ${host}, which is not loopback: set MANDALA_METRICS_TOKEN_FILE (or MANDALA_METRICS_TOKEN) too, so that only your Prometheus can read the metrics.`,
    );
  }
  return tokenFile === undefined ? { port: Number(portText), host, token } : { port: Number(portText), host, token, tokenFile };
}
