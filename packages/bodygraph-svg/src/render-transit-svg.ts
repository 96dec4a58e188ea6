// renderTransitBodygraphSvg: a natal chart with the transit of one instant laid over it (`transitChart`
// of @mandala/bodygraph) as one SVG string. Natal gates as in the natal drawing, the transit's own in
// teal (a ring when it hits a natal gate), centers defined only with the transit filled lighter.
import type { ActivatingBodyName, CombinedChart, GateActivationV1, NatalChartV2, PlanetV3, TransitChannel } from '@mandala/bodygraph';
import type { CenterName } from '@mandala/reference-library';
import { activationsOfSide, renderPairedColumn, renderSingleColumn } from './activation-columns';
import { pairGatePaint, pairHalfPaint, renderCenters, renderChannels, renderGates, type GatePaint, type HalfPaint, type PairKind } from './bodygraph-drawing';
import { mixColors, palettes } from './palette';
import { gateActivations, natalPairColors, type BodygraphSvgOptions, type GateActivationKind } from './render-svg';
import { frameOf, renderDocument } from './svg-document';

/** What the transit renderer reads: `transitChart(natal, instant)` fits. */
export interface TransitBodygraphChart {
  readonly Natal: Pick<NatalChartV2, 'Type' | 'Profile' | 'Authority'> & {
    readonly Gates: readonly Pick<GateActivationV1, 'Gate' | 'Line' | 'Planet' | 'Activation'>[];
  };
  /** ISO 8601 UTC. */
  readonly TransitDateUtc: string;
  readonly TransitPlanets: Readonly<Record<ActivatingBodyName, Pick<PlanetV3, 'Gate' | 'Line'>>>;
  readonly TransitGates: readonly number[];
  readonly Channels: readonly Pick<TransitChannel, 'Id' | 'Name' | 'Kind'>[];
  readonly Combined: Pick<CombinedChart, 'Type' | 'Definition' | 'DefinedCenters' | 'Keynote'>;
  readonly NewlyDefinedCenters: readonly CenterName[];
}

/** How a gate is activated in a transit overlay: by the natal chart (either side or both), by the transit alone, or not. */
export type TransitGateKind = GateActivationKind | 'transit';

const PAIR_KIND: Readonly<Record<GateActivationKind, PairKind>> = { design: 'first', personality: 'second', both: 'both', none: 'none' };
/** How much of the background a center defined only with the transit takes into its fill. */
const NEWLY_DEFINED_FADE = 0.5;

/** The activation kind of every gate of a transit overlay: the natal kind where the natal chart has the gate, else `transit` or `none`. */
export function transitGateKinds(chart: Pick<TransitBodygraphChart, 'Natal' | 'TransitGates'>): Map<number, TransitGateKind> {
  const kinds = new Map<number, TransitGateKind>(gateActivations(chart.Natal));
  for (const gate of chart.TransitGates) if (!kinds.has(gate)) kinds.set(gate, 'transit');
  return kinds;
}

/** `2026-01-01T00:00:00.000Z` → `2026-01-01 00:00 UTC`. */
function instantLabel(isoUtc: string): string {
  return `${isoUtc.slice(0, 10)} ${isoUtc.slice(11, 16)} UTC`;
}

const listOrNone = (items: readonly string[]): string => (items.length > 0 ? items.join(', ') : 'none');

/** The one-line summary used as the `<title>`: the instant, the natal chart and what the transit adds. */
export function transitBodygraphHeadline(chart: TransitBodygraphChart): string {
  const ids = (kind: TransitChannel['Kind']): string[] => chart.Channels.filter((channel) => channel.Kind === kind).map((channel) => channel.Id);
  return (
    `Transit of ${instantLabel(chart.TransitDateUtc)} over ${chart.Natal.Type.Name} ${chart.Natal.Profile.Id}: ` +
    `completes ${listOrNone(ids('Completed'))}; transit channels ${listOrNone(ids('Transit'))}; newly defined centers ${listOrNone(chart.NewlyDefinedCenters)}`
  );
}

/**
 * Renders a transit overlay (`transitChart(natal, instant)`) as a bodygraph: natal gates and channel
 * halves as in the natal drawing (Design red, Personality black, both striped), gates and halves only the
 * transit activates in teal, a teal ring on a natal gate the transit also hits, the centers defined with
 * the transit filled (those it newly defines lighter, with a dashed teal outline), the natal activations
 * in a column on the left and the transit's on the right, and a headline with the transit's UTC instant.
 * Pure and deterministic.
 */
