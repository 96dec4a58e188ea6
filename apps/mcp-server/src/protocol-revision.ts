import type { IncomingHttpHeaders } from 'node:http';
import { DEFAULT_NEGOTIATED_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';

/**
 * The protocol revision served by the SDK v2 lane (`serve-modern-request.ts`): no `initialize`, each request carries
 * its revision and the client's capabilities in `params._meta`, and `server/discover` tells a client what is served.
 */
export const MODERN_PROTOCOL_REVISION = '2026-07-28';

/** The first protocol revision without JSON-RPC batches (they were removed from MCP in it). */
export const FIRST_REVISION_WITHOUT_BATCHES = '2025-06-18';

/**
 * The protocol revision a request runs under. A stateless server negotiates per request: after `initialize`,
 * clients send the negotiated revision in `MCP-Protocol-Version` on every request; without that header the
 * specification says to assume 2025-03-26.
 */
export function protocolRevisionOf(headers: IncomingHttpHeaders): string {
  const header = headers['mcp-protocol-version'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value === undefined || value === '' ? DEFAULT_NEGOTIATED_PROTOCOL_VERSION : value;
}

/**
 * True when `revision` allows a JSON-RPC batch (an array of messages in one POST): 2025-03-26 and earlier.
 * An unsupported revision is not judged here: the transport refuses it (400) before running anything.
 */
export function revisionAllowsBatches(revision: string): boolean {
  if (revision === MODERN_PROTOCOL_REVISION) return false;
  return !SUPPORTED_PROTOCOL_VERSIONS.includes(revision) || revision < FIRST_REVISION_WITHOUT_BATCHES;
}
