// renderBodygraphSvg: a chart of @mandala/bodygraph as one SVG string. Pure string building over the
// geometry precomputed in layout.ts: no DOM, no fonts or images fetched, same input → same bytes.
import type { NatalChartV2 } from '@mandala/bodygraph';
import { ACTIVATING_BODY_NAMES } from '@mandala/bodygraph';
import { BODYGRAPH_HEIGHT, BODYGRAPH_WIDTH, centerGeometries, channelGeometries, gateGeometries } from './layout';
import { palettes, type Palette, type Theme } from './palette';
import { escapeXml } from './svg-text';

/**
 * What the renderer reads of a chart: the v2 fields, which v3 (`natalChart(birth, { version: 'v3' })`)
 * has too. The columns come from `Gates` (planet, side, gate and line of the 26 activations).
 */
export type BodygraphChart = Pick<NatalChartV2, 'Type' | 'Profile' | 'Authority' | 'IncarnationCross' | 'Definition' | 'Gates' | 'Channels' | 'Centers'>;

export interface BodygraphSvgOptions {
  /** Width in pixels; the height follows the aspect ratio. Default 600. */
  size?: number;
  /** Default `light`. */
  theme?: Theme;
  /** The Design (left, red) and Personality (right) activation columns. Default true. */
  columns?: boolean;
  /** Type, profile, authority and cross as text at the top. Default true. */
  headline?: boolean;
  /** Prefix of the ids inside the SVG (title, desc), for several SVGs inlined in one page. Default `bodygraph`. */
  idPrefix?: string;
}

/** How a gate, or the channel half it owns, is activated. */
export type GateActivationKind = 'design' | 'personality' | 'both' | 'none';

const COLUMN_WIDTH = 112;
const HEADLINE_HEIGHT = 64;
const BOTTOM_MARGIN = 12;
const GATE_RADIUS = 8.5;
const CHANNEL_OUTER = 11;
const CHANNEL_INNER = 7;

const BODY_LABELS: Readonly<Record<(typeof ACTIVATING_BODY_NAMES)[number], string>> = {
  Sun: 'Sun',
  Earth: 'Earth',
  Moon: 'Moon',
  NorthNode: 'N. Node',
  SouthNode: 'S. Node',
  Mercury: 'Mercury',
  Venus: 'Venus',
  Mars: 'Mars',
  Jupiter: 'Jupiter',
  Saturn: 'Saturn',
  Uranus: 'Uranus',
  Neptune: 'Neptune',
  Pluto: 'Pluto',
};

/** The activation kind of every gate of a chart (absent gates are `none`). */
export function gateActivations(chart: Pick<BodygraphChart, 'Gates'>): Map<number, GateActivationKind> {
  const kinds = new Map<number, GateActivationKind>();
  for (const activation of chart.Gates) {
    const side: GateActivationKind = activation.Activation === 'Design' ? 'design' : 'personality';
    const previous = kinds.get(activation.Gate);
    kinds.set(activation.Gate, previous === undefined || previous === side ? side : 'both');
  }
  return kinds;
}

/** The one-line summary used as the headline, the `<title>` and the start of the `<desc>`. */
export function bodygraphHeadline(chart: BodygraphChart): string {
  return `${chart.Type.Name}, profile ${chart.Profile.Id}, ${chart.Authority.Name} authority, ${chart.IncarnationCross.Name}`;
}

/** Width and height of the SVG's viewBox for the given options. */
export function bodygraphViewBox(options: Pick<BodygraphSvgOptions, 'columns' | 'headline'> = {}): { width: number; height: number } {
  const columns = options.columns ?? true;
  const headline = options.headline ?? true;
  return {
    width: BODYGRAPH_WIDTH + (columns ? 2 * COLUMN_WIDTH : 0) + 16,
    height: BODYGRAPH_HEIGHT + (headline ? HEADLINE_HEIGHT : 8) + BOTTOM_MARGIN,
  };
}

