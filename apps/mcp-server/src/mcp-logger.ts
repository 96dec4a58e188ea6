import { redactCredentials } from '@mandala/access';

/** Log levels of a line. */
export type McpLogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Where the dedicated MCP server writes its lines: the REST app's logger fits, so `pnpm start` has one stream. */
export interface McpLogger {
  log(level: McpLogLevel, entry: Record<string, unknown>): void;
}

/** A logger that drops everything (the default of `createMcpApp`, tests). */
export const silentMcpLogger: McpLogger = { log: () => undefined };

/**
 * A logger writing one JSON line per entry (`{ time, level, ...entry }`) to `write` (default stdout), the whole
 * line passed through `redactCredentials`, so no key reaches the log. For the MCP server run alone.
 */
export function createJsonLineLogger(write: (line: string) => void = (line) => void process.stdout.write(line)): McpLogger {
  return {
    log(level, entry) {
      write(`${redactCredentials(JSON.stringify({ time: new Date().toISOString(), level, ...entry }))}\n`);
    },
  };
}
