// Guards the client address the sign-in and sign-up throttles count. Behind haproxy every connection comes from the
// proxy, so with the connection's address one person's failed sign-ins would throttle everybody; with
// MANDALA_TRUST_PROXY=on the address is the one the proxy appended to X-Forwarded-For. Without it, the header is
// ignored, so a client cannot pick a fresh address for each guess.
import type { Middleware } from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { RestState } from '../src/request-log';
import { startTestServer } from './helpers';
import type { TestServer } from './helpers';

/** Answers GET /client-address-probe with the address the throttles would count. */
const addressProbe: Middleware<RestState> = async (ctx, next) => {
  if (ctx.path !== '/client-address-probe') return next();
  ctx.body = { address: ctx.ip };
};

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function addressSeen(trustProxy: boolean, forwardedFor?: string): Promise<string> {
  server = await startTestServer({ trustProxy, middleware: [addressProbe] });
  const response = await server.request('/client-address-probe', forwardedFor === undefined ? {} : { headers: { 'x-forwarded-for': forwardedFor } });
  await server.close();
  server = undefined;
  return (response.body as { address: string }).address;
}

describe('the client address the throttles count', () => {
  it('is the connection address by default, whatever X-Forwarded-For says', async () => {
    expect(await addressSeen(false, '203.0.113.7')).toMatch(/127\.0\.0\.1$/);
  });

  it('behind a trusted proxy, is the address the proxy appended (not one the client put before it)', async () => {
    expect(await addressSeen(true, '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen(true)).toMatch(/127\.0\.0\.1$/);
  });

  it('MANDALA_TRUST_PROXY is on or off (default off); anything else is refused with what to write', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ MANDALA_TRUST_PROXY: 'on' }).trustProxy).toBe(true);
    expect(() => loadConfig({ MANDALA_TRUST_PROXY: 'yes' })).toThrow('MANDALA_TRUST_PROXY must be on (behind a proxy that sets X-Forwarded-For) or off, not "yes".');
  });
});
