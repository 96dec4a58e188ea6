/**
 * Where clients reach one MCP endpoint: what the app resource's sandbox domain and `serverInfo.websiteUrl` are
 * made of. The composition root knows it once the servers listen (`MANDALA_PUBLIC_URL`, `MANDALA_MCP_PUBLIC_URL`).
 */
export interface McpPublicAddress {
  /** The URL a client connects to this endpoint with: `MANDALA_MCP_PUBLIC_URL`, or `{base_url}/mcp` for the compatibility route. */
  readonly endpointUrl: string;
  /** The service's public origin (`MANDALA_PUBLIC_URL`, no trailing slash): its website (the playground) and the REST API. */
  readonly websiteUrl: string;
}

/** Reads the endpoint's public address when there is one (it is set after the servers listen). */
export type McpPublicAddressSource = () => McpPublicAddress | undefined;
