import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessStore } from './access-store';
import { generateApiKey } from './api-key';
import { openAccessStore } from './open-access-store';

// Guards "every error message says what to do next" for the key refusal REST, Agent HTTP and MCP all answer: it used
// to read "The API key is not valid." and nothing more. One message for an unknown, a revoked and a deleted account's
// key (so it tells nothing apart), naming what the holder can do.
describe('the invalid_key refusal', () => {
  let directory: string;
  let store: AccessStore;
  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'mandala-invalid-key-'));
    store = await openAccessStore({ dataDirectory: directory });
  });
  afterAll(async () => {
    await store.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('is the same for an unknown, a revoked and a deleted account’s key, and says what to do', async () => {
    const revoked = await store.createAccountWithKey({ name: 'revoked', plan: 'creator' });
    await store.revokeKey(revoked.keyId);
    const deleted = await store.createAccountWithKey({ name: 'deleted', plan: 'creator' });
    await store.deleteAccount(deleted.accountId);
    const messages = await Promise.all(
      [generateApiKey(), revoked.key, deleted.key].map((key) => store.authenticate(key).then(() => 'accepted', (error: unknown) => error)),
    );
    for (const refusal of messages) expect(refusal).toMatchObject({ code: 'invalid_key' });
    const texts = new Set(messages.map((refusal) => (refusal as Error).message));
    expect(texts.size).toBe(1);
    const [text] = texts;
    expect(text).toMatch(/create a new one on your dashboard \(\/account\)/u);
    expect(text).toMatch(/mandala keys create/u);
  });
});
