// A stand-in calculation worker for the pool's warm-up rule: the thread's first task that asks for a warm-up
// (`warmUpMilliseconds`) busy-waits that long inside `duringWarmUp`, as the first report loads its modules; every task
// then busy-waits `busyMilliseconds`.
import { threadId } from 'node:worker_threads';
import { replyOf } from '../calculation-pool/calculation-protocol';
import type { CalculationReply, CalculationTask } from '../calculation-pool/calculation-protocol';
import { duringWarmUp, runTaskWithWarmUpFlag } from '../calculation-pool/thread-warm-up';

let warm = false;
let tasksRun = 0;

function busyWait(milliseconds: number): void {
  const until = Date.now() + milliseconds;
  while (Date.now() < until) {
    // Holds the thread, as a synchronous engine call would.
  }
}

/** Answers `{ threadId, tasksRun, warmedUpInThisTask }` after the warm-up (once per thread) and the busy-wait. */
export default function warmingCalculation(task: CalculationTask): Promise<CalculationReply> {
  return runTaskWithWarmUpFlag(task.warmUpFlag, () =>
    replyOf(async () => {
      const { warmUpMilliseconds = 0, busyMilliseconds = 0 } = (task.input ?? {}) as { warmUpMilliseconds?: number; busyMilliseconds?: number };
      const warmedUpInThisTask = !warm && warmUpMilliseconds > 0;
      if (warmedUpInThisTask) {
        await duringWarmUp(async () => busyWait(warmUpMilliseconds));
        warm = true;
      }
      busyWait(busyMilliseconds);
      tasksRun += 1;
      return { threadId, tasksRun, warmedUpInThisTask };
    }),
  );
}
