import { setImmediate } from 'node:timers';

/** Where log lines go: `write` queues a line, `flush` writes what is queued now. */
export interface LogSink {
  write(line: string): void;
  flush(): Promise<void>;
}

/**
 * Log lines joined per turn of the event loop: lines logged while requests are being handled are written
 * together by one call of `writeText` when the turn ends (`setImmediate`), so a burst of requests costs
 * one write instead of one per request, and no line waits longer than the rest of its turn. Lines keep
 * their order. What is still queued when the process exits is written by an `exit` handler.
 *
 * `writeText` defaults to `process.stdout.write`, which on Linux writes to files and pipes synchronously.
 */
export function createBatchedLogSink(writeText: (text: string) => void = (text) => void process.stdout.write(text)): LogSink {
  let queued: string[] = [];
  let scheduled = false;
  const writeQueued = (): void => {
    scheduled = false;
    if (queued.length === 0) return;
    const text = queued.join('');
    queued = [];
    writeText(text);
  };
  process.once('exit', writeQueued);
  return {
    write: (line) => {
      queued.push(line);
      if (scheduled) return;
      scheduled = true;
      setImmediate(writeQueued);
    },
    flush: () => {
      writeQueued();
      return Promise.resolve();
    },
  };
}
