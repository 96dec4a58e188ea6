import { performance } from 'node:perf_hooks';
import { AccessError, extractCredential, insufficientTierMessage, planAllows, planRefusalLinks, plansIncluding } from '@mandala/access';
import type {
  AccessCategory,
  AccessStore,
  Authentication,
  CredentialExtraction,
  CredentialRequest,
  OAuthScope,
  PlanId,
  PlanRefusalLinks,
  QuotaStatus,
  RequestRateLimiter,
} from '@mandala/access';
import { createAccountWorkQueue, DEFAULT_HEAVY_CALLS_IN_FLIGHT_PER_ACCOUNT } from './calculation-pool/account-work-queue';
import { behindResultCache } from './calculation-pool/behind-result-cache';
import type { CalculationRunner } from './calculation-pool/calculation-pool';
import { fingerprintOf } from './canonical-request';
import type { AnyOperation, OperationContext, PeopleStore } from './define-operation';
import type { OperationEngines } from './engines';
import { unitRefusalOf } from './execution-observer';
import type { ExecutionObserver } from './execution-observer';
import type { ToolImage } from './tools/tool-image';
import { failure, toOperationFailure, validationFailure } from './operation-failure';
import type { OperationFailure } from './operation-failure';
import { getOperation } from './registry';
import { ResultCache } from './result-cache';
import { storeErrorKindOf } from './store-error-kind';
import { DEFAULT_TOOL_TIME_BUDGET_MILLISECONDS, runOffloaded, runUnderToolContract } from './tool-contract';
import type { ToolContract } from './tool-contract';

/** Which surface a call came through (for logs; the rules are the same everywhere). */
export type Surface = 'rest' | 'agent-http' | 'mcp';

/** The access store methods the executor uses; without `authenticateAccessToken` every OAuth access token is refused. */
export type ExecutorStore = Pick<AccessStore, 'authenticate' | 'runMetered' | 'quotaStatus'> & Partial<Pick<AccessStore, 'authenticateAccessToken' | 'planRefusalLinks'>>;

/** Resource identifiers each surface accepts OAuth access tokens for. */
export type AccessTokenAudiences = Readonly<Partial<Record<Surface, readonly string[]>>>;

/** What the executor needs: the access store and the engines. */
export interface ExecutorDependencies {
  readonly store: ExecutorStore;
  /**
   * The resource identifiers (RFC 8707) whose OAuth access tokens each surface accepts: a token bound to the MCP
   * server is refused by REST unless REST lists that resource too. A surface without an entry refuses every token.
   */
  readonly accessTokenAudiences?: AccessTokenAudiences | (() => AccessTokenAudiences);
  readonly engines: OperationEngines;
  /** Clock for "now" defaults; default `() => new Date()`. */
  readonly now?: () => Date;
  /** Results of `pure` operations kept for repeated inputs; default 1,000 entries, 0 disables. */
  readonly resultCacheEntries?: number;
  /**
   * Worker threads (`createCalculationPool`) for the tool calls of operations marked `offload`: they run there with
   * the default engines (not `engines`), and the tool time budget terminates a calculation that overruns. The result
   * cache stays in front. Without a pool every operation runs in-process.
   */
  readonly calculationPool?: CalculationRunner;
  /**
   * Counts every authenticated call against its account's request rate (REST, Agent HTTP, MCP; replays and refusals
   * included): over it, the call answers 429 `rate_limited` and charges nothing. Without one, no rate applies.
   */
  readonly rateLimiter?: Pick<RequestRateLimiter, 'admit'>;
  /**
   * Heavy calculations (operations marked `offload`) one account may have running at once in this process; the
   * others wait behind them, within the time budget. Default {@link DEFAULT_HEAVY_CALLS_IN_FLIGHT_PER_ACCOUNT}.
   */
  readonly heavyCallsInFlightPerAccount?: number;
  /**
   * Time budget of a REST call of an operation marked `offload` (waiting for its account's turn and running in the
   * pool), in milliseconds: past it, 504 `execution_timed_out`, uncharged. Default 10,000 (the tools' default).
   */
  readonly timeBudgetMilliseconds?: number;
  /** Told of every call and every key-store failure (the service's metrics). */
  readonly observer?: ExecutionObserver;
}

/** Options of {@link Executor.identify}. */
export interface IdentifyOptions {
  /** Calls this identification stands for against the request rate (a JSON-RPC batch's messages); default 1, 0 counts none. */
  readonly requests?: number;
  /** The surface asking (an OAuth access token must be bound to its resource); default `mcp`. */
  readonly surface?: Surface;
  /** Scopes an OAuth access token must carry (those of the operation the caller is about to call); default none. */
  readonly oauthScopes?: readonly OAuthScope[];
}

