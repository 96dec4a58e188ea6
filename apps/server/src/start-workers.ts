import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import { isWorkerMessage } from './cluster-messages';
import type { PrimaryMessage } from './cluster-messages';
import type { PrimaryLog } from './primary-log';
import { createRestartBackoff } from './restart-backoff';
import type { RestartBackoff } from './restart-backoff';

/** Options of {@link startWorkers}. */
export interface StartWorkersOptions {
  readonly workers: number;
  readonly log: PrimaryLog;
  /** How long the workers may take to stop on {@link RunningWorkers.stop} before they are killed. */
  readonly stopTimeoutMilliseconds: number;
  readonly backoff?: RestartBackoff;
  /** A worker got SIGTERM or SIGINT and passed it on: the service is to stop (the primary calls {@link RunningWorkers.stop}). */
  readonly onStopRequested?: (workerId: number, signal: string) => void;
}

/** The workers as the primary keeps them. */
export interface RunningWorkers {
  /**
   * Resolves with the service's addresses once every first worker serves; rejects, after stopping the others,
   * when one of them exits before it serves (a bad setting, a port in use), with the worker's own message.
   */
  readonly ready: Promise<{ readonly restUrl: string; readonly mcpUrl: string; readonly pictureFontAdvice?: string }>;
  /**
   * Tells every worker to stop (`mandala:stop`: each drains and finishes its in-flight requests; SIGTERM to a worker
   * whose channel is gone) and resolves when all have exited.
   */
  stop(): Promise<void>;
}

interface WorkerEntry {
  readonly worker: Worker;
  readonly startedAt: number;
  ready: boolean;
  failure: string | undefined;
}

/**
 * Forks the workers and keeps their number: a worker that exits while the service runs is replaced after the
 * backoff's delay (logged with its exit code or signal), so a crash loop does not spin. The workers share the
 * listening ports through node:cluster (the primary accepts and hands connections out in turn).
 */
export function startWorkers(options: StartWorkersOptions): RunningWorkers {
  const { log } = options;
  const backoff = options.backoff ?? createRestartBackoff();
  const live = new Map<number, WorkerEntry>();
  const replacements = new Set<NodeJS.Timeout>();
  let firstWorkersPending = options.workers;
  let serving = false;
  let stopping: Promise<void> | undefined;
  let allExited: (() => void) | undefined;
  let resolveReady: (urls: { restUrl: string; mcpUrl: string; pictureFontAdvice?: string }) => void = () => undefined;
  let rejectReady: (error: Error) => void = () => undefined;
  const ready = new Promise<{ restUrl: string; mcpUrl: string; pictureFontAdvice?: string }>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });

  const fork = (replaces?: number): void => {
    const worker = cluster.fork();
    const entry: WorkerEntry = { worker, startedAt: Date.now(), ready: false, failure: undefined };
    live.set(worker.id, entry);
    const pid = worker.process.pid;
    log('info', { msg: 'worker started', worker: worker.id, pid, ...(replaces === undefined ? {} : { replaces }) });
    worker.on('message', (message: unknown) => {
      if (!isWorkerMessage(message)) return;
      if (message.type === 'mandala:stop-requested') {
        options.onStopRequested?.(worker.id, message.signal);
        return;
      }
      if (message.type === 'mandala:start-failed') {
        entry.failure = message.message;
        return;
      }
      entry.ready = true;
      log('info', { msg: 'worker ready', worker: worker.id, pid });
      if (serving) return;
      firstWorkersPending -= 1;
      if (firstWorkersPending > 0) return;
      serving = true;
      resolveReady({ restUrl: message.restUrl, mcpUrl: message.mcpUrl, ...(message.pictureFontAdvice === undefined ? {} : { pictureFontAdvice: message.pictureFontAdvice }) });
    });
    worker.on('exit', (code: number | null, signal: string | null) => {
      live.delete(worker.id);
      const exit = { worker: worker.id, pid, code, signal, uptimeMs: Date.now() - entry.startedAt };
      if (stopping !== undefined) {
        log('info', { msg: 'worker stopped', ...exit });
        if (live.size === 0) allExited?.();
        return;
      }
      if (!serving) {
        const reason = entry.failure ?? `worker ${worker.id} exited (${signal ?? `code ${code}`}) before it served`;
        log('error', { msg: 'worker failed to start', ...exit, error: reason });
        void stop().then(() => rejectReady(new Error(reason)));
        return;
      }
      const delayMs = backoff.delayAfterExit(exit.uptimeMs);
      log(entry.ready ? 'warn' : 'error', {
        msg: entry.ready ? 'worker exited' : 'worker failed to start',
        ...exit,
        ...(entry.failure === undefined ? {} : { error: entry.failure }),
        replacementInMs: delayMs,
      });
      const timer = setTimeout(() => {
        replacements.delete(timer);
        if (stopping === undefined) fork(worker.id);
      }, delayMs);
      replacements.add(timer);
    });
  };

  function stop(): Promise<void> {
    stopping ??= new Promise<void>((resolve) => {
      for (const timer of replacements) clearTimeout(timer);
      replacements.clear();
      if (live.size === 0) {
        resolve();
        return;
      }
      const deadline = setTimeout(() => {
        for (const { worker } of live.values()) {
          log('warn', { msg: 'worker killed after the shutdown timeout', worker: worker.id, pid: worker.process.pid });
          worker.process.kill('SIGKILL');
        }
      }, options.stopTimeoutMilliseconds);
      allExited = () => {
        clearTimeout(deadline);
        resolve();
      };
      log('info', { msg: 'stopping workers', workers: live.size });
      const stopMessage: PrimaryMessage = { type: 'mandala:stop' };
      for (const { worker } of live.values()) {
        if (worker.isConnected()) worker.send(stopMessage);
        else worker.process.kill('SIGTERM');
      }
    });
    return stopping;
  }

  for (let count = 0; count < options.workers; count += 1) fork();
  return { ready, stop };
}
