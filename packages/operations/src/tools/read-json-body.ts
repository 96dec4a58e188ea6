import type { IncomingMessage } from 'node:http';
import { jsonBoundsProblem } from './json-bounds';

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
 * How much of an oversized body is still read (and dropped) before the 413 answer, so that the client, still
 * uploading, reads the answer instead of a connection reset. Past it the connection is cut.
 */
export const OVERSIZED_BODY_DRAIN_BYTES = 8 * 1024 * 1024;

const JSON_MEDIA_TYPE = /^application\/(?:[a-z0-9.+-]+\+)?json$/i;

/** Why a `Content-Type` is refused, or undefined for JSON in UTF-8 (or no charset, which JSON defines as UTF-8). */
function mediaTypeProblem(contentType: string): string | undefined {
  const [mediaType = '', ...parameters] = contentType.split(';').map((part) => part.trim());
  if (!JSON_MEDIA_TYPE.test(mediaType)) return 'The request body must be JSON (Content-Type: application/json).';
  for (const parameter of parameters) {
    const [name = '', value = ''] = parameter.split('=').map((part) => part.trim().replace(/^"|"$/g, ''));
    if (name.toLowerCase() === 'charset' && !/^utf-?8$/i.test(value)) {
      return `The request body must be JSON in UTF-8, not ${value === '' ? 'an empty charset' : value} (Content-Type: application/json; charset=utf-8).`;
    }
  }
  return undefined;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Reads and drops the rest of an oversized body, up to {@link OVERSIZED_BODY_DRAIN_BYTES}. */
async function drain(iterator: AsyncIterator<Buffer>, alreadyRead: number): Promise<void> {
  let size = alreadyRead;
  while (size <= OVERSIZED_BODY_DRAIN_BYTES) {
    const next = await iterator.next();
    if (next.done === true) return;
    size += next.value.length;
  }
}

/**
 * Reads a JSON request body. An empty body reads as `{}` (a tool without required arguments). Never throws
 * for bad input: a media type other than JSON or a charset other than UTF-8 (415), an oversized body (413:
 * refused from its `Content-Length` before reading, otherwise once the limit is passed, the rest read and
 * dropped so that the answer arrives), bytes that are not UTF-8 or not JSON, a body cut off before its end (400).
 * A caller answering `payload_too_large` should close the connection (`Connection: close`).
 */
export async function readJsonBody(request: IncomingMessage, limitBytes = MAXIMUM_BODY_BYTES): Promise<JsonBodyResult> {
  const contentType = request.headers['content-type'] ?? '';
  const problem = contentType === '' ? undefined : mediaTypeProblem(contentType);
  if (problem !== undefined) return { ok: false, code: 'unsupported_media_type', message: problem };
  const tooLarge = { ok: false, code: 'payload_too_large', message: `The request body is larger than ${limitBytes} bytes (256 kB).` } as const;
  const declaredLength = Number(request.headers['content-length'] ?? Number.NaN);
  const iterator = (request as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  try {
    if (declaredLength > limitBytes) {
      if (declaredLength <= OVERSIZED_BODY_DRAIN_BYTES) await drain(iterator, 0);
      return tooLarge;
    }
    let size = 0;
    for (let next = await iterator.next(); next.done !== true; next = await iterator.next()) {
      size += next.value.length;
      if (size > limitBytes) {
        await drain(iterator, size);
        return tooLarge;
      }
      chunks.push(next.value);
    }
  } catch {
    // The client closed the connection, or a server timeout cut it, before the body was complete.
    return { ok: false, code: 'validation_error', message: 'The request body ended before it was complete.' };
  }
  let text: string;
  try {
    text = utf8.decode(Buffer.concat(chunks)).trim();
  } catch {
    return { ok: false, code: 'validation_error', message: 'The request body is not valid UTF-8.' };
  }
  if (text === '') return { ok: true, value: {} };
  const beyondBounds = jsonBoundsProblem(text);
  if (beyondBounds !== undefined) return { ok: false, code: 'validation_error', message: beyondBounds };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, code: 'validation_error', message: 'The request body is not valid JSON.' };
  }
}
