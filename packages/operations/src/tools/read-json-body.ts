import type { IncomingMessage } from 'node:http';

/**
 * The result of {@link readJsonBody}: the parsed value, or why the body cannot be read, with the error code
 * of the table (`unsupported_media_type` 415, `payload_too_large` 413, `validation_error` 400 for bad JSON).
 */
export type JsonBodyResult =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly code: 'unsupported_media_type' | 'payload_too_large' | 'validation_error'; readonly message: string };

/** Largest accepted request body (tools, POST routes, MCP), in bytes: 256 kB. */
export const MAXIMUM_BODY_BYTES = 256 * 1024;

/**
 * Reads a JSON request body. An empty body reads as `{}` (a tool without required arguments). Never throws
 * for bad input: a wrong content type, an oversized or malformed body come back as `{ ok: false, message }`.
 */
export async function readJsonBody(request: IncomingMessage, limitBytes = MAXIMUM_BODY_BYTES): Promise<JsonBodyResult> {
  const contentType = request.headers['content-type'] ?? '';
  if (contentType !== '' && !/^application\/(.+\+)?json\b/i.test(contentType)) {
    return { ok: false, code: 'unsupported_media_type', message: 'The request body must be JSON (Content-Type: application/json).' };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) return { ok: false, code: 'payload_too_large', message: `The request body is larger than ${limitBytes} bytes (256 kB).` };
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, code: 'validation_error', message: 'The request body is not valid JSON.' };
  }
}
