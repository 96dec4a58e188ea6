// renderCompositeBodygraphSvg: the two-person composite of @mandala/bodygraph (v1 or v2) as one SVG
// string. Person A's gates and channel halves in blue, Person B's in amber, a gate both hold striped;
// the centers the two define together filled; Person A's activations left, Person B's right.
import type { CompositeChannel, CompositeCombined, GateActivationV1 } from '@mandala/bodygraph';
import type { CenterName } from '@mandala/reference-library';
import { activationsOfSide, renderPairedColumn } from './activation-columns';
import { pairGatePaint, pairHalfPaint, renderCenters, renderChannels, renderGates, type PairColors, type PairKind } from './bodygraph-drawing';
import { palettes, type Palette } from './palette';
import type { BodygraphSvgOptions } from './render-svg';
import { frameOf, renderDocument } from './svg-document';

/** What the composite renderer reads of one person: v1 spells `Type` and `Profile` as strings, v2 as objects. */
export interface CompositePerson {
  readonly Type: string | { readonly Name: string };
  readonly Profile: string | { readonly Id: string };
  readonly Gates: readonly Pick<GateActivationV1, 'Gate' | 'Line' | 'Planet' | 'Activation'>[];
  readonly DefinedCenters: readonly CenterName[];
}

/** What the composite renderer reads: `compositeChart(a, b, { version: 'v1' | 'v2' })` both fit. */
export interface CompositeBodygraphChart {
  readonly Person0: CompositePerson;
  readonly Person1: CompositePerson;
  readonly Composite: Pick<CompositeCombined, 'Type' | 'Definition' | 'DefinedCenters' | 'Keynote'> & {
    readonly Channels: readonly Pick<CompositeChannel, 'Id' | 'Name' | 'Kind'>[];
  };
}

export interface CompositeBodygraphSvgOptions extends BodygraphSvgOptions {
  /** Names of the two people in the columns, headline and description. Default `['Person A', 'Person B']`. */
  personLabels?: readonly [string, string];
}

/** Who holds a gate in a composite. */
export type CompositeGateHolder = 'person0' | 'person1' | 'both' | 'none';

const PAIR_KIND: Readonly<Record<CompositeGateHolder, PairKind>> = { person0: 'first', person1: 'second', both: 'both', none: 'none' };
const CHANNEL_KINDS = ['Electromagnetic', 'Companion', 'Compromise', 'Dominant'] as const;

/** Who holds each gate of a composite (either side of either chart); absent gates are `none`. */
export function compositeGateHolders(chart: Pick<CompositeBodygraphChart, 'Person0' | 'Person1'>): Map<number, CompositeGateHolder> {
  const holders = new Map<number, CompositeGateHolder>();
  for (const activation of chart.Person0.Gates) holders.set(activation.Gate, 'person0');
  for (const activation of chart.Person1.Gates) {
    const previous = holders.get(activation.Gate);
    holders.set(activation.Gate, previous === undefined || previous === 'person1' ? 'person1' : 'both');
  }
  return holders;
}

const typeOf = (person: CompositePerson): string => (typeof person.Type === 'string' ? person.Type : person.Type.Name);
const profileOf = (person: CompositePerson): string => (typeof person.Profile === 'string' ? person.Profile : person.Profile.Id);

function channelCounts(chart: CompositeBodygraphChart): string {
  return CHANNEL_KINDS.map((kind) => `${chart.Composite.Channels.filter((channel) => channel.Kind === kind).length} ${kind.toLowerCase()}`).join(' · ');
}

/** Person A fills and strokes in blue, Person B in amber; a shared gate is amber ringed in blue, a shared half blue striped amber. */
function compositePairColors(palette: Palette): PairColors {
  return { first: palette.person0, second: palette.person1, firstText: palette.activeGateText, secondText: palette.person1GateText };
}

/** The one-line summary used as the `<title>`: both people and the count of each channel kind. */
export function compositeBodygraphHeadline(chart: CompositeBodygraphChart, personLabels: readonly [string, string] = ['Person A', 'Person B']): string {
  const [label0, label1] = personLabels;
  return (
    `Composite of ${label0} (${typeOf(chart.Person0)} ${profileOf(chart.Person0)}) and ${label1} (${typeOf(chart.Person1)} ${profileOf(chart.Person1)}): ` +
    `${channelCounts(chart).replaceAll(' · ', ', ')} channels`
  );
}

function definedBy(center: CenterName, chart: CompositeBodygraphChart): 'person0' | 'person1' | 'both' | 'together' {
  const byPerson0 = chart.Person0.DefinedCenters.includes(center);
  const byPerson1 = chart.Person1.DefinedCenters.includes(center);
  if (byPerson0 && byPerson1) return 'both';
  if (byPerson0) return 'person0';
  return byPerson1 ? 'person1' : 'together';
}

