// What the page draws, read from a tool result: the success envelope `{ version, tool, data, meta }` in
// `structuredContent` (the same envelope Agent HTTP answers), else the natal chart its Markdown reading in `content`
// names, or the error of a failed call.
import type { BodygraphChart, CompositeBodygraphChart, TransitBodygraphChart } from '@mandala/bodygraph-svg';
import { CENTER_NAMES } from '@mandala/reference-library';
import { natalDataFromText } from './chart-from-text';

/** A natal chart (v1, v2 or v3); `activations: false` for a `core` result, which has no Design and Personality gates. */
export interface NatalView {
  readonly kind: 'natal';
  readonly chart: BodygraphChart;
  readonly activations: boolean;
}
export interface CompositeView {
  readonly kind: 'composite';
  readonly chart: CompositeBodygraphChart;
}
export interface TransitView {
  readonly kind: 'transit';
  readonly chart: TransitBodygraphChart;
}
/** Nothing to draw, and why (a failed call, another tool's result). */
export interface MessageView {
  readonly kind: 'message';
  readonly text: string;
  /** True when the host left out `structuredContent` and the text names no natal chart: calling the tool again may bring it. */
  readonly withoutData?: boolean;
}
export type ChartView = NatalView | CompositeView | TransitView | MessageView;

/** The parts of an MCP tool result the page reads. */
export interface ToolResultLike {
  readonly isError?: boolean;
  readonly content?: readonly { readonly type: string; readonly text?: string }[];
  readonly structuredContent?: Record<string, unknown>;
}

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const nameOf = (value: unknown): string => (isRecord(value) ? String(value.Name ?? value.Id ?? '') : String(value ?? ''));

/**
 * A v1 natal result (headline fields as strings, DefinedCenters, Channels with Id and Name) as the renderer's chart:
 * a full v1 chart (`get_person_chart` version v1) brings its Gates with their sides; a `core` one has none.
 */
function v1Chart(data: Json): BodygraphChart {
  const defined = new Set(Array.isArray(data.DefinedCenters) ? data.DefinedCenters.map(String) : []);
  const channels = Array.isArray(data.Channels) ? data.Channels.filter(isRecord) : [];
  return {
    Type: { Name: nameOf(data.Type) },
    Profile: { Id: isRecord(data.Profile) ? String(data.Profile.Id) : String(data.Profile ?? '') },
    Authority: { Name: nameOf(data.Authority) },
    IncarnationCross: { Name: nameOf(data.IncarnationCross) },
    Definition: { Name: nameOf(data.Definition) },
    Gates: Array.isArray(data.Gates) ? data.Gates : [],
    Channels: channels.map((channel) => ({ Id: String(channel.Id), Name: String(channel.Name) })),
    Centers: CENTER_NAMES.map((name) => ({ Name: name, Defined: defined.has(name) })),
  } as unknown as BodygraphChart;
}

/** An envelope of the natal chart the result's first text block reads out, when it is one. */
function envelopeFromText(result: ToolResultLike): Json | undefined {
  const reading = result.content?.find((block) => block.type === 'text' && typeof block.text === 'string')?.text;
  const data = reading === undefined ? undefined : natalDataFromText(reading);
  return data === undefined ? undefined : { tool: 'generate_chart', data };
}

/** The view of one tool result. */
export function chartViewOf(result: ToolResultLike): ChartView {
  if (result.isError === true) {
    const sentence = result.content?.find((block) => block.type === 'text' && typeof block.text === 'string' && !block.text.startsWith('{'))?.text;
    return { kind: 'message', text: sentence ?? 'The tool call failed.' };
  }
  const envelope = result.structuredContent ?? envelopeFromText(result);
  const data = isRecord(envelope) && isRecord(envelope.data) ? envelope.data : undefined;
  const tool = isRecord(envelope) ? envelope.tool : undefined;
  if (data === undefined) {
    if (result.structuredContent === undefined) return { kind: 'message', text: 'This result reached the page without its chart data.', withoutData: true };
    return { kind: 'message', text: 'This result carries no chart to draw.' };
  }
  if (isRecord(data.Person0) && isRecord(data.Person1) && isRecord(data.Composite)) return { kind: 'composite', chart: data as unknown as CompositeBodygraphChart };
  if (isRecord(data.Natal) && Array.isArray(data.TransitGates)) return { kind: 'transit', chart: data as unknown as TransitBodygraphChart };
  if (Array.isArray(data.Gates) && Array.isArray(data.Centers)) return { kind: 'natal', chart: data as unknown as BodygraphChart, activations: true };
  if (Array.isArray(data.DefinedCenters) && Array.isArray(data.Channels)) {
    return { kind: 'natal', chart: v1Chart(data), activations: Array.isArray(data.Gates) && data.Gates.length > 0 };
  }
  return { kind: 'message', text: `The page draws natal, composite and transit charts; ${String(tool ?? 'this tool')} gave none.` };
}
