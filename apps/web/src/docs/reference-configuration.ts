import type { ApiReferenceConfiguration } from '@scalar/api-reference';

/** The document the reference renders: the service's own, from this origin. */
export const openApiDocumentUrl = '/openapi.json';

/**
 * Scalar's configuration for this page: the service's document, try-it with `key` as the Bearer token, and
 * every feature that would reach another origin off (fonts, the request proxy, telemetry, the AI agent and MCP
 * buttons, the Scalar registry and dashboard links), so the page asks only this service for anything.
 */
export function referenceConfiguration(key: string): Partial<ApiReferenceConfiguration> {
  return {
    url: openApiDocumentUrl,
    title: 'Mandala API reference',
    // No request leaves the page but to the service: Scalar's defaults fetch fonts from fonts.scalar.com,
    // send try-it calls through proxy.scalar.com, and count page views.
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    showDeveloperTools: 'never',
    hideClientButton: true,
    documentDownloadType: 'json',
    // The generated document's code samples (curl, @mandala/client, Python's standard library) only.
    hiddenClients: true,
    defaultOpenFirstTag: true,
    operationTitleSource: 'path',
    persistAuth: false,
    authentication: {
      preferredSecurityScheme: 'bearerAuth',
      securitySchemes: { bearerAuth: { token: key } },
    },
  } as Partial<ApiReferenceConfiguration>;
}
