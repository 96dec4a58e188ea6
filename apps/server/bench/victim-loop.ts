// The victim account of the isolation benches (noisy-neighbour, keyless-flood): an account calling the service at a
// steady pace within its plan's rate while something else loads the service, and the latencies it sees.
import { performance } from 'node:perf_hooks';

/** A route the victim calls; `minute` (0–1439) makes each call's birth new, so nothing is answered from a cache. */
export type VictimRoute = (minute: number) => string;

/** A chart of a new birth every call: `/v3/hd-data`, the victim's main route. */
export const victimChartRoute: VictimRoute = (minute) => {
  const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  return `/v3/hd-data?date=1979-02-0${1 + (minute % 9)}T${time}&timezone=America/New_York`;
};

/** A reference look-up: `/library/gates/{n}`. */
export const victimGateRoute: VictimRoute = (minute) => `/library/gates/${1 + (minute % 64)}`;

/** What one or more loops of the victim measured: the latencies of its 200 answers, route by route. */
export interface VictimLatencies {
  /** Milliseconds of each 200 answer, one array per route, in the order of the routes. */
  readonly byRoute: readonly number[][];
  /** Answers other than 200 and network errors. */
  readonly failures: number;
}

/** The victim account's calls. */
export interface Victim {
  /**
   * `count` loops until `until` (epoch ms), each started `staggerMilliseconds` after the one before: each loop calls
   * every route in turn, then waits for the rest of its period.
   */
  run(until: number, count?: number, staggerMilliseconds?: number): Promise<VictimLatencies>;
  /** Failures so far by HTTP status or network error code. */
  readonly failuresByCause: Readonly<Record<string, number>>;
}

/** Options of {@link createVictim}. */
export interface VictimOptions {
  readonly restUrl: string;
  readonly key: string;
  readonly routes: readonly VictimRoute[];
  /** How often one loop calls its routes (one round a period). */
  readonly periodMilliseconds: number;
}

/** The victim of an isolation bench, calling `routes` with `key`. */
export function createVictim(options: VictimOptions): Victim {
  const headers = { authorization: `Bearer ${options.key}` };
  const failuresByCause: Record<string, number> = {};
  let minute = 0;
  const fail = (cause: string): void => {
    failuresByCause[cause] = (failuresByCause[cause] ?? 0) + 1;
  };

  /** One call: its latency when answered 200, else undefined (and the failure counted). */
  async function timed(path: string): Promise<number | undefined> {
    const before = performance.now();
    try {
      const response = await fetch(`${options.restUrl}${path}`, { headers });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - before;
      fail(String(response.status));
    } catch (error) {
      fail(String((error as { cause?: { code?: unknown } }).cause?.code ?? 'network'));
    }
    return undefined;
  }

  async function loop(until: number): Promise<VictimLatencies> {
    const byRoute = options.routes.map(() => [] as number[]);
    let failures = 0;
    while (Date.now() < until) {
      const tick = Date.now();
      minute = (minute + 1) % 1440;
      for (const [index, route] of options.routes.entries()) {
        const milliseconds = await timed(route(minute));
        if (milliseconds === undefined) failures += 1;
        else byRoute[index]?.push(milliseconds);
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, options.periodMilliseconds - (Date.now() - tick))));
    }
    return { byRoute, failures };
  }

  return {
    async run(until, count = 1, staggerMilliseconds = 0) {
      const loops = await Promise.all(
        Array.from({ length: count }, (_unused, index) => new Promise<void>((resolve) => setTimeout(resolve, index * staggerMilliseconds)).then(() => loop(until))),
      );
      return {
        byRoute: options.routes.map((_route, index) => loops.flatMap((measured) => measured.byRoute[index] ?? [])),
        failures: loops.reduce((sum, measured) => sum + measured.failures, 0),
      };
    },
    failuresByCause,
  };
}

/** The value at `fraction` (0.5 the median, 0.99 the p99) of `values`. */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((first, second) => first - second);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/** `p50 … ms  p99 … ms  max … ms  (n calls)`, the benches' one format of latencies. */
export function formatLatencies(values: readonly number[]): string {
  return `p50 ${percentile(values, 0.5).toFixed(1).padStart(7)} ms  p99 ${percentile(values, 0.99).toFixed(1).padStart(7)} ms  max ${Math.max(...values).toFixed(1).padStart(7)} ms  (${values.length} calls)`;
}
