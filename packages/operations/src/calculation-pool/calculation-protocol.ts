import { reviveMandalaError, transportMandalaError } from './error-transport';
import type { TransportedMandalaError } from './error-transport';
import type { WarmUpFlag } from './thread-warm-up';

/** One calculation handed to a worker: the operation's name, its validated input and the instant "now" stands for. */
export interface CalculationTask {
  readonly operationName: string;
  /** The input as the operation's schema validated it (plain data: it is structured-cloned to the worker). */
  readonly input: unknown;
  /** ISO 8601 instant that `context.now()` returns in the worker. */
  readonly nowIso: string;
  /** `image`: the operation's `toolImage` of the input (the picture a tool call asked for), not its value. */
  readonly part?: 'image';
  /** Set by the worker while it warms up (see thread-warm-up.ts); the pool reads it when the budget expires. */
  readonly warmUpFlag?: WarmUpFlag;
}

/** A worker's answer: the value, or a Mandala error as plain data. Any other error is thrown and stays a plain error. */
export type CalculationReply = (
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly error: TransportedMandalaError }
) & {
  /** When the worker took the task, in epoch milliseconds with a fraction (`performance.timeOrigin + performance.now()`). */
  readonly startedAtMs?: number;
};

/** Now, in epoch milliseconds with a fraction, comparable between the threads of one process. */
export function epochMilliseconds(): number {
  return performance.timeOrigin + performance.now();
}

/** Worker side: runs `calculate` and answers its value or its Mandala error; rethrows any other error. */
export async function replyOf(calculate: () => unknown): Promise<CalculationReply> {
  const startedAtMs = epochMilliseconds();
  try {
    return { ok: true, value: await calculate(), startedAtMs };
  } catch (error) {
    const transported = transportMandalaError(error);
    if (transported === undefined) throw error;
    return { ok: false, error: transported, startedAtMs };
  }
}

/** Main-thread side: the value of `reply`, or its Mandala error rethrown as one `isMandalaError` accepts. */
export function valueOfReply(reply: CalculationReply): unknown {
  if (reply.ok) return reply.value;
  throw reviveMandalaError(reply.error);
}
