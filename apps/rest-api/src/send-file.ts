import { createHash } from 'node:crypto';
import { fileBytes } from '@mandala/operations';
import type { FileResult } from '@mandala/operations';
import type { ParameterizedContext } from 'koa';

/** How long a client may reuse a picture without asking again: the same input always gives the same bytes. */
const PICTURE_MAX_AGE_SECONDS = 86_400;

/** A strong entity tag of the bytes (the SHA-256, shortened). */
export function entityTag(bytes: Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

function ifNoneMatchHits(header: string, tag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}

/**
 * Answers a file result: its media type (`; charset=utf-8` for text), and `Content-Disposition` by its
 * disposition: a download (`attachment`, the iCal export) or shown in place (`inline`, a picture). With
 * `tags` (a pure operation, whose same input always gives the same bytes) it adds a strong `ETag` and
 * `Cache-Control: private, max-age=86400`, and answers `If-None-Match` with 304 and no body.
 */
export function sendFile(ctx: ParameterizedContext, file: FileResult, tags?: WeakMap<object, string>): void {
  const bytes = fileBytes(file);
  ctx.type = file.text === undefined || file.mediaType.includes('charset=') ? file.mediaType : `${file.mediaType}; charset=utf-8`;
  const disposition = file.disposition ?? 'attachment';
  ctx.set('Content-Disposition', `${disposition}; filename="${file.fileName.replace(/["\\\r\n]/g, '_')}"`);
  if (tags !== undefined) {
    let tag = tags.get(file);
    if (tag === undefined) {
      tag = entityTag(bytes);
      tags.set(file, tag);
    }
    ctx.set('ETag', tag);
    ctx.set('Cache-Control', `private, max-age=${PICTURE_MAX_AGE_SECONDS}`);
    const ifNoneMatch = ctx.get('If-None-Match');
    if (ifNoneMatch !== '' && ifNoneMatchHits(ifNoneMatch, tag)) {
      ctx.status = 304;
      return;
    }
  }
  ctx.body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
