/**
 * What went wrong with the key store, in a few stable words (a label of `mandala_store_errors_total`):
 *
 * - `connection_refused`: nothing listens (PostgreSQL stopped), or PostgreSQL refuses new connections while it
 *   shuts down or starts (57P03);
 * - `timeout`: a connection or a statement ran past its limit (a network partition, a lock);
 * - `connection_lost`: an open connection was cut or the server terminated it (`terminating connection due to
 *   administrator command`: 57P01, 57P02 and the other codes of classes 57P and 08, ECONNRESET, EPIPE, a pooled client
 *   left unusable by such an error);
 * - `read_only`: SQLite cannot write (a read-only file or connection);
 * - `disk_full`: SQLite has no room;
 * - `busy`: SQLite stayed locked by another process;
 * - `closed`: the store was closed (shutdown);
 * - `other`: anything else.
 */
export type StoreErrorKind = 'connection_refused' | 'timeout' | 'connection_lost' | 'read_only' | 'disk_full' | 'busy' | 'closed' | 'other';

/** Every {@link StoreErrorKind}, for a metric that starts every series at 0. */
export const storeErrorKinds: readonly StoreErrorKind[] = ['connection_refused', 'timeout', 'connection_lost', 'read_only', 'disk_full', 'busy', 'closed', 'other'];

/** PostgreSQL's codes of a connection the server ended: admin_shutdown, crash_shutdown, database_dropped, idle_session_timeout. */
const terminationCodes: ReadonlySet<string> = new Set(['57P01', '57P02', '57P04', '57P05']);

/** Words of pg and PostgreSQL for a connection that is gone. */
const lostConnectionWords = ['connection terminated', 'terminating connection', 'not queryable', 'connection ended', 'server closed the connection'];

function isConnectionLost(code: unknown, text: string): boolean {
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'ECONNABORTED') return true;
  // Class 08: connection exceptions (08000, 08003 connection_does_not_exist, 08006 connection_failure, …).
  if (typeof code === 'string' && (terminationCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return lostConnectionWords.some((words) => text.includes(words));
}

function kindOfOne(error: unknown): StoreErrorKind | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message.toLowerCase() : '';
  if (code === 'ECONNREFUSED' || code === '57P03') return 'connection_refused';
  if (code === 'ETIMEDOUT' || code === '57014' || text.includes('timeout') || text.includes('timed out')) return 'timeout';
  if (isConnectionLost(code, text)) return 'connection_lost';
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
