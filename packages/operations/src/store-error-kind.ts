/**
 * What went wrong with the key store, in a few stable words (a label of `mandala_store_errors_total`):
 *
 * - `connection_refused`: nothing listens (PostgreSQL stopped);
 * - `timeout`: a connection or a statement ran past its limit (a network partition, a lock);
 * - `connection_lost`: an open connection was cut or the server terminated it;
 * - `read_only`: SQLite cannot write (a read-only file or connection);
 * - `disk_full`: SQLite has no room;
 * - `busy`: SQLite stayed locked by another process;
 * - `closed`: the store was closed (shutdown);
 * - `other`: anything else.
 */
export type StoreErrorKind = 'connection_refused' | 'timeout' | 'connection_lost' | 'read_only' | 'disk_full' | 'busy' | 'closed' | 'other';

/** Every {@link StoreErrorKind}, for a metric that starts every series at 0. */
export const storeErrorKinds: readonly StoreErrorKind[] = ['connection_refused', 'timeout', 'connection_lost', 'read_only', 'disk_full', 'busy', 'closed', 'other'];

function kindOfOne(error: unknown): StoreErrorKind | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message.toLowerCase() : '';
  if (code === 'ECONNREFUSED') return 'connection_refused';
  if (code === 'ETIMEDOUT' || code === '57014' || text.includes('timeout') || text.includes('timed out')) return 'timeout';
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === '57P01' || text.includes('connection terminated')) return 'connection_lost';
  if (typeof code === 'string' && code.startsWith('SQLITE_READONLY')) return 'read_only';
  if (code === 'SQLITE_FULL') return 'disk_full';
  if (typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))) return 'busy';
  if (text.includes('store is closed')) return 'closed';
  return undefined;
}

/** The {@link StoreErrorKind} of a `store_unavailable` error, read from it and the chain of its causes. */
export function storeErrorKindOf(error: unknown): StoreErrorKind {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current !== undefined && current !== null; depth += 1) {
    const kind = kindOfOne(current);
    if (kind !== undefined) return kind;
    current = (current as { cause?: unknown }).cause;
  }
  return 'other';
}
