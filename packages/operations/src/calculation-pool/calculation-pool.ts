import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { epochMilliseconds, valueOfReply } from './calculation-protocol';
import type { CalculationReply, CalculationTask } from './calculation-protocol';
import { isWarmingUp, newWarmUpFlag } from './thread-warm-up';
import type { WarmUpFlag } from './thread-warm-up';
import { defaultWorkerModulePath, workerLaunchOptions } from './worker-launch';

/** Options of {@link createCalculationPool}. */
export interface CalculationPoolOptions {
  /**
   * Worker threads, all started at once and kept; default one per core less one (at least one), leaving a core to the
   * main thread, which still receives, checks and sends every result.
   */
  readonly threads?: number;
  /**
   * The worker module (path or `file:` URL); default the calculation worker of this package. Tests swap in a
   * stand-in whose default export answers a {@link CalculationTask} with a {@link CalculationReply}.
   */
  readonly workerModule?: string | URL;
  /** Told, for each calculation a worker took, how long it waited in the queue for a free worker, in seconds. */
  readonly onWait?: (waitSeconds: number) => void;
  /**
   * When set, the threads start when calculations come (up to `threads`) and each one stops after this many
   * milliseconds without work, giving its memory (a copy of the engines, ≈ 60–100 MB) back; the next calculation
   * starts one again (≈ 0.4 s from the build). Unset: all `threads` start at once and are kept.
   */
  readonly idleThreadMilliseconds?: number;
}

/** Options of one {@link CalculationPool.run}. */
export interface CalculationRunOptions {
  /** The instant `context.now()` returns to the operation, ISO 8601. */
  readonly nowIso: string;
  /**
   * Aborting rejects the call; a calculation already running is stopped by terminating its worker (a new one replaces
   * it), unless the worker is warming up (thread-warm-up.ts): then it finishes the task, its answer is dropped, and the
   * thread stays, warm.
   */
  readonly signal?: AbortSignal;
  /** `image`: run the operation's `toolImage` instead of the operation (see `CalculationTask.part`). */
  readonly part?: 'image';
}

/** Runs operations on worker threads, where a synchronous calculation can be stopped and does not block the event loop. */
export interface CalculationPool {
  /**
   * Runs the operation named `operationName` on `input` (already validated) in a worker with the default engines.
   * Mandala errors keep their code, message and details; any other error rejects as a plain error.
   */
  run(operationName: string, input: unknown, options: CalculationRunOptions): Promise<unknown>;
  /** Lets running calculations finish, then stops every worker. */
  close(): Promise<void>;
  /** Worker threads of the pool. */
  readonly threads: number;
  /** Calculations waiting for a free worker now. */
  readonly queueLength: number;
}

/** What runs a calculation off the main thread: a {@link CalculationPool}, or one behind the executor's result cache. */
export type CalculationRunner = Pick<CalculationPool, 'run'>;

/**
 * Creates a pool of worker threads (piscina) that run operations with `createCalculationEngines()` (no atlas, no celebrity records). Each worker runs one
 * calculation at a time; calls beyond the number of threads wait in the pool's queue.
 */
export function createCalculationPool(options: CalculationPoolOptions = {}): CalculationPool {
  const threads = Math.max(1, Math.floor(options.threads ?? availableParallelism() - 1));
  const workerModule = options.workerModule ?? defaultWorkerModulePath();
  const filename = workerModule instanceof URL || workerModule.startsWith('file:') ? fileURLToPath(workerModule) : workerModule;
  const piscina = new Piscina<CalculationTask, CalculationReply>({
    filename,
    minThreads: options.idleThreadMilliseconds === undefined ? threads : 0,
    maxThreads: threads,
    ...(options.idleThreadMilliseconds === undefined ? {} : { idleTimeout: options.idleThreadMilliseconds }),
    // Idle workers wait without blocking their event loop, so what a task left for a later turn (the finalizers that
    // free a picture's native pixels, see collect-after-picture.ts) runs between tasks.
    atomics: 'async',
    ...workerLaunchOptions(filename),
  });
  const { onWait } = options;
  return {
    threads,
    async run(operationName, input, { nowIso, signal, part }) {
      const warmUpFlag = newWarmUpFlag();
      const task: CalculationTask = { operationName, input, nowIso, warmUpFlag, ...(part === undefined ? {} : { part }) };
      const submittedAtMs = epochMilliseconds();
      const termination = new AbortController();
      const reply = await stoppedOnAbort(piscina.run(task, { signal: termination.signal }), signal, warmUpFlag, () => termination.abort());
      if (onWait !== undefined && reply.startedAtMs !== undefined) onWait(Math.max(0, reply.startedAtMs - submittedAtMs) / 1000);
      return valueOfReply(reply);
    },
    close: () => piscina.close(),
    get queueLength() {
      return piscina.queueSize;
    },
  };
}

/**
 * `reply`, rejected with the signal's reason when `signal` aborts. Aborting terminates the task's worker (`terminate`),
 * unless the worker is warming up: then the task runs on and its answer is dropped, so the warm-up is not lost.
 */
function stoppedOnAbort(
  reply: Promise<CalculationReply>,
  signal: AbortSignal | undefined,
  warmUpFlag: WarmUpFlag,
  terminate: () => void,
): Promise<CalculationReply> {
  if (signal === undefined) return reply;
  return new Promise<CalculationReply>((resolve, reject) => {
    const onAbort = (): void => {
      if (!isWarmingUp(warmUpFlag)) {
        terminate();
        return;
      }
      reply.catch(() => undefined);
      reject(new DOMException('The calculation was stopped; its thread finishes warming up and stays for the next call.', 'AbortError'));
    };
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    reply.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
