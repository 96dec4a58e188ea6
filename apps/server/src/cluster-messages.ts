/** What a worker tells the primary over the cluster's IPC channel. */
export type WorkerMessage =
  /** The worker serves both ports (and, when the PNGs would have no labels, says what to install). */
  | { readonly type: 'mandala:ready'; readonly restUrl: string; readonly mcpUrl: string; readonly pictureFontAdvice?: string }
  /** The worker could not start; the primary reports the message (once, not once per worker). */
  | { readonly type: 'mandala:start-failed'; readonly message: string }
  /** The worker got a stop signal: the primary stops the whole service (every worker drains together). */
  | { readonly type: 'mandala:stop-requested'; readonly signal: string };

/** What the primary tells a worker over the cluster's IPC channel. */
export type PrimaryMessage =
  /** Drain (`/readyz` 503 for `SHUTDOWN_DRAIN_MS`), finish the calls in flight, then exit 0. */
  { readonly type: 'mandala:stop' };

/** True when `value` is a {@link WorkerMessage}. */
export function isWorkerMessage(value: unknown): value is WorkerMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { type } = value as { type?: unknown };
  return type === 'mandala:ready' || type === 'mandala:start-failed' || type === 'mandala:stop-requested';
}

/** True when `value` is a {@link PrimaryMessage}. */
export function isPrimaryMessage(value: unknown): value is PrimaryMessage {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'mandala:stop';
}
