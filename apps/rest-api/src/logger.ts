import { redactCredentials } from '@mandala/access';

/** Log levels, quietest last. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const levelRank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Writes structured log entries (one JSON object per line). */
export interface Logger {
  log(level: Exclude<LogLevel, 'silent'>, entry: Record<string, unknown>): void;
}

/** True when `value` names a {@link LogLevel}. */
export function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === 'string' && Object.hasOwn(levelRank, value);
}

/**
 * A logger writing one compact JSON line per entry to `write` (default stdout), dropping entries below
 * `minimumLevel`. The whole line passes through `redactCredentials` once, so a key can never reach the log
 * (in a value, a field name or a URL) and the rest of the line stays intact.
 */
export function createJsonLogger(minimumLevel: LogLevel = 'info', write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  return {
    log(level, entry) {
      if (levelRank[level] < levelRank[minimumLevel]) return;
      write(`${redactCredentials(JSON.stringify({ time: new Date().toISOString(), level, ...entry }))}\n`);
    },
  };
}

/** A logger that drops everything (tests, benchmarks). */
export const silentLogger: Logger = { log: () => undefined };
