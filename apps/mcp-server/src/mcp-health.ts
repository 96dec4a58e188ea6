import { retryAfterHeaders } from '@mandala/access';
import { failure } from '@mandala/operations';
import type { Context } from 'koa';

/** What the MCP port's `/healthz` and `/readyz` read: the same facts the REST port's answer from. */
export interface McpHealth {
  /** Resolves true when the key store answers; false or a rejection answers 503 `store_unavailable`. */
  readonly isReady: () => Promise<boolean>;
  /** True once the instance drains before it stops: `/readyz` answers 503 `shutting_down`. */
  readonly isDraining?: () => boolean;
}

/** The paths {@link answerHealthCheck} serves. */
export const mcpHealthPaths: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/**
 * Answers `GET`/`HEAD /healthz` (200 `{ status: 'ok' }` while the process answers) and `/readyz` (200
 * `{ status: 'ready' }`, or 503 `shutting_down` while draining, or 503 `store_unavailable` with `Retry-After` when the
 * key store does not answer), as the REST port does, so a balancer checks the MCP port the same way. Returns the
 * error code answered, if any.
 */
export async function answerHealthCheck(ctx: Context, health: McpHealth | undefined): Promise<string | undefined> {
  ctx.set('Cache-Control', 'no-store');
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
    const refusal = failure('method_not_allowed', `Use GET ${ctx.path}.`);
    ctx.set('Allow', 'GET, HEAD');
    ctx.status = refusal.status;
    ctx.body = { error: refusal.code, message: refusal.message };
    return refusal.code;
  }
  if (ctx.path === '/healthz') {
    ctx.body = { status: 'ok' };
    return undefined;
  }
  let refusal: ReturnType<typeof failure> | undefined;
  if (health?.isDraining?.() === true) {
    refusal = failure('shutting_down', 'This instance is shutting down; the load balancer sends new requests to another one.');
  } else {
    let ready = false;
    try {
      ready = health === undefined ? true : await health.isReady();
    } catch {
      ready = false;
    }
    if (!ready) refusal = failure('store_unavailable', 'The key store does not answer.');
  }
  if (refusal === undefined) {
    ctx.body = { status: 'ready' };
    return undefined;
  }
  ctx.status = refusal.status;
  for (const [name, value] of Object.entries(retryAfterHeaders(refusal.code))) ctx.set(name, value);
  ctx.body = { error: refusal.code, message: refusal.message };
  return refusal.code;
}
