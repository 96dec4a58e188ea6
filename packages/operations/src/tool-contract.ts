import type { CalculationRunner } from './calculation-pool/calculation-pool';
import type { AnyOperation, OperationContext } from './define-operation';
import { httpStatusForCode } from './error-status';
import { OperationError, isMandalaError } from './errors';
import { validationIssues } from './operation-failure';

/**
 * The extra promises of the tool surfaces (Agent HTTP, MCP), applied inside the metered call so that
 * every failure refunds the unit:
 *
 * - the engine gets at most `timeBudgetMilliseconds` (504 `execution_timed_out`); an operation marked `offload`
 *   runs in the `calculationPool` when there is one, where the budget stops even a synchronous calculation;
 * - an unexpected engine error (anything that does not map to a 4xx/501 code) becomes 502 `provider_failed`;
 * - the value must pass the operation's declared output schema (500 `output_contract_violation`).
 */
export interface ToolContract {
  /** Per-call time budget of the engine, in milliseconds; default {@link DEFAULT_TOOL_TIME_BUDGET_MILLISECONDS}. */
  readonly timeBudgetMilliseconds?: number;
  /**
   * Worker threads for the operations marked `offload`: the pool runs the registered operation of the same name
   * (with its default engines) and, at the budget, terminates the worker. Without a pool every operation runs
   * in-process, where the budget stops only the wait, not a synchronous calculation.
   */
  readonly calculationPool?: CalculationRunner | undefined;
}

/** The default engine time budget of a tool call: 10 seconds. */
export const DEFAULT_TOOL_TIME_BUDGET_MILLISECONDS = 10_000;

/** Runs `work` for at most `budgetMilliseconds` (504 `execution_timed_out` past it; `onExpired` then stops the work). */
export function withinBudget<T>(work: Promise<T>, budgetMilliseconds: number, operationName: string, onExpired?: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(
        new OperationError('execution_timed_out', `The ${operationName} calculation did not finish within ${budgetMilliseconds} ms.`, {
          details: { timeBudgetMilliseconds: budgetMilliseconds },
        }),
      );
      onExpired?.();
    }, budgetMilliseconds);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/**
 * Runs `operation` under the {@link ToolContract}. Throws `execution_timed_out` (504), `provider_failed`
 * (502, the engine's error as `cause`) or `output_contract_violation` (500, `details.issues`); input
 * errors the engine raises (4xx codes) and `not_implemented` pass through unchanged.
 */
export async function runUnderToolContract(
  operation: AnyOperation,
  input: unknown,
  context: OperationContext,
  contract: ToolContract,
): Promise<unknown> {
  const budget = contract.timeBudgetMilliseconds ?? DEFAULT_TOOL_TIME_BUDGET_MILLISECONDS;
  const pool = operation.offload === true ? contract.calculationPool : undefined;
  const expiry = new AbortController();
  let value: unknown;
  try {
    const work = pool === undefined
      ? Promise.resolve().then(() => operation.run(input, context))
      : pool.run(operation.name, input, { nowIso: context.now().toISOString(), signal: expiry.signal });
    value = await withinBudget(work, budget, operation.name, () => expiry.abort());
  } catch (error) {
    if (isMandalaError(error) && (httpStatusForCode(error.code) !== 500 || error.code === 'output_contract_violation')) throw error;
    throw new OperationError('provider_failed', `The calculation provider failed while running ${operation.name}.`, { cause: error });
  }
  const checked = operation.output.safeParse(value);
  if (!checked.success) {
    throw new OperationError('output_contract_violation', `The ${operation.name} result does not match its declared output schema.`, {
      details: { issues: validationIssues(checked.error) },
    });
  }
  return value;
}

/**
 * Runs an operation marked `offload` in `pool` for at most `budgetMilliseconds` (504 `execution_timed_out`, the
 * worker terminated): the REST path of a heavy calculation. Errors pass through unchanged.
 */
export function runOffloaded(
  operation: AnyOperation,
  input: unknown,
  context: OperationContext,
  pool: CalculationRunner,
  budgetMilliseconds: number,
  part?: 'image',
): Promise<unknown> {
  const expiry = new AbortController();
  const work = pool.run(operation.name, input, { nowIso: context.now().toISOString(), signal: expiry.signal, ...(part === undefined ? {} : { part }) });
  return withinBudget(work, budgetMilliseconds, operation.name, () => expiry.abort());
}
