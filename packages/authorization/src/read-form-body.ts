import type { IncomingMessage } from 'node:http';

/** Largest form body the interaction pages read, in bytes. */
export const formBodyLimitBytes = 8 * 1024;

/** Reads an `application/x-www-form-urlencoded` body of at most {@link formBodyLimitBytes}; `null` when larger or of another type. */
export async function readFormBody(request: IncomingMessage): Promise<URLSearchParams | null> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return null;
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > formBodyLimitBytes) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
