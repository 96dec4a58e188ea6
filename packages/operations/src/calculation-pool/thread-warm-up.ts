/**
 * A calculation thread's one-time warm-up, told to the main thread while it lasts.
 *
 * The first report on a thread loads the report modules (pdfkit, fontkit), reads the fonts and runs their code cold:
 * about half a second of CPU on a quiet machine, many seconds at the threads' lowered priority on a busy one. When the
 * time budget ends a task during that warm-up, terminating the thread would throw the warm-up away, so the next report
 * meets a cold thread again and times out in turn. Instead the caller gets its 504 at the budget as always, and the
 * thread finishes the task (its answer is dropped) and stays, warm, for the next call.
 *
 * Each task carries a flag in a `SharedArrayBuffer`: the worker sets it while it warms up, and the pool reads it when
 * the budget expires.
 */

/** A task's warm-up flag: one 32-bit cell shared by the main thread and the worker; 1 while the worker warms up. */
export type WarmUpFlag = Int32Array;

/** A new flag, cleared, for one task. */
export function newWarmUpFlag(): WarmUpFlag {
  return new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
}

/** Whether the worker running the task of `flag` is warming up now. */
export function isWarmingUp(flag: WarmUpFlag): boolean {
  return Atomics.load(flag, 0) === 1;
}

// The flag of the task the worker runs now (a worker runs one task at a time).
let currentTaskFlag: WarmUpFlag | undefined;

/** Worker side: runs one task with `flag` as the flag that {@link duringWarmUp} sets. */
export async function runTaskWithWarmUpFlag<T>(flag: WarmUpFlag | undefined, run: () => Promise<T>): Promise<T> {
  currentTaskFlag = flag;
  try {
    return await run();
  } finally {
    currentTaskFlag = undefined;
  }
}

/**
 * Runs one-time `work` (loading modules, a first run of cold code) with the current task's flag set, so that the
 * budget does not terminate the thread while it lasts. The flag is set before `work` starts, synchronously. Outside a
 * calculation thread (the CLI, tests, the main thread) there is no flag, and `work` just runs.
 */
export async function duringWarmUp<T>(work: () => Promise<T>): Promise<T> {
  const flag = currentTaskFlag;
  if (flag !== undefined) Atomics.store(flag, 0, 1);
  try {
    return await work();
  } finally {
    if (flag !== undefined) Atomics.store(flag, 0, 0);
  }
}