/**
 * Renders the composite chart of two people (`compositeChart(a, b, { version })`, v1 or v2) as a bodygraph:
 * the centers defined in the combined chart filled, each channel half colored by who holds its gate
 * (Person A blue, Person B amber, both striped), the 64 gates likewise, Person A's activations in a
 * column on the left and Person B's on the right (Design and Personality per body), and a headline
 * with the channel kinds and both types and profiles. Pure and deterministic.
 */
export function renderCompositeBodygraphSvg(chart: CompositeBodygraphChart, options: CompositeBodygraphSvgOptions = {}): string {
  const columns = options.columns ?? true;
  const headline = options.headline ?? true;
  const palette = palettes[options.theme ?? 'light'];
  const labels = options.personLabels ?? ['Person A', 'Person B'];
  const labelOf = { person0: labels[0], person1: labels[1] };
  const frame = frameOf({ columns, headlineLines: headline ? 3 : 0 });
  const holders = compositeGateHolders(chart);
  const colors = compositePairColors(palette);
  const channelKind = new Map(chart.Composite.Channels.map((channel) => [channel.Id, channel.Kind]));
  const definedCenters = new Set(chart.Composite.DefinedCenters);
  const person0 = `${labels[0]}: ${typeOf(chart.Person0)} ${profileOf(chart.Person0)}`;
  const person1 = `${labels[1]}: ${typeOf(chart.Person1)} ${profileOf(chart.Person1)}`;
  const together = `${chart.Composite.Type}, ${chart.Composite.Definition}, ${chart.Composite.Keynote}`;
  const channelList = CHANNEL_KINDS.map((kind) => {
    const ids = chart.Composite.Channels.filter((channel) => channel.Kind === kind).map((channel) => `${channel.Id} ${channel.Name}`);
    return `${kind}: ${ids.length > 0 ? ids.join(', ') : 'none'}`;
  }).join('. ');
  const description =
    `Human Design composite bodygraph. ${person0}; ${person1}. Together: ${together}. ` +
    `Defined centers: ${definedCenters.size > 0 ? [...definedCenters].join(', ') : 'none'}. ${channelList}.`;

  const bodygraph =
    renderChannels(
      (id) => {
        const kind = channelKind.get(id);
        return kind === undefined ? { defined: false } : { defined: true, attributes: ` data-kind="${kind.toLowerCase()}"` };
      },
      (gate) => {
        const holder = holders.get(gate) ?? 'none';
        return pairHalfPaint(PAIR_KIND[holder], holder, colors, palette);
      },
      palette,
    ) +
    renderCenters((name) => {
      if (!definedCenters.has(name)) return { defined: false, fill: palette.empty, title: `${name}: undefined` };
      const by = definedBy(name, chart);
      const title =
        by === 'together' ? `${name}: defined together` : by === 'both' ? `${name}: defined by ${labels[0]} and ${labels[1]}` : `${name}: defined by ${labelOf[by]}`;
      return { defined: true, fill: palette.definedCenter[name], title, attributes: ` data-defined-by="${by}"` };
    }, palette) +
    renderGates((gate) => {
      const holder = holders.get(gate) ?? 'none';
      return pairGatePaint(PAIR_KIND[holder], holder, colors, palette);
    });

  const columnTop = frame.graphTop + 40;
  const personColumn = (person: CompositePerson, key: 'person0' | 'person1', x: number): string =>
    renderPairedColumn(
      {
        title: labelOf[key],
        titleColor: palette[key],
        attribute: `data-person="${key}"`,
        design: activationsOfSide(person.Gates, 'Design'),
        personality: activationsOfSide(person.Gates, 'Personality'),
      },
      x,
      columnTop,
      palette,
    );
  return renderDocument({
    frame,
    size: options.size ?? 600,
    idPrefix: options.idPrefix ?? 'bodygraph',
    title: compositeBodygraphHeadline(chart, labels),
    description,
    palette,
    headline: headline
      ? [
          {
            text: [
              { text: 'Composite · ' },
              { text: `${typeOf(chart.Person0)} ${profileOf(chart.Person0)}`, color: palette.person0 },
              { text: ' + ' },
              { text: `${typeOf(chart.Person1)} ${profileOf(chart.Person1)}`, color: palette.person1 },
            ],
          },
          { text: channelCounts(chart), emphasis: true },
          { text: `Together: ${together.replaceAll(', ', ' · ')}` },
        ]
      : [],
    bodygraph,
    columns: columns ? personColumn(chart.Person0, 'person0', frame.leftColumnX) + personColumn(chart.Person1, 'person1', frame.rightColumnX) : '',
  });
}
