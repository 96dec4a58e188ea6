// Chart calculations on every surface at once, for the fault tests: callers that keep calling while a fault
// comes and goes, and a probe that waits until every surface gives a status.
import { randomBytes } from 'node:crypto';
import { callSurface } from './surface-calls';
import type { SurfaceAnswer, SurfaceName, SurfaceTarget } from './surface-calls';

/** Every surface a caller can reach. */
export const surfaces: readonly SurfaceName[] = ['rest', 'agent-http', 'mcp'];

/** Load running in the background. */
export interface SurfaceLoad {
  /** Every answer so far, in arrival order. */
  readonly answers: SurfaceAnswer[];
  /** Calls that got no HTTP answer at all (a reset connection). */
  readonly failures: unknown[];
  /** Stops calling and waits for the calls in flight. */
  stop(): Promise<void>;
}

/** Starts `callersPerSurface` callers on each surface; every other call carries a fresh `Idempotency-Key`. */
export function startSurfaceLoad(target: SurfaceTarget, callersPerSurface: number): SurfaceLoad {
  const answers: SurfaceAnswer[] = [];
  const failures: unknown[] = [];
  let stopped = false;
  let sequence = 0;
  const callers = surfaces.flatMap((surface) =>
    Array.from({ length: callersPerSurface }, async () => {
      while (!stopped) {
        sequence += 1;
        const key = sequence % 2 === 0 ? `fault-${sequence}-${randomBytes(4).toString('hex')}` : undefined;
        try {
          answers.push(await callSurface(surface, target, key));
        } catch (error) {
          failures.push(error);
        }
      }
    }),
  );
  return {
    answers,
    failures,
    stop: async () => {
      stopped = true;
      await Promise.all(callers);
    },
  };
}

/**
 * Probes every surface at once, again and again, until each has answered `outcome` once: `ok` (a 200 with a
 * result) or `store_unavailable` (a 503, or on MCP possibly a tool failure inside a 200, when the key could still
 * be read but the call could not be metered).
 */
export async function untilEverySurfaceAnswers(target: SurfaceTarget, outcome: 'ok' | 'store_unavailable', withinMilliseconds: number): Promise<void> {
  const deadline = performance.now() + withinMilliseconds;
  const matches = (answer: SurfaceAnswer) => (outcome === 'ok' ? answer.status === 200 && answer.code === undefined : answer.code === outcome);
  await Promise.all(
    surfaces.map(async (surface) => {
      while (!matches(await callSurface(surface, target))) {
        if (performance.now() > deadline) throw new Error(`no ${outcome} answer from ${surface} within ${withinMilliseconds} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }),
  );
}

/**
 * What the fault tests require of the answers given while a store fault came and went: each is a 200 or a 503
 * `store_unavailable` with `Retry-After: 5` (a tool failure inside an MCP 200 may only be `store_unavailable`),
 * and every surface both refused with `store_unavailable` and served a 200. A heavy call queued behind its account's
 * calls that wait on the unreachable store may also run out of its time budget: `execution_timed_out`, uncharged.
 * Returns what breaks these rules.
 */
export function storeFaultViolations(answers: readonly SurfaceAnswer[]): string[] {
  const violations: string[] = [];
  for (const answer of answers) {
    const refusedForTheStore = answer.code === 'store_unavailable' && (answer.status === 503 || (answer.surface === 'mcp' && answer.status === 200));
    const outOfTimeBehindTheStore = answer.code === 'execution_timed_out' && (answer.status === 504 || (answer.surface === 'mcp' && answer.status === 200));
    if (answer.code !== undefined && !refusedForTheStore && !outOfTimeBehindTheStore) violations.push(`${answer.surface} ${answer.status} ${answer.body.slice(0, 300)}`);
    if (answer.code === undefined && answer.status !== 200) violations.push(`${answer.surface} ${answer.status} without an error code`);
    if (answer.status === 503 && answer.retryAfter !== '5') violations.push(`${answer.surface} 503 with Retry-After ${answer.retryAfter}`);
  }
  for (const surface of surfaces) {
    if (!answers.some((answer) => answer.surface === surface && answer.code === 'store_unavailable')) violations.push(`${surface} never answered store_unavailable`);
    if (!answers.some((answer) => answer.surface === surface && answer.status === 200 && answer.code === undefined)) violations.push(`${surface} never answered 200`);
  }
  return violations;
}
