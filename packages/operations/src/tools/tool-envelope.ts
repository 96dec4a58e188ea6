import type { QuotaStatus } from '@mandala/access';
import { z } from 'zod';
import type { AnyOperation } from '../define-operation';
import type { OperationFailure } from '../operation-failure';
import type { ToolImage } from './tool-image';

/** The envelope version of every Agent HTTP and MCP tool answer. */
export const ENVELOPE_VERSION = 'v1';

/**
 * What happened to the `Idempotency-Key`: `none` (no key sent), `not_applicable` (a 0-unit tool ignores keys),
 * `recorded` (first use: the request is bound to the key and charged), `replayed` (a retry of a finished
 * request: recalculated, charged 0).
 */
export type IdempotencyStatus = 'none' | 'not_applicable' | 'recorded' | 'replayed';

/** Quota figures as they appear in envelopes: `limit`/`remaining` are `null` for an unlimited plan. */
export interface EnvelopeQuota {
  readonly limit: number | null;
  readonly used: number;
  readonly remaining: number | null;
  /** First instant of the next UTC month, ISO 8601. */
  readonly resetAt: string;
}

/** `meta` of a successful envelope. */
export interface SuccessMeta {
  readonly chargedUnits: number;
  readonly quota: EnvelopeQuota;
  readonly requestId: string;
  readonly idempotency: { readonly status: IdempotencyStatus };
  readonly durationMs: number;
}

/** A successful tool answer: `{ version: 'v1', tool, data, meta }`. */
export interface ToolSuccessEnvelope {
  readonly version: typeof ENVELOPE_VERSION;
  readonly tool: string;
  readonly data: unknown;
  /** The picture the call asked for (`includeImage: true`); absent otherwise. */
  readonly image?: ToolImage;
  readonly meta: SuccessMeta;
}

/** A failed tool answer. `chargedUnits` is 0, or `null` only when the store cannot say whether a unit was consumed. */
export interface ToolErrorEnvelope {
  readonly version: typeof ENVELOPE_VERSION;
  readonly tool: string;
  readonly error: { readonly code: string; readonly message: string; readonly details?: Record<string, unknown> };
  readonly chargedUnits: 0 | null;
  readonly meta: { readonly requestId: string; readonly durationMs: number; readonly quota?: EnvelopeQuota };
}

/** Either envelope. */
export type ToolEnvelope = ToolSuccessEnvelope | ToolErrorEnvelope;

/**
 * THE failure envelope of both tool surfaces: Agent HTTP answers it as the body, MCP carries it in the
 * tool result's `content`. `details` is kept only when the failure has some.
 */
export function toolFailureEnvelope(
  tool: string,
  answer: Pick<OperationFailure, 'code' | 'message' | 'details'>,
  chargedUnits: 0 | null,
  meta: ToolErrorEnvelope['meta'],
): ToolErrorEnvelope {
  const error = answer.details === undefined
    ? { code: answer.code, message: answer.message }
    : { code: answer.code, message: answer.message, details: answer.details };
  return { version: ENVELOPE_VERSION, tool, error, chargedUnits, meta };
}

/** Quota figures for an envelope. */
export function envelopeQuota(quota: QuotaStatus): EnvelopeQuota {
  return { limit: quota.limit, used: quota.used, remaining: quota.remaining, resetAt: quota.resetAt.toISOString() };
}

const quotaSchema = z.object({
  limit: z.number().int().nullable(),
  used: z.number().int(),
  remaining: z.number().int().nullable(),
  resetAt: z.string(),
});

const toolImageSchema = z
  .object({
    mediaType: z.literal('image/png'),
    base64: z.string().describe('The PNG, base64-encoded.'),
    altText: z.string().describe('What the picture shows, in words.'),
  })
  .describe('The bodygraph as a PNG, present when the call set includeImage: true (MCP sends it as an image content item instead).');

/**
 * The zod schema of the success envelope of `operation`, with the operation's own output schema as
 * `data`. MCP publishes it as the tool's `outputSchema`; the catalog lists it.
 */
export function successEnvelopeSchema(operation: AnyOperation): z.ZodType {
  return z.object({
    version: z.literal(ENVELOPE_VERSION),
    tool: z.literal(operation.tool?.name ?? operation.name),
    data: operation.output as z.ZodType,
    ...(operation.toolImage === undefined ? {} : { image: toolImageSchema.optional() }),
    meta: z.object({
      chargedUnits: z.number().int().min(0),
      quota: quotaSchema,
      requestId: z.string(),
      idempotency: z.object({ status: z.enum(['none', 'not_applicable', 'recorded', 'replayed']) }),
      durationMs: z.number().min(0),
    }),
  });
}

/**
 * The zod schema of the failure envelope `{ version, tool, error: { code, message, details? }, chargedUnits, meta }`
 * of every tool (the same shape for all of them). The OpenAPI document publishes it as `AgentToolError`.
 */
export const errorEnvelopeSchema: z.ZodType = z.object({
  version: z.literal(ENVELOPE_VERSION),
  tool: z.string().describe('The snake_case tool name, e.g. generate_chart (also for the get_chart alias).'),
  error: z.object({
    code: z.string().describe('Stable error code, e.g. validation_error.'),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
  chargedUnits: z.union([z.literal(0), z.null()]).describe('0, or null when the store cannot say whether a unit was consumed (503).'),
  meta: z.object({ requestId: z.string(), durationMs: z.number().min(0), quota: quotaSchema.optional() }),
});
