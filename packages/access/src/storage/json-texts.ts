import type { SqlDriver } from './sql-driver';

/**
 * A subquery yielding the strings of the JSON array bound to `$1`, in each dialect: a list of ids passed as one
 * parameter, so a statement's text never changes with their number (SQLite prepares it once).
 */
export const jsonTextsOfFirstParameter: Readonly<Record<SqlDriver['dialect'], string>> = {
  sqlite: 'SELECT value FROM json_each($1)',
  postgres: 'SELECT json_array_elements_text($1::json)',
};
