// The better-sqlite3 connections the store opens, caught as they are opened, so a fault test can change what
// the live connection allows (PRAGMA query_only, PRAGMA max_page_count) while the store keeps running.
import Database from 'better-sqlite3';
import { vi } from 'vitest';

/** Starts catching connections: every `Database` that runs a pragma from now on is recorded once. */
export function catchSqliteConnections(): { readonly connections: Database.Database[]; stop(): void } {
  const connections: Database.Database[] = [];
  const original = Database.prototype.pragma;
  const spy = vi.spyOn(Database.prototype, 'pragma').mockImplementation(function (this: Database.Database, ...parameters: Parameters<typeof original>) {
    if (!connections.includes(this)) connections.push(this);
    return original.apply(this, parameters);
  });
  return { connections, stop: () => spy.mockRestore() };
}
