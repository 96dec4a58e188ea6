// GET /metrics of `pnpm start` with two workers: the primary serves the sum of both workers' metrics on the operator's
// own port, behind a token, and the documented series move as calls are made on every surface.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import { bearer } from '@mandala/operations/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startService } from './cluster-harness';
import type { ServiceProcess } from './cluster-harness';
import { sendChartCalls, tally } from './chart-calls';
import { testPassword } from './oauth-harness';
import { CookieJar, answerConsentForm, authorizationCode, csrfOf, exchangeCode, pkcePair, reachConsent, registerClient, step } from './oauth-http-flow';
import { scrape, seriesValue } from './scraped-metrics';
import type { Scrape } from './scraped-metrics';

/** Every metric the deployment notes document. */
const documentedMetrics = [
  'mandala_requests_total',
  'mandala_request_duration_seconds',
  'mandala_units_charged_total',
  'mandala_units_refused_total',
  'mandala_store_errors_total',
  'mandala_calculation_pool_queue_length',
  'mandala_calculation_pool_wait_seconds',
  'mandala_sse_streams_open',
  'mandala_oauth_grants_issued_total',
  'mandala_oauth_tokens_issued_total',
  'mandala_oauth_grants_revoked_total',
  'mandala_nodejs_eventloop_lag_seconds',
  'mandala_nodejs_eventloop_lag_p99_seconds',
];