export function renderTransitBodygraphSvg(chart: TransitBodygraphChart, options: BodygraphSvgOptions = {}): string {
  const columns = options.columns ?? true;
  const headline = options.headline ?? true;
  const palette = palettes[options.theme ?? 'light'];
  const frame = frameOf({ columns, headlineLines: headline ? 3 : 0 });
  const natalKinds = gateActivations(chart.Natal);
  const transitGates = new Set(chart.TransitGates);
  const colors = natalPairColors(palette);
  const channelKind = new Map(chart.Channels.map((channel) => [channel.Id, channel.Kind]));
  const definedCenters = new Set(chart.Combined.DefinedCenters);
  const newlyDefined = new Set(chart.NewlyDefinedCenters);
  const channelsOf = (kind: TransitChannel['Kind']) => chart.Channels.filter((channel) => channel.Kind === kind);
  const completed = channelsOf('Completed');
  const transitOnly = channelsOf('Transit');
  const instant = instantLabel(chart.TransitDateUtc);
  const natalSummary = `${chart.Natal.Type.Name} ${chart.Natal.Profile.Id}`;
  const together = `${chart.Combined.Type}, ${chart.Combined.Definition}, ${chart.Combined.Keynote}`;
  const named = (list: readonly Pick<TransitChannel, 'Id' | 'Name'>[]): string => listOrNone(list.map((channel) => `${channel.Id} ${channel.Name}`));
  const description =
    `Human Design transit overlay at ${chart.TransitDateUtc} over ${chart.Natal.Type.Name}, profile ${chart.Natal.Profile.Id}, ${chart.Natal.Authority.Name} authority. ` +
    `Transit gates: ${listOrNone(chart.TransitGates.map(String))}. Natal channels: ${named(channelsOf('Natal'))}. ` +
    `Completed by the transit: ${named(completed)}. Transit channels: ${named(transitOnly)}. ` +
    `With the transit: ${together}. Defined centers: ${listOrNone([...definedCenters])}. Newly defined centers: ${listOrNone([...newlyDefined])}.`;

  const halfPaint = (gate: number): HalfPaint => {
    const natal = natalKinds.get(gate) ?? 'none';
    const transit = transitGates.has(gate);
    if (natal === 'none' && transit) return { activation: 'transit', stroke: palette.transit, attributes: ` data-transit="true"` };
    const paint = pairHalfPaint(PAIR_KIND[natal], natal, colors, palette);
    return transit ? { ...paint, attributes: ` data-transit="true"` } : paint;
  };
  const gatePaint = (gate: number): GatePaint => {
    const natal = natalKinds.get(gate) ?? 'none';
    const transit = transitGates.has(gate);
    if (natal === 'none' && transit) {
      return { activation: 'transit', fill: palette.transit, stroke: palette.background, strokeWidth: 1.2, textFill: palette.activeGateText, attributes: ` data-transit="true"` };
    }
    const paint = pairGatePaint(PAIR_KIND[natal], natal, colors, palette);
    return transit ? { ...paint, ring: palette.transit, attributes: ` data-transit="true"` } : paint;
  };
  const bodygraph =
    renderChannels(
      (id) => {
        const kind = channelKind.get(id);
        return kind === undefined ? { defined: false } : { defined: true, attributes: ` data-kind="${kind.toLowerCase()}"` };
      },
      halfPaint,
      palette,
    ) +
    renderCenters((name) => {
      if (!definedCenters.has(name)) return { defined: false, fill: palette.empty, title: `${name}: undefined` };
      if (!newlyDefined.has(name)) return { defined: true, fill: palette.definedCenter[name], title: `${name}: defined` };
      return {
        defined: true,
        fill: mixColors(palette.definedCenter[name], palette.background, NEWLY_DEFINED_FADE),
        title: `${name}: defined by the transit`,
        dashedOutline: palette.transit,
        attributes: ` data-newly-defined="true"`,
      };
    }, palette) +
    renderGates(gatePaint);

  const columnTop = frame.graphTop + 40;
  const transitColumn = renderSingleColumn(
    {
      side: 'Transit',
      color: palette.transit,
      subtitle: instant.slice(0, 16),
      alignWithPaired: true,
      activationOf: (body) => {
        const planet = chart.TransitPlanets[body];
        return `${planet.Gate}.${planet.Line}`;
      },
    },
    frame.rightColumnX,
    columnTop,
  );
  const natalColumn = renderPairedColumn(
    {
      title: 'Natal',
      titleColor: palette.text,
      attribute: `data-chart="natal"`,
      design: activationsOfSide(chart.Natal.Gates, 'Design'),
      personality: activationsOfSide(chart.Natal.Gates, 'Personality'),
    },
    frame.leftColumnX,
    columnTop,
    palette,
  );
  const addition = `${completed.length} completed · ${transitOnly.length} transit ${transitOnly.length === 1 ? 'channel' : 'channels'} · newly defined: ${listOrNone([...newlyDefined])}`;
  return renderDocument({
    frame,
    size: options.size ?? 600,
    idPrefix: options.idPrefix ?? 'bodygraph',
    title: transitBodygraphHeadline(chart),
    description,
    palette,
    headline: headline ? [{ text: `Transit · ${instant}` }, { text: `Natal ${natalSummary} · with the transit: ${chart.Combined.Type}, ${chart.Combined.Keynote}`, emphasis: true }, { text: addition }] : [],
    bodygraph,
    columns: columns ? natalColumn + transitColumn : '',
  });
}
