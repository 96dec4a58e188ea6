// A bad token (one of no known form) got a 401 whose WWW-Authenticate lacked error="invalid_token", so an OAuth
// client could not tell "log in again" from "no credential sent". RFC 6750 §3.1: invalid_token for a token that is
// expired, revoked, malformed or invalid; no error code when no credential was sent.
import { describe, expect, it } from 'vitest';
import { resourceChallenge } from './bearer-challenge-middleware';

describe('the Bearer challenge of a refused credential', () => {
  const resource = 'https://mcp.example.com/';

  it('says invalid_token for a malformed token and for an unknown, expired or revoked access token', () => {
    for (const code of ['malformed_credential', 'invalid_access_token']) {
      expect(resourceChallenge(resource, code, 'The token is not valid.')).toMatch(/^Bearer resource_metadata="https:\/\/mcp\.example\.com\/\.well-known\/oauth-protected-resource.*", scope="[^"]+", error="invalid_token"/);
    }
  });

  it('says no error when no credential was sent', () => {
    expect(resourceChallenge(resource, 'missing_credential', 'Send a key.')).not.toMatch(/error=/);
  });
});
