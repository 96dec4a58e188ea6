import type { Server as ModernServer } from '@modelcontextprotocol/server';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';

/**
 * Where this package's request handlers are registered: the SDK v1 `Server` of the 2025 lane, or
 * {@link modernHandlerRegistry} over the SDK v2 `Server` of the 2026-07-28 lane. One registration code for both,
 * so the two lanes answer the same tools, resources and prompts.
 */
export type HandlerRegistry = Pick<Server, 'setRequestHandler'>;

/**
 * The methods the 2026-07-28 revision removed (resource subscriptions moved to `subscriptions/listen`): the 2025 lane
 * alone answers them (and `logging/setLevel`, which the SDK v2 does not serve on that revision).
 */
export const METHODS_ONLY_BEFORE_2026: ReadonlySet<string> = new Set(['resources/subscribe', 'resources/unsubscribe']);

/** A v1 request schema's method name (`z.literal`), read the way both zod lines expose it. */
function methodOf(schema: unknown): string {
  const method = (schema as { shape?: { method?: { value?: unknown } } }).shape?.method?.value;
  if (typeof method !== 'string') throw new TypeError('A request handler was registered with a schema that names no method; register it with the SDK request schema of its method.');
  return method;
}

/**
 * The v1 registration face over an SDK v2 `Server`: each `setRequestHandler(V1Schema, handler)` becomes the v2
 * `setRequestHandler(method, handler)`, and the handler's `extra.sendNotification` becomes the v2 context's
 * `mcpReq.notify` when `options.notify` (else notifications are dropped, so the SDK answers plain JSON; log messages
 * always are, the lane offering no logging). Methods of
 * {@link METHODS_ONLY_BEFORE_2026} are left out.
 */
export function modernHandlerRegistry(server: ModernServer, options: { readonly notify: boolean }): HandlerRegistry {
  return {
    setRequestHandler(schema: unknown, handler: (request: never, extra: never) => unknown): void {
      const method = methodOf(schema);
      if (METHODS_ONLY_BEFORE_2026.has(method)) return;
      const register = server.setRequestHandler.bind(server) as (method: string, handler: (request: unknown, ctx: ModernContext) => unknown) => void;
      register(method, (request, ctx) =>
        (handler as (request: unknown, extra: unknown) => unknown)(request, {
          sendNotification: async (notification: { method: string; params?: Record<string, unknown> }) => {
            // Log messages are not offered under 2026-07-28 (logging is deprecated there): progress only.
            if (options.notify && notification.method !== 'notifications/message') await ctx.mcpReq.notify(notification);
          },
          signal: ctx.mcpReq.signal,
          requestId: ctx.mcpReq.id,
        }),
      );
    },
  } as HandlerRegistry;
}

/** As much of the v2 handler context as the registry passes on. */
interface ModernContext {
  readonly mcpReq: {
    readonly id: string | number;
    readonly signal: AbortSignal;
    notify(notification: { method: string; params?: Record<string, unknown> }): Promise<void>;
  };
}
