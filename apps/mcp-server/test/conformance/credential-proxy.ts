// A loopback HTTP proxy that adds one header to every request it passes on, byte for byte otherwise (method, path,
// headers with Host and Origin, body; the answer streamed back). The conformance suite's client sends no credentials
// and has no option to; this proxy gives it an API key the way a client's configuration would.
import { createServer, request } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CredentialProxy {
  /** `http://localhost:<port>/`: where the suite connects. */
  readonly url: string;
  close(): Promise<void>;
}

/** Passes every request on to `target` with `headers` added (replacing any of the same name). */
export async function startCredentialProxy(target: string, headers: Readonly<Record<string, string>>): Promise<CredentialProxy> {
  const destination = new URL(target);
  const server: Server = createServer((incoming, outgoing) => {
    const forwarded = { ...incoming.headers };
    for (const [name, value] of Object.entries(headers)) forwarded[name.toLowerCase()] = value;
    const upstream = request(
      { hostname: destination.hostname, port: destination.port, method: incoming.method, path: incoming.url, headers: forwarded },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}/`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
