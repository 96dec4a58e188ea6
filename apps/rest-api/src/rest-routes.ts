import type { StaticRouteDocumentation } from '@mandala/operations';
import { z } from 'zod';

/** Routes without an operation, for the OpenAPI document. */
export const staticRoutes: readonly StaticRouteDocumentation[] = [
  { method: 'post', path: '/webhooks/subscribe', operationId: 'legacy_webhook_subscribe', summary: 'Legacy webhook route: not part of this release (501).', status: 501, authenticated: false, deprecated: true, tags: ['Legacy'] },
  { method: 'post', path: '/webhooks/unsubscribe', operationId: 'legacy_webhook_unsubscribe', summary: 'Legacy webhook route: not part of this release (501).', status: 501, authenticated: false, deprecated: true, tags: ['Legacy'] },
  { method: 'get', path: '/webhooks/status', operationId: 'legacy_webhook_status', summary: 'Legacy webhook route: not part of this release (501).', status: 501, authenticated: false, deprecated: true, tags: ['Legacy'] },
  { method: 'get', path: '/healthz', operationId: 'liveness', summary: 'Liveness: the process answers (200).', status: 200, authenticated: false, tags: ['Service'], responseSchema: z.object({ status: z.literal('ok') }) },
  { method: 'get', path: '/readyz', operationId: 'readiness', summary: 'Readiness: the key store answers (200, or 503).', status: 200, authenticated: false, tags: ['Service'], responseSchema: z.object({ status: z.literal('ready') }) },
];

/** `/library/gates/{gateNumber}` → `/library/gates/:gateNumber` (Koa router syntax). */
export function koaPath(openApiPath: string): string {
  return openApiPath.replace(/\{([^}]+)\}/g, ':$1');
}
