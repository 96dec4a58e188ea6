import type { IncomingHttpHeaders } from 'node:http';
import { failure } from '@mandala/operations';
import type { OperationFailure } from '@mandala/operations';

/**
 * Which browser origins and `Host` names the MCP endpoint answers (the MCP Streamable HTTP transport's
 * DNS-rebinding rule): a request without `Origin` (a program, not a page) passes; a page's `Origin` passes when it
 * is a loopback origin (`http://localhost:…`, `127.0.0.1`, `[::1]`) or in `allowedOrigins`; any other → 403.
 * While the server listens on loopback only, `Host` must name loopback too.
 */
export interface McpOriginPolicy {
  /** Origins allowed besides loopback ones, exactly as a browser sends them (`https://app.example.com`); `MCP_ALLOWED_ORIGINS`. */
  readonly allowedOrigins?: readonly string[];
  /** True when the server is bound to a loopback address: then the `Host` header must be a loopback name. */
  readonly loopbackOnly?: boolean;
}

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function isLoopbackHostname(hostname: string): boolean {
  return LOOPBACK_HOSTNAMES.has(hostname) || /^127\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}$/.test(hostname);
}

/** The hostname of a `Host` header (`localhost:3001` → `localhost`, `[::1]:3001` → `[::1]`), lower-cased. */
function hostnameOf(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  return lower.split(':')[0] ?? '';
}

/** True when `bindHost` (the listen address) is loopback only. */
export function isLoopbackBind(bindHost: string | undefined): boolean {
  return bindHost !== undefined && isLoopbackHostname(bindHost.toLowerCase());
}

/** The policy's allowlist from `MCP_ALLOWED_ORIGINS` (comma-separated origins; empty or unset: loopback origins only). */
export function allowedOriginsFrom(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((origin) => origin.trim().toLowerCase().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
}

/** The 403 `origin_not_allowed` refusal of a request `policy` does not admit, or `undefined` when it passes. */
export function originRefusal(headers: IncomingHttpHeaders, policy: McpOriginPolicy): OperationFailure | undefined {
  if (policy.loopbackOnly === true) {
    const host = headers.host ?? '';
    if (!isLoopbackHostname(hostnameOf(host))) {
      return failure('origin_not_allowed', `This MCP server listens on loopback only and does not answer for Host "${host.slice(0, 100)}"; connect to localhost or 127.0.0.1.`);
    }
  }
  const origin = headers.origin;
  if (origin === undefined) return undefined;
  const normalised = origin.trim().toLowerCase().replace(/\/+$/, '');
  let hostname = '';
  try {
    hostname = new URL(normalised).hostname;
  } catch {
    hostname = '';
  }
  const loopbackOrigin = /^https?:\/\//.test(normalised) && isLoopbackHostname(hostname.startsWith('[') ? hostname : hostname.toLowerCase());
  if (loopbackOrigin || (policy.allowedOrigins ?? []).includes(normalised)) return undefined;
  return failure(
    'origin_not_allowed',
    `This MCP server does not answer pages from the origin "${origin.slice(0, 100)}"; an operator can add it to MCP_ALLOWED_ORIGINS, or call from a program (no Origin header).`,
  );
}
