import { describe, expect, it } from 'vitest';
import { isMandalaError } from '../errors';
import { createAccountWorkQueue } from './account-work-queue';

const account = (id: string) => ({ id, plan: 'business' as const });

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('account work queue', () => {
  it('runs at most the cap of one account at once, the rest in order behind it, and other accounts at once', async () => {
    const queue = createAccountWorkQueue(2, 10);
    const gates = Array.from({ length: 4 }, deferred);
    const started: string[] = [];
    const calls = gates.map((gate, index) =>
      queue.run(account('flood'), 10_000, 'op', async () => {
        started.push(`flood-${index}`);
        await gate.promise;
      }),
    );
    const other = queue.run(account('other'), 10_000, 'op', async () => void started.push('other'));
    await other;
    expect(started).toEqual(['flood-0', 'flood-1', 'other']);
    expect(queue.depth('flood')).toBe(4);
    gates[0]?.resolve();
    await calls[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toContain('flood-2');
    for (const gate of gates) gate.resolve();
    await Promise.all(calls);
    expect(queue.depth('flood')).toBe(0);
  });

  it('answers execution_timed_out to a call that waits past its budget, and rate_limited past the waiting cap', async () => {
    const queue = createAccountWorkQueue(1, 1);
    const gate = deferred();
    const running = queue.run(account('a'), 10_000, 'op', () => gate.promise);
    const waiting = queue.run(account('a'), 30, 'op', () => Promise.resolve());
    const refused = queue.run(account('a'), 10_000, 'op', () => Promise.resolve());
    await expect(refused).rejects.toMatchObject({ code: 'rate_limited', details: { retryAfterSeconds: 1 } });
    const timedOut = await waiting.catch((error: unknown) => error);
    expect(isMandalaError(timedOut) && timedOut.code).toBe('execution_timed_out');
    gate.resolve();
    await running;
    expect(queue.depth('a')).toBe(0);
  });
});
