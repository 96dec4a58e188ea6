import { redactCredentials } from '@mandala/access';
import pino from 'pino';
import { createBatchedLogSink } from './log-sink';
import type { LogSink } from './log-sink';

/** Log levels, quietest last. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const levelRank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Writes structured log entries (one JSON object per line). */
export interface Logger {
  log(level: Exclude<LogLevel, 'silent'>, entry: Record<string, unknown>): void;
  /**
   * Writes `entry` without the credential redaction every other line passes through. Only for a development line
   * that exists to show a secret: the email links logged when no SMTP server is configured (`MANDALA_SMTP_URL`
   * unset), which are useless with their token redacted. Loggers without it redact those lines too.
   */
  logUnredacted?(level: Exclude<LogLevel, 'silent'>, entry: Record<string, unknown>): void;
  /** Resolves once every line logged so far is written (graceful shutdown). */
  flush?(): Promise<void>;
}

/** True when `value` names a {@link LogLevel}. */
export function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === 'string' && Object.hasOwn(levelRank, value);
}

let sharedStdoutSink: LogSink | undefined;

/** The process's one sink for stdout, shared by every logger that writes there (one queue, one exit handler). */
function stdoutSink(): LogSink {
  sharedStdoutSink ??= createBatchedLogSink();
  return sharedStdoutSink;
}

/**
 * A logger writing one compact JSON line per entry (pino: `level` as its name, `time` in ISO 8601, then the entry's
 * fields), dropping entries below `minimumLevel`. Lines go to `sink`: a function, or a {@link LogSink} (default:
 * stdout through {@link createBatchedLogSink}, one write per turn of the event loop rather than one per request).
 * The whole line passes through `redactCredentials` once (pino's `streamWrite` hook), so a key can never reach the
 * log (in a value, a field name or a URL) and the rest of the line stays intact.
 */
export function createJsonLogger(minimumLevel: LogLevel = 'info', sink: LogSink | ((line: string) => void) = stdoutSink()): Logger {
  const destination = typeof sink === 'function' ? { write: sink } : { write: (line: string) => sink.write(line) };
  const logger = pino(
    {
      level: minimumLevel,
      base: undefined,
      messageKey: 'msg',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      hooks: { streamWrite: redactCredentials },
    },
    destination,
  );
  // The same lines without the redaction hook, for `logUnredacted` only.
  const unredacted = pino({ level: minimumLevel, base: undefined, messageKey: 'msg', timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } }, destination);
  return {
    log(level, entry) {
      logger[level](entry);
    },
    logUnredacted(level, entry) {
      unredacted[level](entry);
    },
    flush: () => (typeof sink === 'function' ? Promise.resolve() : sink.flush()),
  };
}

/** A logger that drops everything (tests, benchmarks). */
export const silentLogger: Logger = { log: () => undefined };
