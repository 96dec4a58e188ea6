/**
 * How the MCP endpoint presents itself as an OAuth protected resource: its metadata document (RFC 9728), served at
 * `/.well-known/oauth-protected-resource` on the MCP port, and the `WWW-Authenticate` challenge of a 401.
 * The composition root builds it once the public addresses are known.
 */
export interface McpProtectedResource {
  /** The protected resource metadata document. */
  readonly metadata: Readonly<Record<string, unknown>>;
  /** The `WWW-Authenticate` value for a refused credential (`code` is the Mandala error code, e.g. `missing_credential`). */
  challenge(code: string, message: string): string;
}

/** Reads the protected resource description when there is one (it is set after the servers listen). */
export type McpProtectedResourceSource = () => McpProtectedResource | undefined;
