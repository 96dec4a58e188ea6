// Issue 23, defect 5: the 401 malformed_credential message redacted its own hint ("expected mdl_live_[REDACTED]
// followed by 43 characters"), because "mdl_live_" followed by nothing counted as a key. A real key is still redacted.
import { redactCredentials } from '@mandala/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, birthQuery, startTestServer } from './helpers';
import type { TestServer } from './helpers';

describe('the malformed_credential message', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('says what a key looks like, unredacted', async () => {
    const answer = await server.request(`/hd-data?${birthQuery}`, { headers: bearer('not-a-key') });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      error: 'malformed_credential',
      message: 'The credential is not a Mandala API key (expected mdl_live_ followed by 43 characters).',
    });
  });

  it('leaves the bare prefix alone in free text and still redacts anything that follows it', () => {
    expect(redactCredentials('expected mdl_live_ followed by 43 characters')).toBe('expected mdl_live_ followed by 43 characters');
    expect(redactCredentials('got mdl_live_abc123 here')).toBe('got mdl_live_[REDACTED] here');
    expect(redactCredentials('got mdl_live%5Fabc here')).toBe('got mdl_live_[REDACTED] here');
  });
});
