import type { Logger } from '@mandala/rest-api';

/** Bytes a pipe writes without interleaving another writer's bytes (POSIX `PIPE_BUF` on Linux). */
export const atomicPipeWriteBytes = 4096;

/** A logger that adds `worker: <cluster worker id>` to every entry, so the lines of the processes can be told apart. */
export function withWorkerId(logger: Logger, workerId: number): Logger {
  return {
    log: (level, entry) => logger.log(level, { worker: workerId, ...entry }),
    logUnredacted: (level, entry) => (logger.logUnredacted ?? logger.log).call(logger, level, { worker: workerId, ...entry }),
    flush: () => logger.flush?.() ?? Promise.resolve(),
  };
}

/**
 * Writes log text (whole lines) in pieces of whole lines of at most `limitBytes` each: the workers of a cluster share
 * one stdout, and a write to a pipe is kept whole only up to `PIPE_BUF` bytes, so a larger batch of lines could be cut
 * by another worker's batch. A line longer than the limit is written alone.
 */
export function writeWholeLines(write: (bytes: Uint8Array) => void, limitBytes: number = atomicPipeWriteBytes): (text: string) => void {
  return (text) => {
    const bytes = Buffer.from(text, 'utf8');
    let start = 0;
    while (bytes.length - start > limitBytes) {
      const lastNewline = bytes.lastIndexOf(0x0a, start + limitBytes - 1);
      const nextNewline = bytes.indexOf(0x0a, start + limitBytes);
      // The last line end within the limit; else the end of the one long line.
      const end = lastNewline >= start ? lastNewline + 1 : nextNewline === -1 ? bytes.length : nextNewline + 1;
      write(bytes.subarray(start, end));
      start = end;
    }
    if (start < bytes.length) write(bytes.subarray(start));
  };
}
