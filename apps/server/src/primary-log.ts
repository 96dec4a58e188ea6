import type { PrimarySettings } from './primary-settings';

/** One line of the primary's log. */
export type PrimaryLog = (level: 'debug' | 'info' | 'warn' | 'error', entry: Record<string, unknown>) => void;

const levelRank = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;

/**
 * The primary's log: JSON lines like the workers' (`time`, `level`, `msg`, …) with `role: "primary"`; a line about a
 * worker carries that worker's id as `worker`, as the worker's own lines do. The primary writes a few lines per
 * worker start and exit, one write each.
 */
export function createPrimaryLog(minimumLevel: PrimarySettings['logLevel'], write: (text: string) => void = (text) => void process.stdout.write(text)): PrimaryLog {
  return (level, entry) => {
    if (levelRank[level] < levelRank[minimumLevel]) return;
    write(`${JSON.stringify({ time: new Date().toISOString(), level, role: 'primary', ...entry })}\n`);
  };
}
