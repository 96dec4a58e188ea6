import { z } from 'zod';
import { MCP_SERVER_INSTRUCTIONS, MODERN_CAPABILITIES } from './server-offer';
import { MODERN_PROTOCOL_REVISION } from './protocol-revision';

/**
 * `server/discover` as the SDK v1 `Server` registers a method it does not know (a zod schema naming the method),
 * so the 2025 lane answers it too; the 2026-07-28 lane is answered by the SDK v2 `Server` itself.
 */
export const DiscoverRequestSchema = z.object({
  method: z.literal('server/discover'),
  params: z.optional(z.looseObject({ _meta: z.optional(z.looseObject({})) })),
});

/**
 * The `server/discover` answer of the 2025 lane, the same as the SDK v2 gives on the 2026-07-28 lane: the revision a
 * client can move to (`supportedVersions`; the 2025 revisions are negotiated by `initialize`), what it offers there,
 * and the instructions.
 */
export function legacyDiscoverResult(): { supportedVersions: string[]; capabilities: typeof MODERN_CAPABILITIES; instructions: string } {
  return { supportedVersions: [MODERN_PROTOCOL_REVISION], capabilities: MODERN_CAPABILITIES, instructions: MCP_SERVER_INSTRUCTIONS };
}
