import { redactUrl } from '@mandala/access/policy';
import type { Authentication, CredentialRequest, QuotaStatus } from '@mandala/access';
import type { AnyOperation } from '../define-operation';
import type { ExecuteResult, Executor } from '../execute-operation';
import { failure } from '../operation-failure';
import type { OperationFailure } from '../operation-failure';
import { DEFAULT_TOOL_TIME_BUDGET_MILLISECONDS } from '../tool-contract';
import { findTool } from './find-tool';
import { toolArguments, toolIssuePath } from './tool-birth-arguments';
import { ENVELOPE_VERSION, envelopeQuota, toolFailureEnvelope } from './tool-envelope';
import type { IdempotencyStatus, ToolEnvelope } from './tool-envelope';

/** One tool call, as Agent HTTP (path, body, headers) or MCP (`tools/call` arguments, headers) hands it over. */
export interface ToolCall {
  /** Tool name, kebab-case path segment or alias (`generate_chart`, `generate-chart`, `get_chart`). */
  readonly toolName: string;
  /** The arguments object before validation. */
  readonly arguments: unknown;
  /**
   * Set when the arguments could not be read (a body that is not JSON, too large, of another media type): the
   * call answers with this code's status (400, 413, 415), but only to a caller who may call tools at all.
   */
  readonly unreadableArguments?: { readonly code: 'unsupported_media_type' | 'payload_too_large' | 'validation_error'; readonly message: string };
  /** Headers (and query, which is refused when it carries a key). */
  readonly credential: CredentialRequest;
  /**
   * `Idempotency-Key` (Agent HTTP header) or `idempotencyKey` (MCP argument), before validation: anything but
   * a string answers 400 `validation_error`.
   */
  readonly idempotencyKey?: unknown;
  readonly requestId: string;
  readonly surface: 'agent-http' | 'mcp';
}

/** Options shared by both tool surfaces. */
export interface ToolOptions {
  /** Per-call engine time budget in milliseconds (504 past it); default 10,000. */
  readonly timeBudgetMilliseconds?: number;
}

/** The answer of {@link runTool}: an HTTP status and the envelope, plus facts for headers and logs. */
export interface ToolOutcome {
  readonly status: number;
  readonly envelope: ToolEnvelope;
  /** The tool, when the name was known. */
  readonly operation?: AnyOperation;
  /** Quota after the call, when the caller was authenticated and the store answered. */
  readonly quota?: QuotaStatus;
  readonly authentication?: Authentication;
  readonly replayed: boolean;
}

/** The MCP argument (and Agent HTTP header) name of an idempotency key, as reported in validation issues. */
const IDEMPOTENCY_KEY_FIELD = 'idempotencyKey';

function idempotencyStatus(operation: AnyOperation, idempotencyKey: string | undefined, replayed: boolean): IdempotencyStatus {
  if (operation.units === 0) return 'not_applicable';
  if (idempotencyKey === undefined) return 'none';
  return replayed ? 'replayed' : 'recorded';
}

/** A failure whose validation issues name the operation's fields (`date`) as the tool names them (`birthDateTime`). */
function withToolIssuePaths<Failure extends OperationFailure>(operation: AnyOperation, answer: Failure): Failure {
  const issues = answer.details?.['issues'];
  if (!Array.isArray(issues) || operation.tool?.birthDateTimeAt === undefined) return answer;
  const renamed = (issues as { path?: unknown; message?: unknown }[]).map((issue) =>
    typeof issue.path === 'string' ? { ...issue, path: toolIssuePath(operation, issue.path) } : issue,
  );
  const message = answer.message.replace(/(^|; |\.)date: /g, '$1birthDateTime: ');
  return { ...answer, message, details: { ...answer.details, issues: renamed } };
}

/**
 * Runs one agent tool through the shared executor under the tool contract (time budget, 502 for engine
 * failures, output schema check) and wraps the result in the tool envelope. Both Agent HTTP and MCP call
 * this, so the two surfaces give the same codes, charges, idempotency behaviour and error envelopes; an alias
 * answers with the canonical tool name (`get_chart` → `generate_chart`) and shares its fingerprint.
 */
export async function runTool(executor: Executor, call: ToolCall, options: ToolOptions = {}): Promise<ToolOutcome> {
  const started = performance.now();
  const elapsed = (): number => Math.round((performance.now() - started) * 100) / 100;
  const operation = findTool(call.toolName);
  // An unknown name is echoed in the envelope, but never a key sent as one.
  const toolName = operation?.tool?.name ?? redactUrl(call.toolName);

  const refuse = (answer: OperationFailure, chargedUnits: 0 | null, known?: { quota: QuotaStatus; authentication: Authentication }): ToolOutcome => ({
    status: answer.status,
    replayed: false,
    ...(operation === undefined ? {} : { operation }),
    ...(known === undefined ? {} : { quota: known.quota, authentication: known.authentication }),
    envelope: toolFailureEnvelope(toolName, answer, chargedUnits, {
      requestId: call.requestId,
      durationMs: elapsed(),
      ...(known === undefined ? {} : { quota: envelopeQuota(known.quota) }),
    }),
  });

  if (operation === undefined) {
    return refuse(failure('unknown_operation', `No tool is named "${call.toolName}".`, { tool: call.toolName }), 0);
  }
  const args = toolArguments(operation, call.arguments);
  const argumentProblem =
    call.unreadableArguments ??
    (call.idempotencyKey !== undefined && typeof call.idempotencyKey !== 'string'
      ? { code: 'validation_error' as const, message: `${IDEMPOTENCY_KEY_FIELD} must be a string.`, path: IDEMPOTENCY_KEY_FIELD }
      : undefined) ??
    (args.ok ? undefined : { code: 'validation_error' as const, message: args.message, path: args.path });
  if (argumentProblem !== undefined) {
    // An argument error, but only for a caller who may call tools at all (401/403 come first).
    const identity = await executor.identify(call.credential, { surface: call.surface, oauthScopes: operation.oauthScopes });
    if (!identity.ok) return refuse(identity, identity.chargedUnits);
    const path = 'path' in argumentProblem ? argumentProblem.path : '';
    return refuse(failure(argumentProblem.code, argumentProblem.message, { issues: [{ path, message: argumentProblem.message }] }), 0, identity);
  }

  const idempotencyKey = call.idempotencyKey as string | undefined;
  const result: ExecuteResult = await executor.execute({
    operation,
    rawInput: args.ok ? args.value : call.arguments,
    credential: call.credential,
    idempotencyKey,
    surface: call.surface,
    toolContract: { timeBudgetMilliseconds: options.timeBudgetMilliseconds ?? DEFAULT_TOOL_TIME_BUDGET_MILLISECONDS },
  });
  if (!result.ok) {
    const { quota, authentication } = result;
    return refuse(withToolIssuePaths(operation, result), result.chargedUnits, quota === undefined || authentication === undefined ? undefined : { quota, authentication });
  }
  return {
    status: 200,
    operation,
    quota: result.quota,
    authentication: result.authentication,
    replayed: result.replayed,
    envelope: {
      version: ENVELOPE_VERSION,
      tool: toolName,
      data: result.value,
      ...(result.image === undefined ? {} : { image: result.image }),
      meta: {
        chargedUnits: result.chargedUnits,
        quota: envelopeQuota(result.quota),
        requestId: call.requestId,
        idempotency: { status: idempotencyStatus(operation, idempotencyKey, result.replayed) },
        durationMs: elapsed(),
      },
    },
  };
}
