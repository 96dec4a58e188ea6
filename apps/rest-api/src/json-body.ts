import type { Context } from 'koa';

/** Thrown by {@link readJsonBody}; the error middleware answers 400 (or 413/415) with it. */
export class JsonBodyError extends Error {
  readonly status: number;
  readonly expose = true;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'JsonBodyError';
    this.status = status;
  }
}

/**
 * Reads and parses a JSON request body (for POST routes: Agent HTTP tools, MCP, later group/batch).
 * An empty body reads as `{}`. Throws {@link JsonBodyError}: 415 for another content type, 413 past
 * `limitBytes` (default 1 MiB), 400 for malformed JSON.
 */
export async function readJsonBody(ctx: Context, limitBytes = 1024 * 1024): Promise<unknown> {
  const contentType = ctx.get('Content-Type');
  if (contentType !== '' && !/^application\/(.+\+)?json\b/i.test(contentType)) {
    throw new JsonBodyError(415, 'The request body must be JSON (Content-Type: application/json).');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) throw new JsonBodyError(413, `The request body is larger than ${limitBytes} bytes.`);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new JsonBodyError(400, 'The request body is not valid JSON.');
  }
}
