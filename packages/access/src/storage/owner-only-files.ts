import { chmodSync, closeSync, mkdirSync, openSync, statSync } from 'node:fs';

/** Mode of the database file and its `-wal`, `-shm` and `-journal` companions: read and write for the owner only. */
export const SQLITE_FILE_MODE = 0o600;
/** Mode of a data directory Mandala creates: the owner only. */
export const DATA_DIRECTORY_MODE = 0o700;

/** Creates an empty file with {@link SQLITE_FILE_MODE} unless it exists (another process may create it first). */
function createOwnerOnlyFile(filePath: string): void {
  try {
    closeSync(openSync(filePath, 'wx', SQLITE_FILE_MODE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/**
 * The key store is for its owner only: creates the data directory (and missing parents) 0700 when it does not
 * exist, creates the database file 0600 before SQLite opens it (SQLite gives its `-wal` and `-shm` files the
 * database file's mode), and takes group and other access away from any of these files that already exist
 * (when this user may change them).
 * An existing directory keeps its mode: it may be shared on purpose.
 */
export function prepareOwnerOnlyFiles(dataDirectory: string, filePath: string): void {
  mkdirSync(dataDirectory, { recursive: true, mode: DATA_DIRECTORY_MODE });
  createOwnerOnlyFile(filePath);
  for (const path of [filePath, `${filePath}-wal`, `${filePath}-shm`, `${filePath}-journal`]) {
    // `throwIfNoEntry: false`: another process may remove its `-wal` or `-journal` between any two calls here.
    const stats = statSync(path, { throwIfNoEntry: false });
    if (stats === undefined) continue;
    const mode = stats.mode & 0o777;
    if ((mode & 0o077) === 0) continue;
    try {
      chmodSync(path, mode & 0o700);
    } catch {
      // A file of another owner (a shared deployment) keeps its mode, and a file removed meanwhile needs none;
      // SQLite still opens the database if it may.
    }
  }
}
