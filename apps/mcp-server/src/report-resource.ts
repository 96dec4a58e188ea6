import type { EmbeddedResource } from '@modelcontextprotocol/sdk/types.js';

/**
 * The PDF of a `generate_report` answer as an MCP embedded resource (`application/pdf`, base64 blob), so a client can
 * offer it as a file; `undefined` for any other data.
 */
export function reportPdfResource(data: unknown): EmbeddedResource | undefined {
  const pdf = (data as { Pdf?: { FileName?: unknown; MediaType?: unknown; Base64?: unknown } } | null)?.Pdf;
  if (typeof pdf?.Base64 !== 'string' || typeof pdf.FileName !== 'string') return undefined;
  return { type: 'resource', resource: { uri: `mandala://reports/${encodeURIComponent(pdf.FileName)}`, mimeType: 'application/pdf', blob: pdf.Base64 } };
}

/** The text of a `generate_report` answer: the reading prompt, then the reading in Markdown. */
export function reportText(data: Record<string, unknown>): string | undefined {
  if (typeof data.Markdown !== 'string') return undefined;
  return typeof data.ReadingPrompt === 'string' ? `${data.ReadingPrompt}\n\n${data.Markdown}` : data.Markdown;
}
