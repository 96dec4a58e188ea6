/** The public addresses of the service, as clients reach it (through a TLS proxy in production). */
export interface PublicAddresses {
  /** `MANDALA_PUBLIC_URL`: the REST origin and OAuth issuer, no trailing slash. */
  readonly publicUrl: string;
  /** `MANDALA_MCP_PUBLIC_URL`: the dedicated MCP server's URL (its root path), with a trailing slash. */
  readonly mcpPublicUrl: string;
}

/** `http://localhost:<port>` for a listening URL bound to every interface; the URL itself otherwise. */
function reachable(listeningUrl: string): URL {
  const url = new URL(listeningUrl);
  if (url.hostname === '0.0.0.0' || url.hostname === '[::]') url.hostname = 'localhost';
  return url;
}

/**
 * The public addresses: the configured ones (an https URL, or http on a loopback host for development; no query
 * or fragment), else those of the listening servers.
 */
export function publicAddressesOf(
  configured: { readonly publicUrl?: string | undefined; readonly mcpPublicUrl?: string | undefined },
  listening: { readonly restUrl: string; readonly mcpUrl: string },
): PublicAddresses {
  const publicUrl = checked('MANDALA_PUBLIC_URL', configured.publicUrl) ?? reachable(listening.restUrl);
  const mcpPublicUrl = checked('MANDALA_MCP_PUBLIC_URL', configured.mcpPublicUrl) ?? reachable(listening.mcpUrl);
  return { publicUrl: publicUrl.href.replace(/\/+$/, ''), mcpPublicUrl: mcpPublicUrl.href.endsWith('/') ? mcpPublicUrl.href : `${mcpPublicUrl.href}/` };
}

function checked(name: string, text: string | undefined): URL | undefined {
  const trimmed = text?.trim();
  if (trimmed === undefined || trimmed === '') return undefined;
  const url = URL.parse(trimmed);
  const loopback = url !== null && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url === null || url.search !== '' || url.hash !== '' || !(url.protocol === 'https:' || (url.protocol === 'http:' && loopback))) {
    throw new Error(`${name} must be an https URL without query or fragment (http only on localhost), not "${trimmed}".`);
  }
  return url;
}
