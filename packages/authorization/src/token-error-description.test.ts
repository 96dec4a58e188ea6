import { describe, expect, it } from 'vitest';
import { withTokenErrorDescription } from './token-error-description';

// Guards "every error message says what to do next" at the token endpoint: a refused refresh token or code used to
// answer only oidc-provider's "grant request is invalid".
describe('the token endpoint refusal', () => {
  it('replaces the provider’s bare invalid_grant description with what to do, keeping the code', () => {
    const explained = withTokenErrorDescription({ error: 'invalid_grant', error_description: 'grant request is invalid' });
    expect(explained).toMatchObject({ error: 'invalid_grant', error_description: expect.stringMatching(/Start the connection again from the app/u) });
  });

  it('keeps every other body as it is', () => {
    const specific = { error: 'invalid_grant', error_description: 'PKCE verification failed' };
    expect(withTokenErrorDescription(specific)).toBe(specific);
    const other = { error: 'invalid_client', error_description: 'client authentication failed' };
    expect(withTokenErrorDescription(other)).toBe(other);
    expect(withTokenErrorDescription({ access_token: 'x' })).toEqual({ access_token: 'x' });
    expect(withTokenErrorDescription(undefined)).toBeUndefined();
  });
});
