// One mailbox is one account: sign-up with `alice@example.com` plus a zero-width space, with a fullwidth `ａ`, with a
// NUL, used to open three more accounts beside `alice@example.com`. Emails are now trimmed, NFKC-normalised and
// case-folded, and control, zero-width and text-direction characters are refused with a 400. Emails stored before
// are folded at start (normaliseStoredEmails), and two that fold to one mailbox are reported, not merged.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catchSqliteConnections } from '../../test/sqlite-connections';
import type { AccessStore } from '../access-store';
import { openAccessStore } from '../open-access-store';
import { foldEmail, normaliseEmail } from './email-address';

const password = 'correct horse battery';

describe('emails folded so one mailbox is one account', () => {
  it('folds width, case and surrounding space; refuses invisible and control characters', () => {
    expect(normaliseEmail(' ＡＬＩＣＥ@Example.COM ')).toBe('alice@example.com');
    expect(normaliseEmail('ａlice@example.com')).toBe('alice@example.com');
    expect(normaliseEmail('STRASSE@example.com')).toBe(normaliseEmail('straße@example.com'));
    for (const hidden of ['\u200b', '\u200d', '\ufeff', '\u00ad', '\u202e', '\u2066', '\u0000', '\u0007', '\n']) {
      expect(() => normaliseEmail(`alice${hidden}@example.com`)).toThrow(/without invisible characters/u);
      expect(() => foldEmail(`alice@example.com${hidden}x`)).toThrow(expect.objectContaining({ code: 'invalid_account_details' }));
    }
  });

  describe('in the store (SQLite)', () => {
    let directory: string;
    let store: AccessStore;
    let connection: DatabaseSync;
    beforeEach(async () => {
      directory = mkdtempSync(join(tmpdir(), 'mandala-email-'));
      const caught = catchSqliteConnections();
      store = await openAccessStore({ dataDirectory: directory });
      caught.stop();
      const [opened] = caught.connections;
      if (opened === undefined) throw new Error('the store opened no SQLite connection');
      connection = opened;
    });
    afterEach(async () => {
      await store.close();
      rmSync(directory, { recursive: true, force: true });
    });

    it('opens one account for every spelling of one mailbox, and signs it in with any of them', async () => {
      const alice = await store.signUp({ email: 'alice@example.com', password });
      for (const spelling of ['alice@example.com\u200b', 'ａlice@example.com', 'alice@example.com\u0000', 'ALICE@example.com', '\u202ealice@example.com']) {
        await expect(store.signUp({ email: spelling, password })).rejects.toMatchObject({ code: expect.stringMatching(/^(invalid_account_details|account_not_opened)$/u) });
      }
      expect((await store.listAccounts()).filter((account) => account.email !== null)).toHaveLength(1);
      expect((await store.checkPassword({ email: 'ＡＬＩＣＥ@example.com', password, clientAddress: '127.0.0.1' }))?.id).toBe(alice.id);
      expect((await store.findAccountByEmail('Alice@Example.com'))?.id).toBe(alice.id);
    });

    it('folds stored emails at start and reports the ones that fold to another account\'s mailbox or hold refused characters', async () => {
      const alice = await store.signUp({ email: 'alice@example.com', password });
      const bob = await store.signUp({ email: 'bob@example.com', password });
      const carol = await store.signUp({ email: 'carol@example.com', password });
      const dave = await store.signUp({ email: 'dave@example.com', password });
      // Rows as the store wrote them before emails were folded.
      const setEmail = connection.prepare('UPDATE accounts SET email = ? WHERE id = ?');
      setEmail.run('ａlice@example.com\u200b', bob.id); // folds to nothing (refused: zero-width space)
      setEmail.run('ｃarol@example.com', carol.id); // folds to carol@example.com, which nobody else has
      setEmail.run('ａlice@example.com', dave.id); // folds to alice@example.com, which Alice has
      const report = await store.normaliseStoredEmails();
      expect(report).toEqual({ normalised: [carol.id], collisions: [[dave.id, alice.id]], refused: [bob.id] });
      expect((await store.checkPassword({ email: 'carol@example.com', password, clientAddress: '127.0.0.1' }))?.id).toBe(carol.id);
      expect(await store.normaliseStoredEmails()).toEqual({ normalised: [], collisions: [[dave.id, alice.id]], refused: [bob.id] });
    });
  });
});
