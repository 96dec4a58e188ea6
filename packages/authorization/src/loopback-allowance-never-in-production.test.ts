import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAccessStore } from '@mandala/access';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthorizationServer } from './authorization-server';

// Guards the test-only allowance of a loopback https client metadata server: it exists only as a programmatic
// option (no environment variable or file sets it) and is refused outright when NODE_ENV is production.
describe('the loopback client metadata allowance', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('cannot be used with NODE_ENV=production', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'mandala-allowance-'));
    const store = await openAccessStore({ dataDirectory: directory });
    try {
      vi.stubEnv('NODE_ENV', 'production');
      await expect(
        createAuthorizationServer({
          store,
          issuer: 'https://api.example.test',
          resources: { mcp: ['https://mcp.example.test/'], rest: 'https://api.example.test/', agentHttp: 'https://api.example.test/agent/v1' },
          resolveSession: () => Promise.resolve(null),
          unsafeLoopbackClientMetadataForTests: { origin: 'https://127.0.0.1:8443', certificateAuthority: '' },
        }),
      ).rejects.toThrow(/tests only/);
    } finally {
      await store.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
