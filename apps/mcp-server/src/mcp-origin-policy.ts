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

/** The request headers a browser client of MCP sends (answered in a preflight). */
const CORS_ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Mcp-Protocol-Version, Mcp-Method, Mcp-Name, Mcp-Session-Id, Last-Event-ID, X-Api-Key, X-Request-Id, Idempotency-Key';
/** The answer headers a page may read: the session id (when a server gives one), the OAuth challenge, the request id. */
const CORS_EXPOSED_HEADERS = 'Mcp-Session-Id, WWW-Authenticate, Mcp-Protocol-Version, X-Request-Id, Retry-After, Deprecation';

/**
 * The CORS answer headers for a page of `origin`: set only when it is one of `allowedOrigins` (`MCP_ALLOWED_ORIGINS`),
 * never `*` and never with credentials (a key travels in a header the page sets, no cookie is read). A preflight
 * (`preflight: true`) also gets the methods and headers it may send. Loopback pages get none: the allowlist names the
 * browser clients.
 */
export function corsHeaders(headers: IncomingHttpHeaders, policy: McpOriginPolicy, preflight: boolean): Record<string, string> {
  const origin = headers.origin;
  if (origin === undefined) return {};
  const normalised = origin.trim().toLowerCase().replace(/\/+$/, '');
  if (!(policy.allowedOrigins ?? []).includes(normalised)) return {};
  const answer: Record<string, string> = { 'Access-Control-Allow-Origin': origin.trim(), Vary: 'Origin', 'Access-Control-Expose-Headers': CORS_EXPOSED_HEADERS };
  if (!preflight) return answer;
  return { ...answer, 'Access-Control-Allow-Methods': 'POST, OPTIONS', 'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS, 'Access-Control-Max-Age': '600' };
}