const fmt = (value: number): string => String(Math.round(value * 100) / 100);

function halfStroke(kind: GateActivationKind, palette: Palette): string {
  if (kind === 'design') return palette.design;
  if (kind === 'personality') return palette.personality;
  if (kind === 'both') return palette.design;
  return palette.empty;
}

function renderChannels(kinds: ReadonlyMap<number, GateActivationKind>, definedChannels: ReadonlySet<string>, palette: Palette): string {
  let out = `<g class="channels" fill="none" stroke-linecap="butt" stroke-linejoin="round">`;
  for (const channel of channelGeometries) {
    out += `<g data-channel="${channel.id}" data-defined="${definedChannels.has(channel.id)}">`;
    out += `<path d="${channel.d}" stroke="${palette.outline}" stroke-width="${CHANNEL_OUTER}"/>`;
    for (const half of channel.halves) {
      const kind = kinds.get(half.gate) ?? 'none';
      out += `<path data-half="${half.gate}" data-activation="${kind}" d="${half.d}" stroke="${halfStroke(kind, palette)}" stroke-width="${CHANNEL_INNER}"/>`;
      if (kind === 'both') {
        out += `<path d="${half.d}" stroke="${palette.personality}" stroke-width="${CHANNEL_INNER}" stroke-dasharray="5 5"/>`;
      }
    }
    out += `</g>`;
  }
  return `${out}</g>`;
}

function renderCenters(chart: BodygraphChart, palette: Palette): string {
  const defined = new Set(chart.Centers.filter((center) => center.Defined).map((center) => center.Name));
  let out = `<g class="centers" stroke="${palette.outline}" stroke-width="1.5" stroke-linejoin="round">`;
  for (const center of centerGeometries) {
    const isDefined = defined.has(center.name);
    const fill = isDefined ? palette.definedCenter[center.name] : palette.empty;
    out += `<polygon data-center="${center.name}" data-defined="${isDefined}" points="${center.points}" fill="${fill}"><title>${escapeXml(
      `${center.name}: ${isDefined ? 'defined' : 'undefined'}`,
    )}</title></polygon>`;
  }
  return `${out}</g>`;
}

function renderGates(kinds: ReadonlyMap<number, GateActivationKind>, palette: Palette): string {
  let out = `<g class="gates" font-size="9" font-weight="bold" text-anchor="middle">`;
  for (const gate of gateGeometries) {
    const kind = kinds.get(gate.gate) ?? 'none';
    const x = fmt(gate.at.x);
    const y = fmt(gate.at.y);
    const fill = kind === 'design' ? palette.design : kind === 'none' ? palette.empty : palette.personality;
    const stroke = kind === 'both' ? palette.design : kind === 'none' ? palette.outline : fill;
    const textFill = kind === 'none' ? palette.mutedText : palette.activeGateText;
    out +=
      `<g data-gate="${gate.gate}" data-activation="${kind}">` +
      `<circle cx="${x}" cy="${y}" r="${GATE_RADIUS}" fill="${fill}" stroke="${stroke}" stroke-width="${kind === 'both' ? 2.5 : 1}"/>` +
      `<text x="${x}" y="${fmt(gate.at.y + 3.2)}" fill="${textFill}">${gate.gate}</text></g>`;
  }
  return `${out}</g>`;
}

