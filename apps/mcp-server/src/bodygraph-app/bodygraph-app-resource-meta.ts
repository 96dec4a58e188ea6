import { createHash } from 'node:crypto';
import type { McpPublicAddress } from '../public-address';

/**
 * The sandbox domain Claude gives an MCP App page of the server at `endpointUrl`: the first 32 hex digits of the
 * SHA-256 of the URL, under `claudemcpcontent.com` (Claude's connector documentation, "Domain handling"). The URL is
 * hashed as the connector is added, so add the connector with exactly this URL.
 */
export function claudeAppDomain(endpointUrl: string): string {
  return `${createHash('sha256').update(endpointUrl).digest('hex').slice(0, 32)}.claudemcpcontent.com`;
}

/**
 * The `_meta` of the bodygraph app resource, for both hosts:
 *
 * - `ui` (MCP Apps, ext-apps 2.0): `csp` with empty `connectDomains`, `resourceDomains`, `frameDomains` and
 *   `baseUriDomains` (the page loads nothing from anywhere), `prefersBorder`, and, with a public address, `domain`:
 *   the dedicated sandbox origin in Claude's format ({@link claudeAppDomain});
 * - ChatGPT's compatibility keys: `openai/widgetCSP` (`connect_domains`, `resource_domains`, both empty),
 *   `openai/widgetPrefersBorder`, `openai/widgetDescription`, and, with a public address, `openai/widgetDomain`: the
 *   service's public origin (ChatGPT derives its sandbox subdomain from it).
 *
 * `ui.domain` is host-dependent (ext-apps `McpUiResourceMeta.domain`); Claude checks the format, so `ui.domain`
 * carries Claude's and `openai/widgetDomain` ChatGPT's.
 */
export function bodygraphAppResourceMeta(address?: McpPublicAddress): Record<string, unknown> {
  const domain = address === undefined ? {} : { domain: claudeAppDomain(address.endpointUrl) };
  return {
    ui: { csp: { connectDomains: [], resourceDomains: [], frameDomains: [], baseUriDomains: [] }, prefersBorder: true, ...domain },
    'openai/widgetCSP': { connect_domains: [], resource_domains: [] },
    'openai/widgetPrefersBorder': true,
    'openai/widgetDescription': 'An interactive Human Design bodygraph of the chart just calculated: tap a gate, channel or center for its meaning.',
    ...(address === undefined ? {} : { 'openai/widgetDomain': new URL(address.websiteUrl).origin }),
  };
}
