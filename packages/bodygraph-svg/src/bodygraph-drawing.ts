// The drawing shared by the natal, composite and transit renderers: the 36 channels in two halves, the
// nine centers and the 64 gates over the geometry of layout.ts. Each renderer says how to paint a
// half, a gate and a center; this file owns the markup, so every view labels its elements the same way.
import type { CenterName } from '@mandala/reference-library';
import { CHANNEL_INNER_WIDTH, CHANNEL_OUTER_WIDTH, GATE_RADIUS, centerGeometries, channelGeometries, gateGeometries } from './layout';
import type { Palette } from './palette';
import { escapeXml, formatNumber } from './svg-text';

/** How to draw one channel half (the half owned by one gate). */
export interface HalfPaint {
  /** Value of `data-activation`. */
  readonly activation: string;
  readonly stroke: string;
  /** Color of a dashed stripe drawn over the half (a gate two parties share). */
  readonly stripe?: string;
  /** Further attributes, each with a leading space (` data-transit="true"`). */
  readonly attributes?: string;
}

/** How to draw one gate circle. */
export interface GatePaint {
  /** Value of `data-activation`. */
  readonly activation: string;
  readonly fill: string;
  readonly stroke: string;
  readonly strokeWidth: number;
  readonly textFill: string;
  /** Color of a second ring around the circle (a transit over a natal gate). */
  readonly ring?: string;
  readonly attributes?: string;
}

/** How to draw one center. */
export interface CenterPaint {
  readonly defined: boolean;
  readonly fill: string;
  /** Text of the center's `<title>`. */
  readonly title: string;
  /** A dashed outline in this color instead of the palette's outline. */
  readonly dashedOutline?: string;
  readonly attributes?: string;
}

/** Whether a channel is defined, and further attributes of its group. */
export interface ChannelState {
  readonly defined: boolean;
  readonly attributes?: string;
}

const DASH = '5 5';

export function renderChannels(channelState: (id: string) => ChannelState, halfPaint: (gate: number) => HalfPaint, palette: Palette): string {
  let out = `<g class="channels" fill="none" stroke-linecap="butt" stroke-linejoin="round">`;
  for (const channel of channelGeometries) {
    const state = channelState(channel.id);
    out += `<g data-channel="${channel.id}" data-defined="${state.defined}"${state.attributes ?? ''}>`;
    out += `<path d="${channel.d}" stroke="${palette.outline}" stroke-width="${CHANNEL_OUTER_WIDTH}"/>`;
    for (const half of channel.halves) {
      const paint = halfPaint(half.gate);
      out += `<path data-half="${half.gate}" data-activation="${paint.activation}"${paint.attributes ?? ''} d="${half.d}" stroke="${paint.stroke}" stroke-width="${CHANNEL_INNER_WIDTH}"/>`;
      if (paint.stripe !== undefined) {
        out += `<path d="${half.d}" stroke="${paint.stripe}" stroke-width="${CHANNEL_INNER_WIDTH}" stroke-dasharray="${DASH}"/>`;
      }
    }
    out += `</g>`;
  }
  return `${out}</g>`;
}

export function renderCenters(centerPaint: (name: CenterName) => CenterPaint, palette: Palette): string {
  let out = `<g class="centers" stroke="${palette.outline}" stroke-width="1.5" stroke-linejoin="round">`;
  for (const center of centerGeometries) {
    const paint = centerPaint(center.name);
    const outline = paint.dashedOutline === undefined ? '' : ` stroke="${paint.dashedOutline}" stroke-width="2" stroke-dasharray="4 3"`;
    out +=
      `<polygon data-center="${center.name}" data-defined="${paint.defined}"${paint.attributes ?? ''} points="${center.points}" fill="${paint.fill}"${outline}>` +
      `<title>${escapeXml(paint.title)}</title></polygon>`;
  }
  return `${out}</g>`;
}

/** Each gate's coordinates as SVG text, worked out once. */
const gateCoordinates = gateGeometries.map((gate) => ({
  gate: gate.gate,
  x: formatNumber(gate.at.x),
  y: formatNumber(gate.at.y),
  textY: formatNumber(gate.at.y + 3.2),
}));

export function renderGates(gatePaint: (gate: number) => GatePaint): string {
  let out = `<g class="gates" font-size="9" font-weight="bold" text-anchor="middle">`;
  for (const { gate, x, y, textY } of gateCoordinates) {
    const paint = gatePaint(gate);
    out += `<g data-gate="${gate}" data-activation="${paint.activation}"${paint.attributes ?? ''}>`;
    if (paint.ring !== undefined) out += `<circle cx="${x}" cy="${y}" r="${GATE_RADIUS + 2.5}" fill="none" stroke="${paint.ring}" stroke-width="2.5"/>`;
    out +=
      `<circle cx="${x}" cy="${y}" r="${GATE_RADIUS}" fill="${paint.fill}" stroke="${paint.stroke}" stroke-width="${paint.strokeWidth}"/>` +
      `<text x="${x}" y="${textY}" fill="${paint.textFill}">${gate}</text></g>`;
  }
  return `${out}</g>`;
}

/** Two parties (Design and Personality, or Person A and Person B) and who holds a gate. */
export type PairKind = 'first' | 'second' | 'both' | 'none';

export interface PairColors {
  readonly first: string;
  readonly second: string;
  readonly firstText: string;
  readonly secondText: string;
}

/** A half held by the first party, the second, both (first with a stripe of the second) or nobody. */
export function pairHalfPaint(kind: PairKind, activation: string, colors: PairColors, palette: Palette): HalfPaint {
  if (kind === 'first') return { activation, stroke: colors.first };
  if (kind === 'second') return { activation, stroke: colors.second };
  if (kind === 'both') return { activation, stroke: colors.first, stripe: colors.second };
  return { activation, stroke: palette.empty };
}

/**
 * A gate of the first party, the second, both (second filled, ringed with the first) or nobody. A filled
 * gate has a thin rim of the background color, so it stands out on a center of a similar color.
 */
export function pairGatePaint(kind: PairKind, activation: string, colors: PairColors, palette: Palette): GatePaint {
  if (kind === 'first') return { activation, fill: colors.first, stroke: palette.background, strokeWidth: 1.2, textFill: colors.firstText };
  if (kind === 'second') return { activation, fill: colors.second, stroke: palette.background, strokeWidth: 1.2, textFill: colors.secondText };
  if (kind === 'both') return { activation, fill: colors.second, stroke: colors.first, strokeWidth: 2.5, textFill: colors.secondText };
  return { activation, fill: palette.empty, stroke: palette.outline, strokeWidth: 1, textFill: palette.mutedText };
}
