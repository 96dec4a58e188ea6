import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MetricsSettings } from './metrics-settings';
import { fixedMetricsToken, metricsTokenFile } from './metrics-tokens';
import type { MetricsTokens } from './metrics-tokens';

/** The metrics listener. */
export interface RunningMetricsServer {
  /** `http://host:port` (the metrics are at `/metrics`). */
  readonly url: string;
  close(): Promise<void>;
}

/** The text of one scrape and its content type. */
export interface MetricsText {
  readonly contentType: string;
  readonly text: string;
}

function answer(response: ServerResponse, status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  response.end(JSON.stringify(body));
}

/**
 * Serves `GET /metrics` (the Prometheus text format from `collect`) on its own address, for the operator's Prometheus:
 * with a token configured (`MANDALA_METRICS_TOKEN`, or the one or two of `MANDALA_METRICS_TOKEN_FILE`, read again when
 * the file changes), only to `Authorization: Bearer <token>` (compared in constant time); anything else is 404.
 * A scrape that fails (a cluster worker that does not answer within 5 s) answers 503 with what to do.
 */
export async function startMetricsServer(
  settings: MetricsSettings,
  collect: () => Promise<MetricsText>,
  options: { readonly onTokenFileProblem?: (message: string) => void } = {},
): Promise<RunningMetricsServer> {
  const expected: MetricsTokens | undefined =
    settings.tokenFile !== undefined
      ? metricsTokenFile(settings.tokenFile, options.onTokenFileProblem)
      : settings.token === undefined
        ? undefined
        : fixedMetricsToken(settings.token);
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics') {
      answer(response, 404, { error: 'route_not_found', message: 'Only GET /metrics is served on this port.' });
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      answer(response, 405, { error: 'method_not_allowed', message: 'Use GET /metrics.' }, { Allow: 'GET, HEAD' });
      return;
    }
    if (expected !== undefined) {
      const offered = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (offered === undefined) {
        answer(response, 401, { error: 'missing_credential', message: 'Send the metrics token as Authorization: Bearer <token>.' }, { 'WWW-Authenticate': 'Bearer' });
        return;
      }
      if (!expected.accepts(offered)) {
        answer(response, 403, { error: 'invalid_key', message: 'The metrics token is not one configured (MANDALA_METRICS_TOKEN or a line of MANDALA_METRICS_TOKEN_FILE).' });
        return;
      }
    }
    collect().then(
      ({ contentType, text }) => {
        response.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        answer(response, 503, { error: 'metrics_unavailable', message: `The metrics could not be collected (${reason}); scrape again.` }, { 'Retry-After': '5' });
      },
    );
  });
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
