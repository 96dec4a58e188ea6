import Router from '@koa/router';
import type { RestState } from '../request-log';
import { playgroundAssets, playgroundEngine } from './playground-assets';
import type { PlaygroundAsset, PlaygroundAssets } from './playground-assets';

/**
 * Only this origin's own files and API; inline SVG elements need nothing more. `data:` images allow the
 * empty favicon, so the browser does not ask for `/favicon.ico`.
 */
export const playgroundContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Paths of the page and its files. */
export const playgroundPaths = { page: '/', script: '/playground/app.js', styles: '/playground/app.css', engine: '/playground/engine.js' } as const;

/**
 * The playground: `GET /` (the page), `/playground/app.js` (its script, bundled from TypeScript on first use),
 * `/playground/app.css`, and `/playground/engine.js`, the engine of the offline mode, which the page imports only
 * when that mode is chosen (bundled on its own first request). No key needed: the page asks for one and sends it
 * to the API itself. Answers revalidate (`Cache-Control: no-cache` with an ETag), so a restarted server's new
 * files show at once.
 */
export function playgroundRouter(
  loadAssets: () => Promise<PlaygroundAssets> = playgroundAssets,
  loadEngine: () => Promise<PlaygroundAsset> = playgroundEngine,
): Router<RestState> {
  const router = new Router<RestState>();
  for (const name of ['page', 'script', 'styles', 'engine'] as const) {
    router.get(playgroundPaths[name], async (ctx) => {
      const file = name === 'engine' ? await loadEngine() : (await loadAssets())[name];
      ctx.status = 200;
      ctx.set('Cache-Control', 'no-cache');
      ctx.set('X-Content-Type-Options', 'nosniff');
      if (name === 'page') {
        ctx.set('Content-Security-Policy', playgroundContentSecurityPolicy);
        ctx.set('Referrer-Policy', 'no-referrer');
      }
      ctx.etag = file.etag;
      if (ctx.fresh) {
        ctx.status = 304;
        return;
      }
      ctx.type = file.contentType;
      ctx.body = file.body;
    });
  }
  return router;
}