/** One call of an operation, as any surface hands it over. */
export interface ExecuteRequest {
  /** The operation or its name. */
  readonly operation: AnyOperation | string;
  /** Input before validation, with canonical parameter names (see `canonicalParameterNames`). */
  readonly rawInput: unknown;
  /** Where the credential may be: headers, the query (refused there), a legacy body. */
  readonly credential: CredentialRequest;
  /** The `Idempotency-Key` header, if sent. Ignored by 0-unit operations. */
  readonly idempotencyKey?: string | undefined;
  readonly surface: Surface;
  /** Tool surfaces (Agent HTTP, MCP): time budget, 502 for engine failures, output schema check. */
  readonly toolContract?: ToolContract | undefined;
  /**
   * An account the caller has already signed in (the dashboard, on its session cookie and CSRF token): the call runs
   * as that account, as one of its API keys would (plan, request rate, quota), and `credential` is not read.
   */
  readonly signedIn?: Authentication | undefined;
}

/** A successful call. */
export interface ExecuteSuccess {
  readonly ok: true;
  readonly status: 200;
  readonly operation: AnyOperation;
  readonly value: unknown;
  /** The picture a tool call asked for (`includeImage`), see `OperationDefinition.toolImage`. */
  readonly image?: ToolImage;
  /** Units charged by this call: the operation's units, or 0 for a 0-unit operation or an idempotent retry. */
  readonly chargedUnits: number;
  /** True when an earlier call with this key and fingerprint already succeeded (`Idempotent-Replayed: true`). */
  readonly replayed: boolean;
  readonly quota: QuotaStatus;
  readonly authentication: Authentication;
  /**
   * True when `value` is held by the executor's result cache (a `pure` operation's result): later calls with the same
   * input may be answered with this same object, so what a surface derives from it (its encoded JSON) is worth
   * keeping beside it. Treat the value as immutable either way.
   */
  readonly shared?: boolean;
}

/** A failed call. `chargedUnits` is 0, or `null` when the store could not say (503). */
export interface ExecuteFailure extends OperationFailure {
  readonly ok: false;
  readonly chargedUnits: 0 | null;
  /** Quota after the call, when the caller was authenticated and the store answered. */
  readonly quota?: QuotaStatus;
  readonly authentication?: Authentication;
}

/** Result of {@link Executor.execute}. */
export type ExecuteResult = ExecuteSuccess | ExecuteFailure;

/** Result of {@link Executor.identify}. */
export type IdentifyResult =
  | { readonly ok: true; readonly authentication: Authentication; readonly quota: QuotaStatus }
  | (OperationFailure & { readonly ok: false; readonly chargedUnits: 0 | null });

function isPeopleStore(store: object): store is PeopleStore {
  return ['savePerson', 'listPeople', 'getPerson', 'updatePerson', 'deletePerson'].every((method) => typeof (store as Record<string, unknown>)[method] === 'function');
}

/** Runs operations for every surface with the same order of checks. */
export interface Executor {
  execute(request: ExecuteRequest): Promise<ExecuteResult>;
  /**
   * Authenticates a caller without running an operation (MCP `tools/list`, the Agent HTTP catalog):
   * the same 401/403/503 answers as `execute`, plus the quota. Charges nothing.
   */
  identify(credential: CredentialRequest, options?: IdentifyOptions): Promise<IdentifyResult>;
  /**
   * Counts `requests` calls of an identified caller against its request rate (JSON-RPC messages that are not tool
   * calls, counted once the batch is read): `undefined` when admitted, else the 429 `rate_limited` failure.
   */
  admit(authentication: Authentication, requests: number): Promise<OperationFailure | undefined>;
  /**
   * Checks again that a credential still opens `operation` (its category and OAuth scopes; a long-lived stream asks every half second): the key's
   * 401/403 failure once it is revoked or its plan changed, `undefined` while it is valid or the store cannot say
   * (a stream is not cut for the database's fault). Reads the store's short-lived key cache; charges and counts nothing.
   */
  recheck(credential: CredentialRequest, operation: Pick<AnyOperation, 'category' | 'oauthScopes'>, surface?: Surface): Promise<OperationFailure | undefined>;
  /** The context operations run with (for streams that recompute outside a request). */
  readonly context: OperationContext;
}

