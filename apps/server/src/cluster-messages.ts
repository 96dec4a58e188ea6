/** What a worker tells the primary over the cluster's IPC channel. */
export type WorkerMessage =
  /** The worker serves both ports. */
  | { readonly type: 'mandala:ready'; readonly restUrl: string; readonly mcpUrl: string }
  /** The worker could not start; the primary reports the message (once, not once per worker). */
  | { readonly type: 'mandala:start-failed'; readonly message: string };

/** True when `value` is a {@link WorkerMessage}. */
export function isWorkerMessage(value: unknown): value is WorkerMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { type } = value as { type?: unknown };
  return type === 'mandala:ready' || type === 'mandala:start-failed';
}
