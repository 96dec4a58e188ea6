import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'koa';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** How a {@link cachedDocument} is served. */
export interface CachedDocumentOptions {
  /** `Content-Type`, e.g. `application/json; charset=utf-8`. */
  readonly type: string;
  /** `Cache-Control`, e.g. `public, max-age=300`. */
  readonly cacheControl: string;
}

/** One encoding of the document: its bytes and its entity tag. */
interface Variant {
  readonly body: Buffer;
  readonly etag: string;
}

type Encoding = 'br' | 'gzip';

/**
 * A document made once (`/openapi.json`, a style sheet) and served from memory: the brotli or gzip variant
 * the request's `Accept-Encoding` prefers (each compressed once, on first demand, off the event loop by Node's zlib),
 * with a strong `ETag` per variant (the SHA-256 of the document, plus the encoding), `Vary: Accept-Encoding`, the
 * given `Cache-Control`, and `304 Not Modified` without a body when `If-None-Match` names the tag. Returns the
 * route's handler; `HEAD` is answered by Koa without the body.
 */
export function cachedDocument(content: string | Buffer | (() => string | Buffer), options: CachedDocumentOptions): (ctx: Context) => Promise<void> {
  let identityAndHash: { readonly identity: Variant; readonly hash: string } | undefined;
  // A function is called on the first request, so a document nobody asks for is never made (`/openapi.json`).
  const identityOf = (): { readonly identity: Variant; readonly hash: string } => {
    if (identityAndHash !== undefined) return identityAndHash;
    const made = typeof content === 'function' ? content() : content;
    const body = typeof made === 'string' ? Buffer.from(made, 'utf8') : made;
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 32);
    identityAndHash = { identity: { body, etag: `"${hash}"` }, hash };
    return identityAndHash;
  };
  const compressed = new Map<Encoding, Promise<Variant>>();
  const variantOf = (encoding: Encoding): Promise<Variant> => {
    let variant = compressed.get(encoding);
    if (variant === undefined) {
      const { identity, hash } = identityOf();
      const identityBody = identity.body;
      const body =
        encoding === 'br'
          ? brotli(identityBody, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: identityBody.length } })
          : gzipped(identityBody, { level: 9 });
      variant = body.then((bytes) => ({ body: bytes, etag: `"${hash}-${encoding}"` }));
      compressed.set(encoding, variant);
    }
    return variant;
  };
  return async (ctx) => {
    // Brotli whenever it is accepted (smaller than gzip at the same cost here, since each variant is made once).
    const encoding: Encoding | undefined = ctx.acceptsEncodings('br') === 'br' ? 'br' : ctx.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : undefined;
    const variant = encoding === undefined ? identityOf().identity : await variantOf(encoding);
    ctx.set('Vary', 'Accept-Encoding');
    ctx.set('Cache-Control', options.cacheControl);
    ctx.set('ETag', variant.etag);
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = options.type;
    if (encoding !== undefined) ctx.set('Content-Encoding', encoding);
    ctx.body = variant.body;
  };
}
