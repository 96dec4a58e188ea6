// renderBodygraphSvg: a chart of @mandala/bodygraph as one SVG string. Pure string building over the
// geometry precomputed in layout.ts: no DOM, no fonts or images fetched, same input → same bytes.
import type { GateActivationV1, NatalChartV2 } from '@mandala/bodygraph';
import { activationsOfSide, renderSingleColumn } from './activation-columns';
import { pairGatePaint, pairHalfPaint, renderCenters, renderChannels, renderGates, type PairColors, type PairKind } from './bodygraph-drawing';
import { palettes, type Palette, type Theme } from './palette';
import { frameOf, renderDocument } from './svg-document';

/**
 * What the renderer reads of a chart: the v2 fields, which v3 (`natalChart(birth, { version: 'v3' })`)
 * has too. The columns come from `Gates` (planet, side, gate and line of the 26 activations).
 */
export type BodygraphChart = Pick<NatalChartV2, 'Type' | 'Profile' | 'Authority' | 'IncarnationCross' | 'Definition' | 'Gates' | 'Channels' | 'Centers'>;

/** Options shared by every renderer of this package. */
export interface BodygraphSvgOptions {
  /** Width in pixels; the height follows the aspect ratio. Default 600. */
  size?: number;
  /** Default `light`. */
  theme?: Theme;
  /** The activation columns left and right of the bodygraph. Default true. */
  columns?: boolean;
  /** The headline lines at the top. Default true. */
  headline?: boolean;
  /** Prefix of the ids inside the SVG (title, desc), for several SVGs inlined in one page. Default `bodygraph`. */
  idPrefix?: string;
}

/** How a gate, or the channel half it owns, is activated. */
export type GateActivationKind = 'design' | 'personality' | 'both' | 'none';

/** The activation kind of every gate of a chart (absent gates are `none`). */
export function gateActivations(chart: { readonly Gates: readonly Pick<GateActivationV1, 'Gate' | 'Activation'>[] }): Map<number, GateActivationKind> {
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

/** Width and height of the natal SVG's viewBox for the given options. */
export function bodygraphViewBox(options: Pick<BodygraphSvgOptions, 'columns' | 'headline'> = {}): { width: number; height: number } {
  const { width, height } = frameOf({ columns: options.columns ?? true, headlineLines: (options.headline ?? true) ? 2 : 0 });
  return { width, height };
}

const PAIR_KIND: Readonly<Record<GateActivationKind, PairKind>> = { design: 'first', personality: 'second', both: 'both', none: 'none' };

/** Design is the first party (red), Personality the second (black); `both` is red striped with black. */
export function natalPairColors(palette: Palette): PairColors {
  return { first: palette.design, second: palette.personality, firstText: palette.activeGateText, secondText: palette.activeGateText };
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
  const frame = frameOf({ columns, headlineLines: headline ? 2 : 0 });
  const kinds = gateActivations(chart);
  const colors = natalPairColors(palette);
  const definedChannels = new Set(chart.Channels.map((channel) => channel.Id));
  const definedCenters = new Set(chart.Centers.filter((center) => center.Defined).map((center) => center.Name));
  const titleText = bodygraphHeadline(chart);
  const descText =
    `Human Design bodygraph. ${titleText}. ${chart.Definition.Name}. ` +
    `Defined centers: ${definedCenters.size > 0 ? [...definedCenters].join(', ') : 'none'}. ` +
    `Defined channels: ${chart.Channels.length > 0 ? chart.Channels.map((channel) => `${channel.Id} ${channel.Name}`).join(', ') : 'none'}.`;

  const bodygraph =
    renderChannels(
      (id) => ({ defined: definedChannels.has(id) }),
      (gate) => {
        const kind = kinds.get(gate) ?? 'none';
        return pairHalfPaint(PAIR_KIND[kind], kind, colors, palette);
      },
      palette,
    ) +
    renderCenters((name) => {
      const defined = definedCenters.has(name);
      return { defined, fill: defined ? palette.definedCenter[name] : palette.empty, title: `${name}: ${defined ? 'defined' : 'undefined'}` };
    }, palette) +
    renderGates((gate) => {
      const kind = kinds.get(gate) ?? 'none';
      return pairGatePaint(PAIR_KIND[kind], kind, colors, palette);
    });

  const columnTop = frame.graphTop + 40;
  return renderDocument({
    frame,
    size: options.size ?? 600,
    idPrefix: options.idPrefix ?? 'bodygraph',
    title: titleText,
    description: descText,
    palette,
    headline: headline ? [{ text: `${chart.Type.Name} · ${chart.Profile.Id} · ${chart.Authority.Name}` }, { text: chart.IncarnationCross.Name }] : [],
    bodygraph,
    columns: columns
      ? renderSingleColumn({ side: 'Design', color: palette.design, activationOf: activationsOfSide(chart.Gates, 'Design') }, frame.leftColumnX, columnTop) +
        renderSingleColumn({ side: 'Personality', color: palette.personality, activationOf: activationsOfSide(chart.Gates, 'Personality') }, frame.rightColumnX, columnTop)
      : '',
  });
}
