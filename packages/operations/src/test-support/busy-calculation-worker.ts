// A stand-in calculation worker for tests of the pool's time budget: its calculation holds the worker's thread
// in a synchronous busy-wait, as a long engine call would, so only terminating the worker can stop it.
import { threadId } from 'node:worker_threads';
import { replyOf } from '../calculation-pool/calculation-protocol';
import type { CalculationReply, CalculationTask } from '../calculation-pool/calculation-protocol';

/** How long a task busy-waits when its input does not say (`{ busyMilliseconds }`). */
export const DEFAULT_BUSY_MILLISECONDS = 500;

/** Busy-waits `input.busyMilliseconds` (default 500), then answers a minimal chart naming the operation and the worker's thread. */
export default function busyCalculation(task: CalculationTask): Promise<CalculationReply> {
  return replyOf(() => {
    const { busyMilliseconds } = (task.input ?? {}) as { busyMilliseconds?: number };
    const until = Date.now() + (busyMilliseconds ?? DEFAULT_BUSY_MILLISECONDS);
    let spins = 0;
    while (Date.now() < until) spins += 1;
    return { Type: 'Generator', operationName: task.operationName, threadId, spins };
  });
}
