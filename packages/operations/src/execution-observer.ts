import type { Surface } from './execute-operation';
import type { StoreErrorKind } from './store-error-kind';

/** Why a call was refused before its calculation ran, for the units it would have cost. */
export type UnitRefusal = 'quota' | 'rate_limit';

/** One finished {@link Executor.execute} call, as an observer sees it. */
export interface CallObservation {
  /** The operation's name (`natal_chart`); `unknown` when the name matched no operation. */
  readonly operation: string;
  readonly surface: Surface;
  /** The status the error table gives the outcome (200 on success), whatever the surface wraps it in. */
  readonly status: number;
  /** The failure's code, when the call failed. */
  readonly errorCode: string | undefined;
  /** Seconds from the call's start to its answer, the calculation and the store included. */
  readonly durationSeconds: number;
  /** Units the call charged (0 for a replay, a look-up or a failure). */
  readonly chargedUnits: number;
  /** Set when the quota (429 `quota_exhausted`) or a rate limit (429 `rate_limited`) refused the call. */
  readonly refusal: UnitRefusal | undefined;
  /** Units the refused call would have cost (0 unless `refusal` is set). */
  readonly refusedUnits: number;
}

/**
 * Receives what the executor did, for metrics: one {@link CallObservation} per call and one `storeError` per failure
 * of the key store. It must not throw and should be cheap (it runs on every call).
 */
export interface ExecutionObserver {
  call(observation: CallObservation): void;
  storeError(kind: StoreErrorKind): void;
}

/** The refusal a failure code stands for: `quota_exhausted` → quota, `rate_limited` → rate limit. */
export function unitRefusalOf(errorCode: string | undefined): UnitRefusal | undefined {
  if (errorCode === 'quota_exhausted') return 'quota';
  if (errorCode === 'rate_limited') return 'rate_limit';
  return undefined;
}
