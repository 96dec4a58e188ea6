// A process holding a quota lease is killed with SIGKILL (no shutdown): the spare units its lease reserved stay
// counted as used (others see limit − committed − reserved, never more room than there is) until the lease expires;
// then they are given back, never charged, and a Free account still gets exactly its 100 units.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AccessError } from './errors';
import { openAccessStore } from './open-access-store';

const childScript = fileURLToPath(new URL('../test/fixtures/lease-then-hang.ts', import.meta.url));
const packageDirectory = fileURLToPath(new URL('..', import.meta.url));

/** The quota_leases rows of the store, straight from the file. */
function leaseRows(dataDirectory: string): { held_units: number; spare_units: number }[] {
  const database = new DatabaseSync(join(dataDirectory, 'access.sqlite'), { readOnly: true });
  try {
    return database.prepare('SELECT held_units, spare_units FROM quota_leases').all() as { held_units: number; spare_units: number }[];
  } finally {
    database.close();
  }
}

describe('a quota lease whose process was killed', () => {
  it('keeps its spare units reserved until it expires, then gives them back: the account still gets exactly 100', async () => {
    const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-lease-kill-'));
    try {
      const setup = await openAccessStore({ dataDirectory });
      const { accountId } = await setup.createAccountWithKey({ name: 'Killed', plan: 'free' });

      const child = spawn(process.execPath, ['--import', 'tsx', childScript, dataDirectory, accountId, '10'], { cwd: packageDirectory, stdio: ['ignore', 'pipe', 'inherit'] });
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => (chunk.toString().includes('"ready"') ? resolve() : undefined));
        child.once('exit', (code) => reject(new Error(`the child exited (${code}) before it was ready`)));
      });
      // Ten calls answered and committed; the lease still holds its spare units (blocks of 1 + 6, then 1 + 5).
      expect(leaseRows(dataDirectory)).toEqual([{ held_units: 3, spare_units: 3 }]);
      child.kill('SIGKILL');
      await exited;

      // What another process sees: the committed units and the dead lease's reserved ones, never more room.
      expect((await setup.usage(accountId)).used).toBe(13);
      await new Promise((resolve) => setTimeout(resolve, 1_700));

      // After expiry: a leasing store spends the account to its limit, reclaiming the dead lease when first refused.
      const survivor = await openAccessStore({ dataDirectory, quotaLease: true });
      let successes = 0;
      let refused = 0;
      for (let wave = 0; wave < 12; wave += 1) {
        const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => survivor.runMetered({ accountId, units: 1 }, () => Promise.resolve(null))));
        successes += outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
        refused += outcomes.filter((outcome) => outcome.status === 'rejected' && AccessError.isInstance(outcome.reason) && outcome.reason.code === 'quota_exhausted').length;
      }
      await survivor.close();
      expect({ successes, refused }).toEqual({ successes: 90, refused: 30 });
      expect((await setup.usage(accountId)).used).toBe(100);
      expect(leaseRows(dataDirectory)).toEqual([]);
      await setup.close();
    } finally {
      rmSync(dataDirectory, { recursive: true, force: true });
    }
  }, 60_000);
});
