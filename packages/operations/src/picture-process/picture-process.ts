// PNGs drawn in a process of their own. resvg (a native module) allocates each picture's pixels and its font and
// shaping tables with malloc; glibc keeps what a burst freed in its arenas, scattered between what is still in use, so
// after 24 pictures of 2000 px the service held 154–351 MB for as long as it ran, however idle (2026-11-29). A
// calculation thread therefore hands its pictures to a child process, started with the first picture and ended once
// no picture came for a while: its exit gives every byte back to the system, whatever the allocator kept.
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { workerLaunchOptions } from '../calculation-pool/worker-launch';
import type { PictureReply, PictureRequest } from './picture-protocol';

/** How long the picture process waits for another picture before it ends, in milliseconds. */
export const PICTURE_PROCESS_IDLE_MILLISECONDS = 10_000;

/**
 * Where the entry is, relative to this module: beside it in the sources, and under `dist/picture-process/` from a
 * bundle at the root of `dist/` or one level down (`dist/calculation-pool/calculation-worker.js`).
 */
const entryCandidates = ['./picture-process-entry.ts', './picture-process/picture-process-entry.js', '../picture-process/picture-process-entry.js'];

/** The path of the picture process's entry module of this copy of the package (source or build). */
export function defaultPictureProcessEntryPath(): string {
  for (const candidate of entryCandidates) {
    const path = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new Error(`The picture process entry was not found beside ${fileURLToPath(import.meta.url)}; run \`pnpm build\`.`);
}

/** Options of {@link createPictureProcess}. */
export interface PictureProcessOptions {
  /** Milliseconds without a picture after which the process ends; default {@link PICTURE_PROCESS_IDLE_MILLISECONDS}. */
  readonly idleMilliseconds?: number;
  /** The entry module; default {@link defaultPictureProcessEntryPath}. */
  readonly entryPath?: string;
}

/** A picture process, started when a picture is asked for and ended when idle. */
export interface PictureProcess {
  /** The PNG of `svg`, `widthPixels` wide. */
  render(svg: string, widthPixels: number): Promise<Uint8Array>;
  /** The process id while a process runs (tests), else undefined. */
  readonly pid: number | undefined;
  /** Ends the process now (pictures still being drawn are refused). */
  close(): Promise<void>;
}

/** V8 settings of the picture process: its heap holds one SVG and one PNG at a time. */
const pictureProcessExecArgv = ['--max-semi-space-size=16', '--max-old-space-size=256'];

/** A picture asked for and not yet answered. */
interface PendingPicture {
  readonly svg: string;
  readonly widthPixels: number;
  /** Sent to a second process already (see {@link isStopSignal}): a second failure refuses it. */
  resent: boolean;
  resolve(png: Uint8Array): void;
  reject(error: Error): void;
}

interface RunningProcess {
  readonly child: ChildProcess;
  readonly pending: Map<number, PendingPicture>;
  readonly exited: Promise<void>;
  /** Let go of (idle, or closed): its end is expected, and its pictures are not sent again. */
  released: boolean;
}

/**
 * A stop signal that ended a picture process caught it starting. The process ignores these signals once its first
 * module has loaded (ignore-stop-signals.ts) and runs in a process group of its own, but between the fork and its
 * `setsid()` it is still in the service's group and takes the default action: a `kill -TERM -<pgid>` (systemd, a
 * container runtime, Ctrl-C) sent while a thread starts its picture process ends that process (measured: 112 of 400
 * starts under a signal every 2 ms). The signal was meant for the service, which drains; the pictures are sent once
 * more to a new process.
 */
function isStopSignal(signal: NodeJS.Signals | null): boolean {
  return signal === 'SIGTERM' || signal === 'SIGINT' || signal === 'SIGHUP';
}

/** Creates the handle of a picture process; no process runs until the first {@link PictureProcess.render}. */
export function createPictureProcess(options: PictureProcessOptions = {}): PictureProcess {
  const idleMilliseconds = options.idleMilliseconds ?? PICTURE_PROCESS_IDLE_MILLISECONDS;
  let running: RunningProcess | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 1;

  const start = (): RunningProcess => {
    const entryPath = options.entryPath ?? defaultPictureProcessEntryPath();
    const launch = workerLaunchOptions(entryPath, []);
    const child = fork(entryPath, [], {
      execArgv: [...pictureProcessExecArgv, ...(launch.execArgv ?? [])],
      ...(launch.env === undefined ? {} : { env: launch.env }),
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // A process group of its own: a signal to the service's group (Ctrl-C, `kill -TERM -<pgid>`) does not reach it,
      // even while it starts, before it ignores the stop signals (ignore-stop-signals.ts). It ends with its channel.
      detached: true,
    });
    const pending: RunningProcess['pending'] = new Map();
    /** The process ended or could not start (or its channel broke): its pictures are refused, the next starts another. */
    const forget = (error: Error, sendAgain = false): void => {
      if (running?.child === child) running = undefined;
      const waiters = [...pending.values()];
      pending.clear();
      for (const waiter of waiters) {
        if (sendAgain && !waiter.resent && !started.released) {
          waiter.resent = true;
          send(waiter);
        } else waiter.reject(error);
      }
    };
    const exited = new Promise<void>((resolve) => {
      child.once('exit', (code, signal) => {
        forget(new Error(`The picture process ended (${signal ?? `exit code ${code}`}) before it drew this picture; ask again.`), isStopSignal(signal));
        resolve();
      });
    });
    child.on('error', (error) => forget(new Error(`The picture process failed: ${error.message}; ask again.`)));
    child.on('message', (reply: PictureReply) => {
      const waiter = pending.get(reply.id);
      if (waiter === undefined) return;
      pending.delete(reply.id);
      if ('png' in reply) waiter.resolve(reply.png);
      else waiter.reject(new Error(`The picture could not be drawn: ${reply.error}`));
      if (pending.size === 0) whenIdle();
    });
    const started: RunningProcess = { child, pending, exited, released: false };
    return started;
  };

  /**
   * Lets go of the running process: it exits when its channel closes (picture-process-entry.ts), and the next picture
   * starts another. Answers the process let go of, if any.
   */
  const letGo = (): RunningProcess | undefined => {
    clearTimeout(idleTimer);
    const ending = running;
    running = undefined;
    if (ending !== undefined) ending.released = true;
    if (ending?.child.connected === true) ending.child.disconnect();
    return ending;
  };

  /** No picture is being drawn: the process may keep Node alive no longer, and ends after `idleMilliseconds` (a picture asked for meanwhile clears the timer). */
  const whenIdle = (): void => {
    running?.child.unref();
    running?.child.channel?.unref();
    clearTimeout(idleTimer);
    idleTimer = setTimeout(letGo, idleMilliseconds);
    idleTimer.unref();
  };

  /** Sends `picture` to the running process, starting one if none runs. */
  const send = (picture: PendingPicture): void => {
    clearTimeout(idleTimer);
    running ??= start();
    const { child, pending } = running;
    child.ref();
    child.channel?.ref();
    const id = nextId++;
    pending.set(id, picture);
    const request: PictureRequest = { id, svg: picture.svg, widthPixels: picture.widthPixels };
    child.send(request, (error) => {
      if (error === null || !pending.has(id)) return;
      // A channel that refuses a picture is broken (the process could not start, or is ending): no picture is sent
      // to it again, even before its exit is reported. Its exit, which the kill makes certain, settles its pictures:
      // sent again if a stop signal ended it while it started, refused otherwise.
      if (running?.child === child) running = undefined;
      child.kill('SIGKILL');
    });
  };

  return {
    render(svg, widthPixels) {
      return new Promise<Uint8Array>((resolve, reject) => send({ svg, widthPixels, resent: false, resolve, reject }));
    },
    get pid() {
      return running?.child.pid;
    },
    async close() {
      await letGo()?.exited;
    },
  };
}
