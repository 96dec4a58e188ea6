// Chart calculations (1 unit each) through every surface of a running service, and what each answered.
import { toolErrorEnvelopeOf } from '@mandala/mcp-server';
import { bearer } from '@mandala/operations/testing';
import type { ServiceProcess } from './cluster-harness';

/** The four ways in: REST, Agent HTTP, the dedicated MCP port, and `POST /mcp` on the REST origin. */
export const chartSurfaces = ['rest', 'agent-http', 'mcp', 'rest-mcp'] as const;
export type ChartSurface = (typeof chartSurfaces)[number];

/** `charged`: a chart came back and cost 1 unit; else the error code, HTTP status or network failure. */
export interface ChartCallOutcome {
  readonly surface: ChartSurface;
  readonly outcome: string;
}

/** A distinct local birth minute for call `index` (so no call is answered from the result cache). */
function birthOf(index: number, offsetMinutes: number): string {
  return new Date(Date.UTC(1960, 0, 1) + (offsetMinutes + index) * 60_000).toISOString().slice(0, 16);
}

async function callRest(service: ServiceProcess, key: string, birth: string): Promise<string> {
  const response = await fetch(`${service.restUrl}/v3/hd-data?date=${birth}&timezone=Europe/Berlin`, { headers: bearer(key) });
  const body = (await response.json()) as { Type?: unknown; error?: string };
  if (response.status === 200 && body.Type !== undefined) return 'charged';
  return body.error ?? `status ${response.status}`;
}

async function callAgentHttp(service: ServiceProcess, key: string, birth: string): Promise<string> {
  const response = await fetch(`${service.restUrl}/agent/v1/tools/generate-chart`, {
    method: 'POST',
    headers: { ...bearer(key), 'content-type': 'application/json' },
    body: JSON.stringify({ birthDateTime: birth, timezone: 'Europe/Berlin', detailLevel: 'core' }),
  });
  const body = (await response.json()) as { meta?: { chargedUnits?: number }; error?: { code?: string } };
  if (response.status === 200 && body.meta?.chargedUnits === 1) return 'charged';
  return body.error?.code ?? `status ${response.status}`;
}

async function callMcp(url: string, key: string, birth: string, id: number): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...bearer(key), 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: 'generate_chart', arguments: { birthDateTime: birth, timezone: 'Europe/Berlin', detailLevel: 'core' } },
    }),
  });
  if (response.status !== 200) return `status ${response.status}`;
  const { result } = (await response.json()) as { result?: { isError?: boolean; _meta?: { 'mandala/meta'?: { chargedUnits?: number } } } };
  if (result === undefined) return 'no result';
  if (result.isError !== true && result._meta?.['mandala/meta']?.chargedUnits === 1) return 'charged';
  return toolErrorEnvelopeOf(result)?.error.code ?? 'unreadable tool error';
}

/**
 * Sends `count` chart calculations at once with one key, spread evenly over the four surfaces, each for a different
 * birth (minutes from `offsetMinutes` after 1960), and resolves with every outcome.
 */
export function sendChartCalls(service: ServiceProcess, key: string, count: number, offsetMinutes = 0): Promise<ChartCallOutcome[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index): Promise<ChartCallOutcome> => {
      const surface = chartSurfaces[index % chartSurfaces.length] ?? 'rest';
      const birth = birthOf(index, offsetMinutes);
      try {
        const outcome =
          surface === 'rest'
            ? await callRest(service, key, birth)
            : surface === 'agent-http'
              ? await callAgentHttp(service, key, birth)
              : await callMcp(surface === 'mcp' ? service.mcpUrl : `${service.restUrl}/mcp`, key, birth, index);
        return { surface, outcome };
      } catch (error) {
        return { surface, outcome: `network: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}` };
      }
    }),
  );
}

/** How many outcomes of each kind. */
export function tally(outcomes: readonly ChartCallOutcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { outcome } of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
}
