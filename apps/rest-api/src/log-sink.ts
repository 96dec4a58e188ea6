import SonicBoom from 'sonic-boom';

/** Where log lines go: `write` queues a line, `flush` resolves once everything queued is written. */
export interface LogSink {
  write(line: string): void;
  flush(): Promise<void>;
}

/**
 * Log lines to a file descriptor (default 1, stdout) through sonic-boom: a line is handed to an
 * asynchronous write at once when none is running, and lines logged meanwhile are joined into the next
 * write. Under load that is one write per burst instead of one blocking system call per request, and the
 * writing happens on libuv's thread pool, not on the event loop. Lines keep their order. A process that
 * exits without {@link LogSink.flush} writes what is still queued synchronously in its `exit` handler.
 */
export function createFileDescriptorSink(fileDescriptor = 1): LogSink {
  // minLength 1 writes a line at once like 0 does, and makes flush(callback) wait for the queued lines
  // (with 0, sonic-boom calls the callback at once).
  const boom = new SonicBoom({ fd: fileDescriptor, sync: false, minLength: 1 });
  const flushOnExit = (): void => {
    try {
      boom.flushSync();
    } catch {
      // Exiting anyway; an in-flight write finishes on its own.
    }
  };
  process.once('exit', flushOnExit);
  return {
    write: (line) => {
      boom.write(line);
    },
    flush: () =>
      new Promise<void>((resolve) => {
        boom.flush(() => resolve());
      }),
  };
}
