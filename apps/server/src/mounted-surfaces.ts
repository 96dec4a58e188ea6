import { agentHttpSurface } from '@mandala/agent-http';
import { mcpCompatibilitySurface } from '@mandala/mcp-server';
import type { McpOriginPolicy, McpProtectedResourceSource, McpPublicAddressSource } from '@mandala/mcp-server';
import type { ToolOptions } from '@mandala/operations';
import type { SurfaceMountContext, MountedSurface } from '@mandala/rest-api';

/**
 * The surfaces mounted on the REST origin: Agent HTTP (`/agent/v1/…`) and the deprecated `POST /mcp`
 * compatibility route, both on the REST app's executor (one key store, one quota).
 */
export function mountedSurfaces(
  options: ToolOptions & { readonly protectedResource?: McpProtectedResourceSource; readonly publicAddress?: McpPublicAddressSource } = {},
  originPolicy: McpOriginPolicy = {},
): ((context: SurfaceMountContext) => MountedSurface)[] {
  const { protectedResource, publicAddress, ...toolOptions } = options;
  return [
    agentHttpSurface(toolOptions),
    mcpCompatibilitySurface({
      ...toolOptions,
      originPolicy,
      ...(protectedResource === undefined ? {} : { protectedResource }),
      ...(publicAddress === undefined ? {} : { publicAddress }),
    }),
  ];
}