/** 403 `insufficient_tier`: the plan lacks `category`; the message and details name the plans that include it. */
function insufficientTier(plan: PlanId, category: AccessCategory, links: PlanRefusalLinks): OperationFailure {
  return failure('insufficient_tier', insufficientTierMessage(plan, category, links), {
    category,
    plan,
    plansIncluding: plansIncluding(category).map((included) => included.id),
    ...links,
  });
}

/**
 * Creates the surface-independent executor. Order of checks, the same on every surface:
 *
 * 1. credential present and well formed (401: `missing_credential`, `malformed_credential`, `credential_in_query`);
 * 2. key valid and the plan includes the operation's category (403: `invalid_key`, `insufficient_tier`);
 * 3. input valid (400 `validation_error`), then any input-dependent tier (a full-detail chart: 403);
 * 4. `Idempotency-Key` well formed (400), not reused for another request (409), not in flight (409),
 *    quota has room (429) — all inside `runMetered`, before the engine runs;
 * 5. the engine runs; the unit is kept only when it succeeds (refunded when it throws).
 *
 * So a 400 never charges and never touches the quota; 401/403 come before 400 (a caller without access
 * learns nothing about input rules); the fingerprint is taken from the validated, canonical input.
 */
export function createExecutor(dependencies: ExecutorDependencies): Executor {
  const { store, engines } = dependencies;
  // Every plan refusal names the plans page and where "upgrade" leads (the operator's MANDALA_UPGRADE_URL).
  const refusalLinks = store.planRefusalLinks ?? planRefusalLinks(undefined);
  // The account-connected operations (saved people) reach the store's people, when it keeps them.
  const people = isPeopleStore(store) ? store : undefined;
  const context: OperationContext = { engines, now: dependencies.now ?? (() => new Date()) };
  const resultCache = new ResultCache(dependencies.resultCacheEntries ?? 1000);
  const heavyWork = createAccountWorkQueue(dependencies.heavyCallsInFlightPerAccount ?? DEFAULT_HEAVY_CALLS_IN_FLIGHT_PER_ACCOUNT);
  const restBudgetMilliseconds = dependencies.timeBudgetMilliseconds ?? DEFAULT_TOOL_TIME_BUDGET_MILLISECONDS;
  const pooled = (operation: AnyOperation): CalculationRunner | undefined =>
    dependencies.calculationPool === undefined ? undefined : behindResultCache(dependencies.calculationPool, resultCache, operation.pure === true);
  const runOperation = (operation: AnyOperation, input: unknown, callContext: OperationContext): unknown =>
    operation.pure === true ? resultCache.getOrCompute(operation.name, input, () => operation.run(input, callContext)) : operation.run(input, callContext);

  async function failureWithQuota(answer: OperationFailure, authentication: Authentication, chargedUnits: 0 | null): Promise<ExecuteFailure> {
    // The store just failed: asking it for the quota figures would only make the caller wait for a second failure.
    // A refusal for the request rate reads no quota either, so a flood of refusals stays cheap.
    if (answer.code === 'store_unavailable' || answer.code === 'rate_limited') return { ok: false, ...answer, chargedUnits, authentication };
    try {
      const quota = await store.quotaStatus(authentication.account.id);
      return { ok: false, ...answer, chargedUnits, quota, authentication };
    } catch {
      return { ok: false, ...answer, chargedUnits, authentication };
    }
  }

  /** What the observer needs to know of a call beyond its result. */
  interface CallFacts {
    operationName: string;
    units: number;
  }

  const noteStoreError = (error: unknown): void => {
    if (dependencies.observer === undefined) return;
    if (toOperationFailure(error).code === 'store_unavailable') dependencies.observer.storeError(storeErrorKindOf(error));
  };

  async function execute(request: ExecuteRequest): Promise<ExecuteResult> {
    const { observer } = dependencies;
    if (observer === undefined) return executeCall(request, { operationName: 'unknown', units: 0 });
    // A number, not a bigint: this runs on every call.
    const started = performance.now();
    const facts: CallFacts = { operationName: typeof request.operation === 'string' ? 'unknown' : request.operation.name, units: 0 };
    const result = await executeCall(request, facts);
    const errorCode = result.ok ? undefined : result.code;
    const refusal = unitRefusalOf(errorCode);
    observer.call({
      operation: facts.operationName,
      surface: request.surface,
      status: result.status,
      errorCode,
      durationSeconds: (performance.now() - started) / 1000,
      chargedUnits: result.chargedUnits ?? 0,
      refusal,
      refusedUnits: refusal === undefined ? 0 : facts.units,
    });
    return result;
  }

  async function executeCall(request: ExecuteRequest, facts: CallFacts): Promise<ExecuteResult> {
    let operation: AnyOperation;
    try {
      operation = typeof request.operation === 'string' ? getOperation(request.operation) : request.operation;
    } catch (error) {
      return { ok: false, ...toOperationFailure(error), chargedUnits: 0 };
    }
    facts.operationName = operation.name;
    // What a refusal before the input is read (the rate limit) would have cost; the input's own count replaces it below.
    facts.units = operation.units;

    let authentication: Authentication;
    if (request.signedIn !== undefined) authentication = request.signedIn;
    else {
      const credential = extractCredential(request.credential);
      if (!credential.success) return { ok: false, ...toOperationFailure(credential.error), chargedUnits: 0 };
      try {
        authentication = await authenticate(credential, request.surface, { scopes: operation.oauthScopes });
      } catch (error) {
        noteStoreError(error);
        // Nothing is metered before authentication succeeds, so even a store failure here certainly charged 0.
        return { ok: false, ...toOperationFailure(error), chargedUnits: 0 };
      }
    }
    if (dependencies.rateLimiter !== undefined) {
      try {
        await dependencies.rateLimiter.admit(authentication.account);
      } catch (error) {
        noteStoreError(error);
        // Refused before any work: no quota read either, so a flood of refusals stays cheap.
        return { ok: false, ...toOperationFailure(error), chargedUnits: 0, authentication };
      }
    }
    // The plan check comes after authentication, so the 403 carries the account's quota like every other answer.
    if (!planAllows(authentication.account.plan, operation.category)) {
      return failureWithQuota(insufficientTier(authentication.account.plan, operation.category, refusalLinks), authentication, 0);
    }

    const parsed = operation.input.safeParse(request.rawInput);
    if (!parsed.success) return failureWithQuota(validationFailure(parsed.error, request.rawInput), authentication, 0);
    const input: unknown = parsed.data;

    const inputCategory = operation.categoryFor?.(input);
    if (inputCategory !== undefined && !planAllows(authentication.account.plan, inputCategory)) {
      return failureWithQuota(insufficientTier(authentication.account.plan, inputCategory, refusalLinks), authentication, 0);
    }

    if (request.idempotencyKey !== undefined && operation.refusesIdempotencyKey === true) {
      return failureWithQuota(
        failure('validation_error', 'This operation does not accept an Idempotency-Key; send the request without one.', {
          issues: [{ path: 'Idempotency-Key', message: 'Not accepted by this operation.' }],
        }),
        authentication,
        0,
      );
    }
    const units = operation.unitsFor?.(input) ?? operation.units;
    facts.units = units;
    const idempotency =
      request.idempotencyKey !== undefined && operation.units > 0
        ? { key: request.idempotencyKey, fingerprint: fingerprintOf(operation, input) }
        : undefined;
    // A heavy calculation waits for its account's turn (a flood queues behind itself) before it reserves any quota,
    // so waiting calls cost the store nothing; the wait counts against the same time budget.
    const budget = request.toolContract?.timeBudgetMilliseconds ?? (request.toolContract === undefined ? restBudgetMilliseconds : DEFAULT_TOOL_TIME_BUDGET_MILLISECONDS);
    const queuedAt = Date.now();
    const metered = () =>
      store.runMetered({ accountId: authentication.account.id, units, idempotency, surface: request.surface }, async (attempt) => {
        // A retry with the same Idempotency-Key computes with the first attempt's "now", so a default of
        // "now" (current positions, a window starting today) answers what the first attempt answered.
        // Only an operation declared for the people scope is handed the saved people.
        const account = people !== undefined && operation.oauthScopes.includes('people') ? { id: authentication.account.id, people } : undefined;
        // Most calls compute with the executor's own context; a retry or a people call gets one of its own.
        const callContext: OperationContext =
          idempotency === undefined && account === undefined
            ? context
            : { ...context, ...(idempotency === undefined ? {} : { now: () => attempt.startedAt }), ...(account === undefined ? {} : { account }) };
        const remainingBudget = Math.max(1, budget - (Date.now() - queuedAt));
        const calculationStartedAt = Date.now();
        if (request.toolContract === undefined) {
          const pool = operation.offload === true ? pooled(operation) : undefined;
          const value = pool === undefined ? await runOperation(operation, input, callContext) : await runOffloaded(operation, input, callContext, pool, remainingBudget);
          return { value, image: undefined };
        }
        const value = await runUnderToolContract(
          { ...operation, run: (validated: unknown) => runOperation(operation, validated, callContext) },
          input,
          callContext,
          { ...request.toolContract, calculationPool: pooled(operation), timeBudgetMilliseconds: remainingBudget },
        );
        // The picture of an offloaded tool is drawn on the pool too (a PNG takes tens of milliseconds); pictures are
        // asked for with `includeImage: true`, and without it no pool call is made.
        const asksForImage = (input as { includeImage?: unknown }).includeImage === true;
        const imagePool = operation.offload === true && asksForImage ? dependencies.calculationPool : undefined;
        const image =
          operation.toolImage === undefined
            ? undefined
            : imagePool === undefined
              ? await operation.toolImage(input, value, callContext)
              : ((await runOffloaded(operation, input, callContext, imagePool, Math.max(1, remainingBudget - (Date.now() - calculationStartedAt)), 'image')) as ToolImage | undefined);
        return { value, image };
      });
    try {
      const outcome = operation.offload === true ? await heavyWork.run(authentication.account, budget, operation.name, metered) : await metered();
      const success: { -readonly [Field in keyof ExecuteSuccess]: ExecuteSuccess[Field] } = {
        ok: true,
        status: 200,
        operation,
        value: outcome.value.value,
        chargedUnits: outcome.chargedUnits,
        replayed: outcome.replayed,
        quota: outcome.quota,
        authentication,
      };
      // Set only when present (no spread of an empty object on every call).
      if (outcome.value.image !== undefined) success.image = outcome.value.image;
      if (operation.pure === true && resultCache.holds(outcome.value.value)) success.shared = true;
      return success;
    } catch (error) {
      noteStoreError(error);
      const answer = toOperationFailure(error, request.rawInput);
      return failureWithQuota(answer, authentication, answer.code === 'store_unavailable' ? null : 0);
    }
  }

  /** An API key through `authenticate`; an OAuth access token through `authenticateAccessToken`, bound to the surface's resources. */
  function authenticate(
    credential: CredentialExtraction & { readonly success: true },
    surface: Surface,
    check: { readonly category?: AccessCategory; readonly scopes?: readonly OAuthScope[] },
  ): Promise<Authentication> {
    if (credential.kind === 'api_key') return store.authenticate(credential.key, check.category === undefined ? undefined : { category: check.category });
    if (store.authenticateAccessToken === undefined) {
      return Promise.reject(new AccessError('invalid_access_token', 'This service does not accept OAuth access tokens; send an API key instead.'));
    }
    const audiences = typeof dependencies.accessTokenAudiences === 'function' ? dependencies.accessTokenAudiences() : dependencies.accessTokenAudiences;
    return store.authenticateAccessToken(credential.key, { audiences: audiences?.[surface] ?? [], ...check });
  }

  async function identify(credentialRequest: CredentialRequest, options: IdentifyOptions = {}): Promise<IdentifyResult> {
    const credential = extractCredential(credentialRequest);
    if (!credential.success) return { ok: false, ...toOperationFailure(credential.error), chargedUnits: 0 };
    try {
      const authentication = await authenticate(credential, options.surface ?? 'mcp', options.oauthScopes === undefined ? {} : { scopes: options.oauthScopes });
      const requests = options.requests ?? 1;
      if (requests > 0) await dependencies.rateLimiter?.admit(authentication.account, requests);
      return { ok: true, authentication, quota: await store.quotaStatus(authentication.account.id) };
    } catch (error) {
      noteStoreError(error);
      return { ok: false, ...toOperationFailure(error), chargedUnits: 0 };
    }
  }

  async function admit(authentication: Authentication, requests: number): Promise<OperationFailure | undefined> {
    if (requests <= 0 || dependencies.rateLimiter === undefined) return undefined;
    try {
      await dependencies.rateLimiter.admit(authentication.account, requests);
      return undefined;
    } catch (error) {
      return toOperationFailure(error);
    }
  }

  async function recheck(
    credentialRequest: CredentialRequest,
    operation: Pick<AnyOperation, 'category' | 'oauthScopes'>,
    surface: Surface = 'rest',
  ): Promise<OperationFailure | undefined> {
    const credential = extractCredential(credentialRequest);
    if (!credential.success) return toOperationFailure(credential.error);
    try {
      await authenticate(credential, surface, { category: operation.category, scopes: operation.oauthScopes });
      return undefined;
    } catch (error) {
      const answer = toOperationFailure(error);
      return answer.status === 401 || answer.status === 403 ? answer : undefined;
    }
  }

  return { execute, identify, admit, recheck, context };
}
