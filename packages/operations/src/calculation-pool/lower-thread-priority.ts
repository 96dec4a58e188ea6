// Calculation workers run at a lower scheduling priority than the event loop. On a machine whose cores the pool
// keeps busy (a flood of 2000 px pictures, say), the thread that accepts, checks and answers every request would
// otherwise get the same share of a core as each calculation thread, and cheap lookups of other accounts would wait
// for time slices behind them. Linux keeps a nice value per thread, so the worker renices only itself.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The nice value of calculation threads (0 is the default; 19 the lowest priority). */
export const CALCULATION_THREAD_NICE = 10;

/**
 * Lowers the calling thread's priority to `nice`, and answers whether it could. Linux only (`/proc/thread-self`
 * names the thread's id); elsewhere, or where the kernel refuses, the thread keeps its priority.
 */
export function lowerThreadPriority(nice: number = CALCULATION_THREAD_NICE): boolean {
  try {
    const threadId = Number(/task\/(\d+)$/.exec(readlinkSync('/proc/thread-self'))?.[1]);
    if (!Number.isInteger(threadId) || threadId <= 0) return false;
    setPriority(threadId, nice);
    return true;
  } catch {
    return false;
  }
}
