import Router from '@koa/router';
import { failure } from '@mandala/operations';
import { cachedDocument } from './cached-document';
import type { RestState } from './request-log';
import { sendFailure } from './respond';

/** Options of {@link serviceRouter}. */
export interface ServiceRouteOptions {
  /** Builds the document; called once, on the first request for `/openapi.json`, and only its bytes are kept. */
  readonly openApiDocument: () => Record<string, unknown>;
  /** Resolves when the key store answers; rejects or resolves false otherwise. */
  readonly isReady: () => Promise<boolean>;
  /** True once the instance drains before it stops: `/readyz` answers 503 `shutting_down`. */
  readonly isDraining?: () => boolean;
}

const legacyWebhookMessage = 'Webhook delivery is not part of the current release.';

/** How long a client or a shared cache may reuse `/openapi.json` before it revalidates (it changes only with a release). */
export const documentCacheControl = 'public, max-age=300';

/**
 * `/healthz`, `/readyz`, `/openapi.json` and the three legacy webhook routes (501). The document is built and
 * serialised once, on its first request (so an idle instance holds neither it nor its examples), and served
 * compressed with an ETag ({@link cachedDocument}). The reference at `/docs` is a built web page (`apps/web`), served
 * by the composition root.
 */
export function serviceRouter(options: ServiceRouteOptions): Router<RestState> {
  const router = new Router<RestState>();
  const openApiDocument = cachedDocument(() => JSON.stringify(options.openApiDocument()), { type: 'application/json; charset=utf-8', cacheControl: documentCacheControl });
  router.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    if (options.isDraining?.() === true) {
      sendFailure(ctx, failure('shutting_down', 'This instance is shutting down; the load balancer sends new requests to another one.'));
      return;
    }
    let ready = false;
    try {
      ready = await options.isReady();
    } catch {
      ready = false;
    }
    if (ready) ctx.body = { status: 'ready' };
    else sendFailure(ctx, failure('store_unavailable', 'The key store does not answer.'));
  });
  router.get('/openapi.json', openApiDocument);
  const notImplemented = (ctx: Parameters<Parameters<typeof router.get>[1]>[0]) =>
    sendFailure(ctx, failure('not_implemented', legacyWebhookMessage));
  router.post('/webhooks/subscribe', notImplemented);
  router.post('/webhooks/unsubscribe', notImplemented);
  router.get('/webhooks/status', notImplemented);
  return router;
}
