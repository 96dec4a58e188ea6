import { existsSync } from 'node:fs';
import type { Stats } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { send } from '@koa/send';
import type { RestState } from '@mandala/rest-api';
import type { Middleware } from 'koa';

/**
 * The pages' policy: only this origin's own files and API; inline SVG elements need nothing more. Every page links
 * the site's favicon and stylesheet (`/favicon.svg`, `/site.css`, built by apps/web at fixed paths, so the pages
 * rendered elsewhere, the account forms, OAuth consent and `/docs`, link the same files). `data:` images stay allowed.
 */
export const pageContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The API reference's policy (`/docs`): the pages' policy, but the renderer (Scalar, bundled into the page) injects
 * its theme and component styles as `<style>` elements and style attributes, so styles may be inline. Scripts,
 * images and requests stay this origin's only.
 */
export const docsPageContentSecurityPolicy = pageContentSecurityPolicy.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");

/** `Cache-Control` of a file whose name carries the hash of its content (everything under `assets/`). */
export const hashedFileCacheControl = 'public, max-age=31536000, immutable';

/** The folder apps/web builds into (`apps/web/dist`), found through the `@mandala/web` dependency. */
export function webDistFolder(): string {
  return join(dirname(createRequire(import.meta.url).resolve('@mandala/web/package.json')), 'dist');
}

/** What to do when the pages are not built: the command that builds them. */
export const webBuildCommand = 'pnpm --filter @mandala/web build';

function setFileHeaders(root: string) {
  return (response: ServerResponse, filePath: string, stats: Stats): void => {
    const hashed = relative(root, filePath).split(sep)[0] === 'assets';
    response.setHeader('Cache-Control', hashed ? hashedFileCacheControl : 'no-cache');
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    // Size and modification time of the file sent (each compressed variant is its own file, so its own tag).
    response.setHeader('ETag', `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`);
    if (/\.html(\.br|\.gz)?$/.test(filePath)) {
      const isDocs = relative(root, filePath).startsWith('docs.html');
      response.setHeader('Content-Security-Policy', isDocs ? docsPageContentSecurityPolicy : pageContentSecurityPolicy);
      response.setHeader('Referrer-Policy', 'no-referrer');
    }
  };
}

/** The paths to try for a URL path: `/sign-in` is `sign-in.html` first; `/` and `/account/` their `index.html`. */
function candidatePaths(path: string): string[] {
  return extname(path) === '' && !path.endsWith('/') ? [`${path}.html`, path] : [path];
}

/**
 * Serves apps/web's built files from `folder` (default {@link webDistFolder}) for GET and HEAD, after every API
 * route: the brotli or gzip variant the browser accepts, streamed from disk (the file is piped to the socket,
 * so a slow reader holds back the read instead of a copy in memory). Hashed files under `assets/` are cached
 * for a year as immutable; the HTML revalidates (`no-cache` with a weak ETag and Last-Modified, 304 on a match)
 * and carries the pages' Content-Security-Policy. A path that is no file passes on (404 from the API).
 * Without a build, `GET /` answers 503 with the command that builds the pages.
 */
export function webPages(folder: string = webDistFolder()): Middleware<RestState> {
  const built = existsSync(join(folder, 'index.html'));
  const setHeaders = setFileHeaders(folder);
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (!built) {
      if (ctx.path !== '/') return next();
      ctx.status = 503;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `The web pages are not built (${join(folder, 'index.html')} is missing). Run \`${webBuildCommand}\`, or start with \`pnpm start\`, which builds them.\n`;
      return;
    }
    for (const candidate of candidatePaths(ctx.path)) {
      let sent: string | undefined;
      try {
        sent = await send(ctx, candidate, { root: folder, index: 'index.html', brotli: true, gzip: true, setHeaders });
      } catch (error) {
        const status = (error as { status?: unknown }).status;
        if (typeof status === 'number' && status >= 400 && status < 500) continue; // not a file, or a path outside the folder
        throw error;
      }
      if (sent === undefined) continue; // a hidden file
      if (ctx.fresh) {
        (ctx.body as Readable).destroy();
        ctx.status = 304;
      }
      return;
    }
    await next();
  };
}
