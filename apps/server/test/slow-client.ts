// A client that writes its request piece by piece over a raw socket (a slowloris), for the timeout tests.
import { connect } from 'node:net';

/** What became of a slow client's connection. */
export interface SlowClientOutcome {
  /** Milliseconds from connecting until the server closed the connection. */
  readonly closedAfterMilliseconds: number;
  /** What the server sent before closing (`HTTP/1.1 408 Request Timeout…`, or nothing). */
  readonly received: string;
  /** Pieces written before the close. */
  readonly piecesWritten: number;
}

/** Options of {@link runSlowClient}. */
export interface SlowClientOptions {
  /** Written at once after connecting. */
  readonly opening: string;
  /** Written one after another, `intervalMilliseconds` apart, until the server closes (or they run out). */
  readonly pieces: readonly string[];
  readonly intervalMilliseconds: number;
  /** Gives up (and fails the test) when the server has not closed by then. */
  readonly giveUpAfterMilliseconds: number;
}

/** Connects to `url`'s host and port, writes `opening`, then trickles `pieces`; resolves when the server closes. */
export function runSlowClient(url: string, options: SlowClientOptions): Promise<SlowClientOutcome> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(Number(port), hostname);
    let received = '';
    let piecesWritten = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`the server kept the slow connection open for ${options.giveUpAfterMilliseconds} ms`));
    }, options.giveUpAfterMilliseconds);
    socket.setEncoding('utf8');
    socket.on('data', (text: string) => {
      received += text;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ closedAfterMilliseconds: performance.now() - started, received, piecesWritten });
    });
    socket.on('connect', () => {
      socket.write(options.opening);
      timer = setInterval(() => {
        const piece = options.pieces[piecesWritten];
        if (piece === undefined || socket.destroyed) {
          clearInterval(timer);
          return;
        }
        piecesWritten += 1;
        socket.write(piece);
      }, options.intervalMilliseconds);
    });
  });
}
