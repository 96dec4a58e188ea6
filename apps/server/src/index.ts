// @mandala/server: the composition root. It starts REST with the Agent HTTP and `/mcp` surfaces mounted, and the
// dedicated MCP server, on one key store; no other app depends on another.

export { mountedSurfaces } from './mounted-surfaces';
export { startMandala } from './start-mandala';
export type { RunningMandala, StartMandalaOptions } from './start-mandala';
export { hashedFileCacheControl, pageContentSecurityPolicy, webBuildCommand, webDistFolder, webPages } from './web-pages';
