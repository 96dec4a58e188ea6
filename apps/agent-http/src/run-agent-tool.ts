import { performance } from 'node:perf_hooks';
import type { Authentication, CredentialRequest, QuotaStatus } from '@mandala/access';
import { DEFAULT_TOOL_TIME_BUDGET_MILLISECONDS } from '@mandala/operations';
import type { AnyOperation, ExecuteResult, Executor } from '@mandala/operations';
import { findAgentTool } from './find-agent-tool';
import { ENVELOPE_VERSION, envelopeQuota } from './tool-envelope';
import type { IdempotencyStatus, ToolEnvelope, ToolErrorEnvelope } from './tool-envelope';

/** One tool call, as Agent HTTP (path, body, headers) or MCP (`tools/call` arguments, headers) hands it over. */
export interface AgentToolCall {
  /** Tool name, kebab-case path segment or alias (`generate_chart`, `generate-chart`, `get_chart`). */
  readonly toolName: string;
  /** The arguments object before validation. */
  readonly arguments: unknown;
  /** Headers (and query, which is refused when it carries a key). */
  readonly credential: CredentialRequest;
  /** `Idempotency-Key` (Agent HTTP header) or `idempotencyKey` (MCP argument). */
  readonly idempotencyKey?: string | undefined;
  readonly requestId: string;
  readonly surface: 'agent-http' | 'mcp';
}

/** Options shared by both tool surfaces. */
export interface AgentToolOptions {
  /** Per-call engine time budget in milliseconds (504 past it); default 10,000. */
  readonly timeBudgetMilliseconds?: number;
}

/** The answer of {@link runAgentTool}: an HTTP status and the envelope, plus facts for headers and logs. */
export interface AgentToolOutcome {
  readonly status: number;
  readonly envelope: ToolEnvelope;
  /** The tool, when the name was known. */
  readonly operation?: AnyOperation;
  /** Quota after the call, when the caller was authenticated and the store answered. */
  readonly quota?: QuotaStatus;
  readonly authentication?: Authentication;
  readonly replayed: boolean;
}

function idempotencyStatus(operation: AnyOperation, idempotencyKey: string | undefined, replayed: boolean): IdempotencyStatus {
  if (operation.units === 0) return 'not_applicable';
  if (idempotencyKey === undefined) return 'none';
  return replayed ? 'replayed' : 'recorded';
}

function failureEnvelope(
  tool: string,
  failure: { code: string; message: string; details?: Record<string, unknown> | undefined },
  chargedUnits: 0 | null,
  meta: ToolErrorEnvelope['meta'],
): ToolErrorEnvelope {
  const error = failure.details === undefined
    ? { code: failure.code, message: failure.message }
    : { code: failure.code, message: failure.message, details: failure.details };
  return { version: ENVELOPE_VERSION, tool, error, chargedUnits, meta };
}

/**
 * Runs one agent tool through the shared executor under the tool contract (time budget, 502 for engine
 * failures, output schema check) and wraps the result in the tool envelope. Both Agent HTTP and MCP call
 * this, so the two surfaces give the same codes, charges and idempotency behaviour; an alias answers with
 * the canonical tool name (`get_chart` → `generate_chart`) and shares its fingerprint.
 */
export async function runAgentTool(executor: Executor, call: AgentToolCall, options: AgentToolOptions = {}): Promise<AgentToolOutcome> {
  const started = performance.now();
  const elapsed = (): number => Math.round((performance.now() - started) * 100) / 100;
  const operation = findAgentTool(call.toolName);
  if (operation === undefined) {
    return {
      status: 404,
      replayed: false,
      envelope: failureEnvelope(
        call.toolName,
        { code: 'unknown_operation', message: `No tool is named "${call.toolName}".`, details: { tool: call.toolName } },
        0,
        { requestId: call.requestId, durationMs: elapsed() },
      ),
    };
  }
  const toolName = operation.tool?.name ?? operation.name;
  const result: ExecuteResult = await executor.execute({
    operation,
    rawInput: call.arguments,
    credential: call.credential,
    idempotencyKey: call.idempotencyKey,
    surface: call.surface,
    toolContract: { timeBudgetMilliseconds: options.timeBudgetMilliseconds ?? DEFAULT_TOOL_TIME_BUDGET_MILLISECONDS },
  });
  if (!result.ok) {
    const meta = result.quota === undefined
      ? { requestId: call.requestId, durationMs: elapsed() }
      : { requestId: call.requestId, durationMs: elapsed(), quota: envelopeQuota(result.quota) };
    return {
      status: result.status,
      operation,
      replayed: false,
      ...(result.quota === undefined ? {} : { quota: result.quota }),
      ...(result.authentication === undefined ? {} : { authentication: result.authentication }),
      envelope: failureEnvelope(toolName, result, result.chargedUnits, meta),
    };
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
      meta: {
        chargedUnits: result.chargedUnits,
        quota: envelopeQuota(result.quota),
        requestId: call.requestId,
        idempotency: { status: idempotencyStatus(operation, call.idempotencyKey, result.replayed) },
        durationMs: elapsed(),
      },
    },
  };
}
