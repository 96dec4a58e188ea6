// One chart calculation through each surface, with its answer reduced to what the fault tests check.
import { toolErrorEnvelopeOf } from '@mandala/mcp-server';
import { bearer } from '@mandala/operations/testing';

/** The surfaces a caller can reach. */
export type SurfaceName = 'rest' | 'agent-http' | 'mcp';

/** One answer, as the fault tests look at it. */
export interface SurfaceAnswer {
  readonly surface: SurfaceName;
  /** The HTTP status (MCP answers a tool's failure inside a 200). */
  readonly status: number;
  /** The error code, when the call failed (HTTP or tool failure). */
  readonly code: string | undefined;
  /** Units the answer says were charged: 1 or 0, `null` when the store could not say. */
  readonly chargedUnits: number | null;
  readonly retryAfter: string | null;
  readonly body: string;
  readonly durationMilliseconds: number;
}

/** Where the surfaces answer, and the caller's key. */
export interface SurfaceTarget {
  readonly restUrl: string;
  readonly mcpUrl: string;
  readonly key: string;
}

const birth = { date: '1990-05-15T14:30', timezone: 'Europe/Berlin' };

function parse(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** `GET /hd-data`: 1 unit on a 200 (0 when replayed), the `error` field otherwise. */
async function restCall(target: SurfaceTarget, idempotencyKey: string | undefined): Promise<Omit<SurfaceAnswer, 'durationMilliseconds'>> {
  const response = await fetch(`${target.restUrl}/hd-data?date=${birth.date}&timezone=${birth.timezone}`, {
    headers: { ...bearer(target.key), ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }) },
  });
  const body = await response.text();
  const code = response.status === 200 ? undefined : String(parse(body)['error']);
  const chargedUnits = response.status === 200 ? (response.headers.get('idempotent-replayed') === 'true' ? 0 : 1) : response.status === 503 ? null : 0;
  return { surface: 'rest', status: response.status, code, chargedUnits, retryAfter: response.headers.get('retry-after'), body };
}

/** `POST /agent/v1/tools/generate-chart`: the envelope says what was charged. */
async function agentCall(target: SurfaceTarget, idempotencyKey: string | undefined): Promise<Omit<SurfaceAnswer, 'durationMilliseconds'>> {
  const response = await fetch(`${target.restUrl}/agent/v1/tools/generate-chart`, {
    method: 'POST',
    headers: { ...bearer(target.key), 'content-type': 'application/json', ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }) },
    body: JSON.stringify({ birthDateTime: birth.date, timezone: birth.timezone }),
  });
  const body = await response.text();
  const envelope = parse(body) as { error?: { code?: string }; chargedUnits?: number | null; meta?: { chargedUnits?: number } };
  return {
    surface: 'agent-http',
    status: response.status,
    code: envelope.error?.code,
    chargedUnits: envelope.error === undefined ? (envelope.meta?.chargedUnits ?? 0) : (envelope.chargedUnits ?? 0),
    retryAfter: response.headers.get('retry-after'),
    body,
  };
}

/** MCP `tools/call` of `generate_chart` over raw JSON-RPC. */
async function mcpCall(target: SurfaceTarget, idempotencyKey: string | undefined): Promise<Omit<SurfaceAnswer, 'durationMilliseconds'>> {
  const response = await fetch(target.mcpUrl, {
    method: 'POST',
    headers: { ...bearer(target.key), 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: {
        name: 'generate_chart',
        arguments: { birthDateTime: birth.date, timezone: birth.timezone, ...(idempotencyKey === undefined ? {} : { idempotencyKey }) },
      },
    }),
  });
  const body = await response.text();
  const message = parse(body) as { result?: { _meta?: { 'mandala/meta'?: { chargedUnits?: number } } }; error?: { data?: { code?: string } } };
  const base = { surface: 'mcp' as const, status: response.status, retryAfter: response.headers.get('retry-after'), body };
  if (message.error !== undefined) return { ...base, code: message.error.data?.code ?? 'json_rpc_error', chargedUnits: response.status === 503 ? null : 0 };
  const failed = message.result === undefined ? undefined : toolErrorEnvelopeOf(message.result);
  if (failed !== undefined) return { ...base, code: failed.error.code, chargedUnits: failed.chargedUnits };
  return { ...base, code: undefined, chargedUnits: message.result?._meta?.['mandala/meta']?.chargedUnits ?? 0 };
}

/** One chart calculation through `surface`, with an `Idempotency-Key` when given. Network errors are thrown. */
export async function callSurface(surface: SurfaceName, target: SurfaceTarget, idempotencyKey?: string): Promise<SurfaceAnswer> {
  const started = performance.now();
  const call = surface === 'rest' ? restCall : surface === 'agent-http' ? agentCall : mcpCall;
  const answer = await call(target, idempotencyKey);
  return { ...answer, durationMilliseconds: performance.now() - started };
}

/** Units charged by answers that say so; `null` answers (the store could not say) are counted apart. */
export function chargedBy(answers: readonly SurfaceAnswer[]): { charged: number; unknown: number } {
  let charged = 0;
  let unknown = 0;
  for (const answer of answers) {
    if (answer.chargedUnits === null) unknown += 1;
    else charged += answer.chargedUnits;
  }
  return { charged, unknown };
}
