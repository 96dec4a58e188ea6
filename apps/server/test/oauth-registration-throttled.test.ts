// Guards dynamic client registration against a loop from one address: registration is open (no account), and each
// one is a row in the key store. Past the address's allowance of successful registrations per hour, /oauth/register
// answers 429 with Retry-After and stores nothing; malformed registrations are refused as before and not counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOAuthService } from './oauth-harness';
import type { OAuthService } from './oauth-harness';
import { registerClient } from './oauth-http-flow';

const allowance = 3;

describe('dynamic client registration from one address', () => {
  let service: OAuthService;
  let issuer: string;

  beforeAll(async () => {
    service = await startOAuthService({ registrationsPerAddressPerHour: allowance });
    issuer = service.running.publicAddresses.publicUrl;
  }, 120_000);
  afterAll(async () => {
    await service?.close();
  });

  it(`allows ${allowance} registrations an hour, then answers 429 with Retry-After and registers nothing`, async () => {
    // A malformed registration (no redirect URI) is refused by its RFC error and does not use the allowance.
    const malformed = await registerClient(issuer, []);
    expect(malformed.status).toBe(400);
    for (let index = 0; index < allowance; index += 1) {
      expect((await registerClient(issuer, [`http://127.0.0.1:49152/callback/${index}`])).status).toBe(201);
    }
    const refused = await registerClient(issuer, ['http://127.0.0.1:49152/callback/over']);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await refused.json()) as { error: string; error_description: string };
    expect(body.error).toBe('rate_limited');
    expect(body.error_description).toMatch(/Reuse the client_id you registered, or register again in \d+ s/);
    expect(body).not.toHaveProperty('client_id');
  });
});
