import { toolErrorHint } from '@mandala/operations';
import type { SuccessMeta, ToolEnvelope, ToolErrorEnvelope } from '@mandala/operations';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { reportPdfResource } from './report-resource';
import { toolResultMarkdown } from './tool-text/tool-result-markdown';

/** The `_meta` key of a result that carries the envelope's `meta`: units charged, quota, request id, idempotency, timing. */
export const CALL_META_KEY = 'mandala/meta';

/**
 * The MCP result of a tool call's envelope.
 *
 * - Success: a compact Markdown reading of the result in `content` (see {@link toolResultMarkdown}: for a chart
 *   the type, authority, profile, centers, channels with names, each planet's gate.line on both sides), then the
 *   envelope's `{ version, tool, data }` as `structuredContent` (it matches the tool's declared `outputSchema`),
 *   and the envelope's `meta` (units charged, quota, request id, idempotency, duration) under
 *   `_meta["mandala/meta"]`, out of what a model reads. A picture the call asked for (`includeImage`) follows the
 *   text as an image content item (PNG, base64), so a chat client shows it; it is left out of `structuredContent`.
 * - Failure: `isError: true`, no `structuredContent`, and the error in `content`: first a sentence with the
 *   code, the message and what to fix, then the error envelope as JSON (code, message, details such as the
 *   validation issues, chargedUnits, quota). The MCP specification reports tool errors in the result's
 *   content, and the SDK client validates `structuredContent` against the `outputSchema` whenever it is
 *   present, so a failure sends none rather than a second shape the schema would have to admit.
 */
export function toolCallResult(envelope: ToolEnvelope): CallToolResult {
  if (!('error' in envelope)) {
    const { image, meta, ...structured } = envelope;
    const reading = { type: 'text' as const, text: toolResultMarkdown(envelope.tool, envelope.data) };
    return {
      content: [
        reading,
        ...(image === undefined ? [] : [{ type: 'image' as const, data: image.base64, mimeType: image.mediaType }]),
        // generate_report: its PDF as an embedded resource beside the Markdown text.
        ...(envelope.tool === 'generate_report' ? [reportPdfResource(envelope.data)].filter((resource) => resource !== undefined) : []),
      ],
      structuredContent: structured as unknown as Record<string, unknown>,
      _meta: { [CALL_META_KEY]: meta },
    };
  }
  const hint = toolErrorHint(envelope.error.code, envelope.error.details, envelope.tool);
  const sentence = `${envelope.error.code}: ${envelope.error.message}${hint === undefined ? '' : ` What to do: ${hint}`}`;
  return {
    isError: true,
    content: [
      { type: 'text', text: sentence },
      { type: 'text', text: JSON.stringify(envelope) },
    ],
  };
}

/** The envelope `meta` of a successful result built by {@link toolCallResult} (units charged, quota, request id), or `undefined`. */
export function toolCallMetaOf(result: object): SuccessMeta | undefined {
  const meta = (result as { _meta?: Record<string, unknown> })._meta?.[CALL_META_KEY];
  return typeof meta === 'object' && meta !== null ? (meta as SuccessMeta) : undefined;
}

/**
 * The error envelope of a failed tool result built by {@link toolCallResult} (its JSON `content` block), or
 * `undefined` for a result that is not such a failure. For clients and tests that want the code and details.
 */
export function toolErrorEnvelopeOf(result: object): ToolErrorEnvelope | undefined {
  const { isError, content } = result as { isError?: unknown; content?: unknown };
  if (isError !== true || !Array.isArray(content)) return undefined;
  for (const block of content as { type?: unknown; text?: unknown }[]) {
    if (block.type !== 'text' || typeof block.text !== 'string' || !block.text.startsWith('{')) continue;
    try {
      const parsed = JSON.parse(block.text) as Partial<ToolErrorEnvelope>;
      if (typeof parsed.error?.code === 'string') return parsed as ToolErrorEnvelope;
    } catch {
      // not the envelope block
    }
  }
  return undefined;
}
