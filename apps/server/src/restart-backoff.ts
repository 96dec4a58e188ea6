/** Options of {@link createRestartBackoff}. */
export interface RestartBackoffOptions {
  /** Delay before replacing a worker after a steady run; default 250 ms. */
  readonly firstDelayMilliseconds?: number;
  /** The delay doubles with each quick exit in a row, up to this; default 30,000 ms. */
  readonly longestDelayMilliseconds?: number;
  /** A worker that ran at least this long ends a crash streak; default 60,000 ms. */
  readonly steadyAfterMilliseconds?: number;
}

/** Says how long to wait before replacing a worker that exited. */
export interface RestartBackoff {
  /** The delay in milliseconds before the replacement of a worker that ran `uptimeMilliseconds`. */
  delayAfterExit(uptimeMilliseconds: number): number;
}

/**
 * The replacement delay of a crash loop: 250 ms after a worker that ran steadily, then doubling for each
 * worker in a row that exits within a minute of its start (0.5 s, 1 s, 2 s, … up to 30 s), so a worker that
 * cannot start does not make the primary spin. One streak for the whole cluster.
 */
export function createRestartBackoff(options: RestartBackoffOptions = {}): RestartBackoff {
  const first = options.firstDelayMilliseconds ?? 250;
  const longest = options.longestDelayMilliseconds ?? 30_000;
  const steadyAfter = options.steadyAfterMilliseconds ?? 60_000;
  let quickExitsInARow = 0;
  return {
    delayAfterExit(uptimeMilliseconds) {
      if (uptimeMilliseconds >= steadyAfter) quickExitsInARow = 0;
      const delay = Math.min(longest, first * 2 ** quickExitsInARow);
      quickExitsInARow += 1;
      return delay;
    },
  };
}
