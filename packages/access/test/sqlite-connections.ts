// The node:sqlite connections the store opens, caught as they are opened, so a fault test can change what
// the live connection allows (PRAGMA query_only, PRAGMA max_page_count) while the store keeps running.
import { DatabaseSync } from 'node:sqlite';
import { vi } from 'vitest';

/** Starts catching connections: every `DatabaseSync` that runs a statement through `exec` (its PRAGMAs on open) from now on is recorded once. */
export function catchSqliteConnections(): { readonly connections: DatabaseSync[]; stop(): void } {
  const connections: DatabaseSync[] = [];
  const original = DatabaseSync.prototype.exec;
  const spy = vi.spyOn(DatabaseSync.prototype, 'exec').mockImplementation(function (this: DatabaseSync, sql: string) {
    if (!connections.includes(this)) connections.push(this);
    original.call(this, sql);
  });
  return { connections, stop: () => spy.mockRestore() };
}
