/**
 * A picture a tool answers beside its data (the bodygraph of `generate_chart` with `includeImage: true`).
 * Agent HTTP sends it in the envelope's `image`; MCP as an image content item, outside `structuredContent`.
 */
export interface ToolImage {
  readonly mediaType: 'image/png';
  /** The PNG bytes, base64. */
  readonly base64: string;
  /** What the picture shows, in words (its title). */
  readonly altText: string;
}

/** A PNG as a {@link ToolImage}. */
export function pngToolImage(bytes: Uint8Array, altText: string): ToolImage {
  return { mediaType: 'image/png', base64: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'), altText };
}