function renderColumn(chart: BodygraphChart, side: 'Design' | 'Personality', x: number, top: number, palette: Palette): string {
  const color = side === 'Design' ? palette.design : palette.personality;
  const rowHeight = 40;
  let out = `<g class="column" data-side="${side}" fill="${color}" font-size="13">`;
  out += `<text x="${fmt(x)}" y="${fmt(top)}" font-weight="bold" font-size="14" text-anchor="middle">${side}</text>`;
  ACTIVATING_BODY_NAMES.forEach((body, index) => {
    const activation = chart.Gates.find((candidate) => candidate.Planet === body && candidate.Activation === side);
    if (activation === undefined) return;
    const y = top + 28 + index * rowHeight;
    out +=
      `<g data-body="${body}" data-side="${side}">` +
      `<text x="${fmt(x)}" y="${fmt(y)}" text-anchor="middle" font-size="11" fill-opacity="0.85">${BODY_LABELS[body]}</text>` +
      `<text x="${fmt(x)}" y="${fmt(y + 15)}" text-anchor="middle" font-weight="bold">${activation.Gate}.${activation.Line}</text></g>`;
  });
  return `${out}</g>`;
}

/**
 * Renders a chart of `@mandala/bodygraph` (v2 or v3) as the classic bodygraph: nine centers (defined ones
 * filled), 36 channels in two halves colored by who activates each half's gate (Design red, Personality
 * black, both striped), the 64 gates, and optionally the two activation columns and a headline.
 * Pure and deterministic: the same chart and options give the same string.
 */
export function renderBodygraphSvg(chart: BodygraphChart, options: BodygraphSvgOptions = {}): string {
  const columns = options.columns ?? true;
  const headline = options.headline ?? true;
  const palette = palettes[options.theme ?? 'light'];
  const idPrefix = escapeXml(options.idPrefix ?? 'bodygraph');
  const { width, height } = bodygraphViewBox({ columns, headline });
  const size = options.size ?? 600;
  const pixelHeight = Math.round((size * height) / width);
  const kinds = gateActivations(chart);
  const definedChannels = new Set(chart.Channels.map((channel) => channel.Id));
  const titleText = bodygraphHeadline(chart);
  const definedCenters = chart.Centers.filter((center) => center.Defined).map((center) => center.Name);
  const descText =
    `Human Design bodygraph. ${titleText}. ${chart.Definition.Name}. ` +
    `Defined centers: ${definedCenters.length > 0 ? definedCenters.join(', ') : 'none'}. ` +
    `Defined channels: ${chart.Channels.length > 0 ? chart.Channels.map((channel) => `${channel.Id} ${channel.Name}`).join(', ') : 'none'}.`;

  const graphLeft = 8 + (columns ? COLUMN_WIDTH : 0);
  const graphTop = headline ? HEADLINE_HEIGHT : 8;

  let out =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${pixelHeight}" viewBox="0 0 ${width} ${height}" ` +
    `role="img" aria-labelledby="${idPrefix}-title ${idPrefix}-desc" font-family="sans-serif">` +
    `<title id="${idPrefix}-title">${escapeXml(titleText)}</title>` +
    `<desc id="${idPrefix}-desc">${escapeXml(descText)}</desc>` +
    `<rect width="${width}" height="${height}" fill="${palette.background}"/>`;

  if (headline) {
    out +=
      `<g class="headline" fill="${palette.text}" text-anchor="middle">` +
      `<text x="${fmt(width / 2)}" y="26" font-size="18" font-weight="bold">${escapeXml(
        `${chart.Type.Name} · ${chart.Profile.Id} · ${chart.Authority.Name}`,
      )}</text>` +
      `<text x="${fmt(width / 2)}" y="48" font-size="13" fill="${palette.mutedText}">${escapeXml(chart.IncarnationCross.Name)}</text></g>`;
  }

  out += `<g class="bodygraph" transform="translate(${graphLeft} ${graphTop})">`;
  out += renderChannels(kinds, definedChannels, palette);
  out += renderCenters(chart, palette);
  out += renderGates(kinds, palette);
  out += `</g>`;

  if (columns) {
    const columnTop = graphTop + 40;
    out += renderColumn(chart, 'Design', 8 + COLUMN_WIDTH / 2, columnTop, palette);
    out += renderColumn(chart, 'Personality', width - 8 - COLUMN_WIDTH / 2, columnTop, palette);
  }
  return `${out}</svg>`;
}
