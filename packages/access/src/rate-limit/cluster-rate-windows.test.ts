// A worker's calls of one turn reach the cluster primary in one message and each gets its own answer; a turn the
// primary does not answer in time fails with an Error (the caller then counts in its own process).
import { RateLimiterRes } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { createClusterRateWindows } from './cluster-rate-windows';
import type { PrimaryChannel } from './cluster-rate-windows';

/** A channel whose messages are kept, and whose answers the test sends. */
function recordedChannel(): PrimaryChannel & { readonly sent: { batch: number; calls: [string, string, number, number][] }[]; answer(message: unknown): void } {
  const sent: { batch: number; calls: [string, string, number, number][] }[] = [];
  let listener: (message: unknown) => void = () => undefined;
  return {
    sent,
    send: (message) => void sent.push(message as { batch: number; calls: [string, string, number, number][] }),
    onMessage: (receive) => {
      listener = receive;
    },
    answer: (message) => listener(message),
  };
}

const limit = { requestsPerSecond: 2, burstRequests: 20, burstWindowSeconds: 10 };

describe('rate windows counted in the cluster primary', () => {
  it('sends the calls of one turn in one message and answers each call', async () => {
    const channel = recordedChannel();
    const windows = createClusterRateWindows({ answerTimeoutMilliseconds: 1_000, channel })({ prefix: 'plan', limit });
    const calls = [windows.consume('a'), windows.consume('b', 2), windows.consume('a')];
    await new Promise((resolve) => setImmediate(resolve));
    expect(channel.sent).toHaveLength(1);
    // The first call of each key asks for a lease of the key's steady window too (rate-lease-within-window.test.ts).
    expect(channel.sent[0]?.calls).toEqual([
      ['plan', 'a', 1, 16],
      ['plan', 'b', 2, 16],
      ['plan', 'a', 1, 0],
    ]);
    channel.answer({ type: 'mandala:rate-answer', batch: channel.sent[0]?.batch, answers: [[1, 900, 1, 1, true], [0, 400, 0, 3, false], [2, 0, 0, 0, false]] });
    const [first, second, third] = calls;
    await expect(first).resolves.toMatchObject({ remainingPoints: 1, msBeforeNext: 900 });
    const refusal: unknown = await second?.catch((reason: unknown) => reason);
    expect(refusal instanceof RateLimiterRes && refusal.msBeforeNext === 400).toBe(true);
    await expect(third).rejects.toThrow(/could not count this call/);
  });

  it('fails a turn the primary leaves unanswered with an Error', async () => {
    const channel = recordedChannel();
    const windows = createClusterRateWindows({ answerTimeoutMilliseconds: 20, channel })({ prefix: 'plan', limit });
    await expect(windows.consume('a')).rejects.toThrow(/did not answer in time/);
  });
});