describe('GET /metrics across the cluster workers', () => {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-metrics-'));
  const token = randomBytes(24).toString('hex');
  let service: ServiceProcess;
  let metricsUrl: string;

  beforeAll(async () => {
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    service = await startService({ MANDALA_WORKERS: '2', MANDALA_DATA_DIR: dataDirectory, MANDALA_METRICS_PORT: String(metricsPort), MANDALA_METRICS_TOKEN: token });
  }, 180_000);
  afterAll(async () => {
    await service?.stop();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  it('serves the metrics only on the operator port and only with the token', async () => {
    expect((await fetch(`${service.restUrl}/metrics`)).status).toBe(404);
    const missing = await fetch(metricsUrl);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ error: 'missing_credential' });
    const wrong = await fetch(metricsUrl, { headers: { authorization: `Bearer ${'x'.repeat(48)}` } });
    expect(wrong.status).toBe(403);
    expect((await wrong.text()).includes(token)).toBe(false);
    const scraped = await scrape(metricsUrl, token);
    for (const name of documentedMetrics) expect(scraped.families.has(name), name).toBe(true);
    expect(scraped.families.get('mandala_requests_total')?.type).toBe('COUNTER');
    expect(scraped.families.get('mandala_request_duration_seconds')?.type).toBe('HISTOGRAM');
    expect(scraped.families.get('mandala_sse_streams_open')?.type).toBe('GAUGE');
    // Both refusal reasons exist from the start (the rate-limit series stays 0 until a limiter refuses a call).
    expect(seriesValue(scraped, 'mandala_units_refused_total', { reason: 'rate_limit' })).toBe(0);
    expect(seriesValue(scraped, 'mandala_store_errors_total', { kind: 'connection_refused' })).toBe(0);
    expect(scraped.families.get('mandala_oauth_grants_issued_total')?.type).toBe('COUNTER');
  });

  it('counts the calls of both workers by operation, surface and status, with their latency, units charged and refused, and pool waits', async () => {
    const store = await openAccessStore({ dataDirectory });
    const { key } = await store.createAccountWithKey({ name: 'metrics', plan: 'business' });
    const { key: smallKey } = await store.createAccountWithKey({ name: 'metrics-small', plan: 'enterprise', customMonthlyUnits: 2 });
    const { key: freeKey } = await store.createAccountWithKey({ name: 'metrics-free', plan: 'free' });
    await store.close();
    const before: Scrape = await scrape(metricsUrl, token);

    // 12 charts: 3 over REST (natal_chart_v3), 3 over Agent HTTP and 6 over MCP (generate_chart, run on the pool).
    expect(tally(await sendChartCalls(service, key, 12, 0))).toEqual({ charged: 12 });
    // 3 on an account with 2 units left: 2 charged, 1 refused by the quota.
    const small = await Promise.all([0, 1, 2].map((index) => fetch(`${service.restUrl}/v3/hd-data?date=1970-01-0${index + 1}T12:00&timezone=UTC`, { headers: bearer(smallKey) })));
    expect(small.map((response) => response.status).sort()).toEqual([200, 200, 429]);
    // 30 charts at once on a Free account (2 requests a second, 20 more in a burst): the rate limit refuses some.
    const flood = await Promise.all(
      Array.from({ length: 30 }, async (_, index) => {
        const response = await fetch(`${service.restUrl}/hd-data?date=1971-01-01T${String(index % 24).padStart(2, '0')}:${String(index).padStart(2, '0')}&timezone=UTC`, { headers: bearer(freeKey) });
        return response.status === 429 ? ((await response.json()) as { error?: string }).error : String(response.status);
      }),
    );
    const rateLimited = flood.filter((outcome) => outcome === 'rate_limited').length;
    expect(rateLimited).toBeGreaterThan(0);
    expect(flood.filter((outcome) => outcome === '200').length).toBe(30 - rateLimited);
    const after = await scrape(metricsUrl, token);
    const moved = (name: string, labels: Record<string, string> = {}) => seriesValue(after, name, labels) - seriesValue(before, name, labels);

    expect(moved('mandala_requests_total', { operation: 'natal_chart_v3', surface: 'rest', status: '200' })).toBe(5);
    expect(moved('mandala_requests_total', { operation: 'natal_chart_v3', surface: 'rest', status: '429' })).toBe(1);
    expect(moved('mandala_requests_total', { operation: 'generate_chart', surface: 'agent-http', status: '200' })).toBe(3);
    expect(moved('mandala_requests_total', { operation: 'generate_chart', surface: 'mcp', status: '200' })).toBe(6);
    expect(moved('mandala_request_duration_seconds_count', { operation: 'natal_chart_v3' })).toBe(6);
    expect(moved('mandala_request_duration_seconds_count', { operation: 'generate_chart' })).toBe(9);
    expect(moved('mandala_units_charged_total')).toBe(14 + 30 - rateLimited);
    expect(moved('mandala_units_charged_total', { surface: 'mcp' })).toBe(6);
    expect(moved('mandala_units_refused_total', { reason: 'quota' })).toBe(1);
    expect(moved('mandala_units_refused_total', { reason: 'rate_limit' })).toBe(rateLimited);
    expect(moved('mandala_requests_total', { operation: 'natal_chart_v1', surface: 'rest', status: '429' })).toBe(rateLimited);
    expect(moved('mandala_calculation_pool_wait_seconds_count')).toBe(9);
    // Both workers served: the sum is of two registries.
    for (const workerId of service.liveWorkers().keys()) {
      await service.waitForLine((line) => line.msg === 'request' && line.worker === workerId, 5_000);
    }
  });

  it('shows an open SSE stream while it is open', async () => {
    const store = await openAccessStore({ dataDirectory });
    const { key } = await store.createAccountWithKey({ name: 'metrics-stream', plan: 'business' });
    await store.close();
    const controller = new AbortController();
    const response = await fetch(`${service.restUrl}/stream/planetary-positions?interval=60`, { headers: bearer(key), signal: controller.signal });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    await reader?.read();
    expect(seriesValue(await scrape(metricsUrl, token), 'mandala_sse_streams_open')).toBe(1);
    controller.abort();
    await expect.poll(async () => seriesValue(await scrape(metricsUrl, token), 'mandala_sse_streams_open'), { timeout: 5_000 }).toBe(0);
  });

  it('counts OAuth grants issued (not denied ones), tokens by grant type, and grants revoked, over a real flow', async () => {
    const email = 'metrics-oauth@example.test';
    const store = await openAccessStore({ dataDirectory });
    await store.signUp({ email, password: testPassword });
    await store.close();
    const issuer = ((await (await fetch(`${service.restUrl}/.well-known/oauth-authorization-server`)).json()) as { issuer: string }).issuer;
    const redirectUri = 'http://127.0.0.1:49152/callback';
    const registered = await registerClient(issuer, [redirectUri]);
    expect(registered.status).toBe(201);
    const clientId = ((await registered.json()) as { client_id: string }).client_id;
    const resource = `${issuer}/`;
    const before = await scrape(metricsUrl, token);

    // 1. Allow, exchange the code, refresh, then revoke the refresh token (RFC 7009): the grant goes with it.
    const jar = new CookieJar();
    const first = pkcePair();
    const { consentUrl, html } = await reachConsent(issuer, jar, { clientId, redirectUri, challenge: first.challenge, resource }, email);
    const allowed = await answerConsentForm(issuer, jar, consentUrl, { _csrf: csrfOf(html), decision: 'allow' });
    const firstCode = new URL(allowed.headers.get('location') ?? 'http://invalid/').searchParams.get('code') ?? '';
    const firstTokens = await exchangeCode(issuer, { code: firstCode, client_id: clientId, redirect_uri: redirectUri, code_verifier: first.verifier });
    expect(firstTokens.status).toBe(200);
    const { refresh_token: refreshToken } = (await firstTokens.json()) as { refresh_token: string };
    const refreshed = await fetch(`${issuer}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId }).toString(),
    });
    expect(refreshed.status).toBe(200);
    const { refresh_token: rotatedRefreshToken } = (await refreshed.json()) as { refresh_token: string };
    const revoked = await fetch(`${issuer}/oauth/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: rotatedRefreshToken, token_type_hint: 'refresh_token', client_id: clientId }).toString(),
    });
    expect(revoked.status).toBe(200);

    // 2. Deny: nothing is issued.
    const denyJar = new CookieJar();
    const denyConsent = await reachConsent(issuer, denyJar, { clientId, redirectUri, challenge: pkcePair().challenge, resource }, email);
    const denied = await answerConsentForm(issuer, denyJar, denyConsent.consentUrl, { _csrf: csrfOf(denyConsent.html), decision: 'deny' });
    expect(new URL(denied.headers.get('location') ?? 'http://invalid/').searchParams.get('error')).toBe('access_denied');

    // 3. Allow again, exchange, then the person disconnects the app from the account dashboard.
    const second = pkcePair();
    const secondCode = await authorizationCode(issuer, { clientId, redirectUri, challenge: second.challenge, resource }, email);
    expect((await exchangeCode(issuer, { code: secondCode, client_id: clientId, redirect_uri: redirectUri, code_verifier: second.verifier })).status).toBe(200);
    const apps = (await (await step(jar, `${issuer}/account/api/connected-apps`)).json()) as { apps: { grantId: string }[] };
    expect(apps.apps).toHaveLength(1);
    const disconnected = await step(jar, `${issuer}/account/api/connected-apps/${encodeURIComponent(apps.apps[0]?.grantId ?? '')}`, {
      method: 'DELETE',
      headers: { 'x-csrf-token': csrfOf(html) },
    });
    expect(disconnected.status).toBe(204);

    const after = await scrape(metricsUrl, token);
    const moved = (name: string, labels: Record<string, string> = {}) => seriesValue(after, name, labels) - seriesValue(before, name, labels);
    expect(moved('mandala_oauth_grants_issued_total')).toBe(2);
    expect(moved('mandala_oauth_tokens_issued_total', { grant_type: 'authorization_code' })).toBe(2);
    expect(moved('mandala_oauth_tokens_issued_total', { grant_type: 'refresh_token' })).toBe(1);
    expect(moved('mandala_oauth_grants_revoked_total')).toBe(2);
  }, 60_000);
});
