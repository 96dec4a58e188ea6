// Sends a materialized request over node:http exactly as written (raw path, repeated headers, any bytes) and
// reads the answer: the whole body up to a limit, or the first event of a Server-Sent Events stream.
import { Agent, request as httpRequest } from 'node:http';
import type { MaterializedRequest } from './fuzz-request';

/** The answer to one request, or why there was none. */
export interface FuzzResponse {
  /** 0 when no answer came (`failure` says why). */
  readonly status: number;
  /** Header names in lower case; repeated headers joined with `, `. */
  readonly headers: Readonly<Record<string, string>>;
  readonly bodyText: string;
  readonly durationMilliseconds: number;
  /** A connection error or the client timeout, when there was no answer. */
  readonly failure?: string;
}

/** Largest body read (a picture of 2000 px fits); the rest is dropped. */
const MAXIMUM_BODY_BYTES = 8 * 1024 * 1024;

/** A client for one origin: keep-alive connections, at most `connections` at once. */
export interface FuzzClient {
  send(request: MaterializedRequest): Promise<FuzzResponse>;
  close(): void;
}

/** Creates a client for `origin` (`http://host:port`); a request without an answer within `timeoutMilliseconds` fails. */
export function createFuzzClient(origin: string, options: { connections: number; timeoutMilliseconds: number }): FuzzClient {
  const { hostname, port } = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const send = (materialized: MaterializedRequest): Promise<FuzzResponse> =>
    new Promise((resolve) => {
      const started = performance.now();
      let settled = false;
      const finish = (response: Omit<FuzzResponse, 'durationMilliseconds'>): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...response, durationMilliseconds: performance.now() - started });
      };
      const outgoing = httpRequest(
        { host: hostname, port: Number(port), method: materialized.method, path: materialized.path, headers: materialized.headers, agent, setHost: false },
        (incoming) => {
          const chunks: Buffer[] = [];
          let size = 0;
          const stream = (incoming.headers['content-type'] ?? '').startsWith('text/event-stream');
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(incoming.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
          const done = () => finish({ status: incoming.statusCode ?? 0, headers, bodyText: Buffer.concat(chunks).toString('utf8') });
          incoming.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size <= MAXIMUM_BODY_BYTES) chunks.push(chunk);
            // A stream never ends by itself: its first event (a block with a data line) is enough.
            if (stream && /(?:^|\n)data:[^\n]*\n\n/.test(Buffer.concat(chunks).toString('utf8'))) {
              done();
              incoming.destroy();
            }
          });
          incoming.on('end', done);
          incoming.on('error', (error) => finish({ status: incoming.statusCode ?? 0, headers, bodyText: Buffer.concat(chunks).toString('utf8'), failure: `response: ${error.message}` }));
          incoming.on('close', done);
        },
      );
      const timer = setTimeout(() => {
        finish({ status: 0, headers: {}, bodyText: '', failure: `no answer within ${options.timeoutMilliseconds} ms` });
        outgoing.destroy();
      }, options.timeoutMilliseconds);
      outgoing.on('error', (error) => finish({ status: 0, headers: {}, bodyText: '', failure: `request: ${error.message}` }));
      outgoing.end(materialized.body);
    });
  return { send, close: () => agent.destroy() };
}
