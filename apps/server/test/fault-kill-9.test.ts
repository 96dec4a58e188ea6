// The service is killed with SIGKILL under load (no shutdown, calls in flight) and started again on the same
// SQLite file. The quota equals the committed calculations: every unit charged belongs to exactly one request's
// idempotency record (finished, or in flight when the process died), every 200 a caller received is among the
// finished ones, and retrying every request with its key after the restart charges nothing twice.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openAccessStore } from '@mandala/access';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { callSurface } from './surface-calls';
import type { SurfaceAnswer, SurfaceName, SurfaceTarget } from './surface-calls';
import { surfaces } from './surface-load';

const serverScript = fileURLToPath(new URL('./fixtures/serve-until-killed.ts', import.meta.url));
const appDirectory = fileURLToPath(new URL('..', import.meta.url));

/** Starts the service in a child process; resolves with it and its URLs once it listens. */
function startService(dataDirectory: string): Promise<{ child: ChildProcess; restUrl: string; mcpUrl: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', serverScript, dataDirectory], { cwd: appDirectory, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n')[0];
      if (output.includes('\n') && line !== undefined) resolve({ child, ...(JSON.parse(line) as { restUrl: string; mcpUrl: string }) });
    });
    child.on('exit', (code) => reject(new Error(`the service exited (${code}) before listening: ${errors}`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Idempotency records of the account, by state. */
function recordStates(dataDirectory: string, accountId: string): Map<string, string> {
  const database = new DatabaseSync(join(dataDirectory, 'access.sqlite'), { readOnly: true });
  try {
    const rows = database.prepare('SELECT idempotency_key AS key, state FROM idempotency_records WHERE account_id = ?').all(accountId) as { key: string; state: string }[];
    return new Map(rows.map((row) => [row.key, row.state]));
  } finally {
    database.close();
  }
}

describe('kill -9 under load', () => {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-kill-9-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  it('leaves the quota equal to the committed calculations, and retries charge nothing twice', async () => {
    const setup = await openAccessStore({ dataDirectory });
    const { key, accountId } = await setup.createAccountWithKey({ name: 'killed', plan: 'business' });
    await setup.close();

    const first = await startService(dataDirectory);
    children.push(first.child);
    const target: SurfaceTarget = { restUrl: first.restUrl, mcpUrl: first.mcpUrl, key };
    const sent: { surface: SurfaceName; key: string }[] = [];
    const received = new Map<string, SurfaceAnswer>();
    let dead = false;
    const callers = surfaces.flatMap((surface) =>
      Array.from({ length: 6 }, async (_, caller) => {
        for (let index = 0; !dead; index += 1) {
          const idempotencyKey = `kill-${surface}-${caller}-${String(index).padStart(5, '0')}`;
          sent.push({ surface, key: idempotencyKey });
          try {
            received.set(idempotencyKey, await callSurface(surface, target, idempotencyKey));
          } catch {
            // The connection died with the process.
          }
        }
      }),
    );
    while (received.size < 150) await new Promise((resolve) => setTimeout(resolve, 10));
    dead = true;
    await killed(first.child);
    await Promise.all(callers);

    const answeredOk = [...received].filter(([, answer]) => answer.status === 200 && answer.code === undefined).map(([idempotencyKey]) => idempotencyKey);
    expect([...received.values()].filter((answer) => answer.status !== 200 || answer.code !== undefined)).toEqual([]);
    const states = recordStates(dataDirectory, accountId);
    const reopened = await openAccessStore({ dataDirectory });
    const usedAfterKill = (await reopened.usage(accountId)).used;
    await reopened.close();
    const finished = [...states.values()].filter((state) => state === 'succeeded').length;
    const inFlight = [...states.values()].filter((state) => state === 'in_flight').length;
    expect([...states.values()].filter((state) => state !== 'succeeded' && state !== 'in_flight')).toEqual([]);
    expect(usedAfterKill).toBe(finished + inFlight);
    for (const idempotencyKey of answeredOk) expect(states.get(idempotencyKey)).toBe('succeeded');
    expect(sent.length).toBeGreaterThan(answeredOk.length);

    const second = await startService(dataDirectory);
    children.push(second.child);
    const restarted: SurfaceTarget = { restUrl: second.restUrl, mcpUrl: second.mcpUrl, key };
    const retries = await Promise.all(sent.map(async (request) => ({ ...request, answer: await callSurface(request.surface, restarted, request.key) })));
    for (const retry of retries) {
      const state = states.get(retry.key);
      // Finished: replayed for 0 units. In flight at the kill: still leased (409) until the lease runs out. New: charged once.
      if (state === 'succeeded') expect([retry.answer.status, retry.answer.code, retry.answer.chargedUnits]).toEqual([200, undefined, 0]);
      else if (state === 'in_flight') expect(retry.answer.code).toBe('request_in_progress');
      else expect([retry.answer.status, retry.answer.code, retry.answer.chargedUnits]).toEqual([200, undefined, 1]);
    }
    const newlyCharged = retries.filter((retry) => !states.has(retry.key)).length;
    await killed(second.child);
    const final = await openAccessStore({ dataDirectory });
    expect((await final.usage(accountId)).used).toBe(usedAfterKill + newlyCharged);
    await final.close();
  }, 120_000);
});
