// The words shown for a tapped or hovered gate, channel or center: its name and text from the reference
// library (the same records the service's library serves), and what activates it in the chart on screen.
import { getCenter, getChannel, getGate } from '@mandala/reference-library';
import type { ChartView } from './chart-view';

/** A part of the bodygraph, as the SVG names it (`data-gate`, `data-channel`, `data-center`). */
export type BodygraphElement = { readonly gate: number } | { readonly channel: string } | { readonly center: string };

export interface ElementText {
  readonly title: string;
  readonly paragraphs: readonly string[];
}

interface Activation {
  readonly Gate: number;
  readonly Line: number;
  readonly Planet: string;
  readonly Activation: string;
}

/** `NorthNode` → `North Node`. */
const bodyName = (planet: string): string => planet.replace(/([a-z])([A-Z])/g, '$1 $2');

/** Who activates `gate` in the view, as short phrases (`Design Sun, line 3`). */
function activationsOf(view: ChartView, gate: number): string[] {
  const phrases = (gates: readonly Activation[], who: string) =>
    gates.filter((activation) => activation.Gate === gate).map((activation) => `${who}${activation.Activation} ${bodyName(activation.Planet)}, line ${activation.Line}`);
  if (view.kind === 'natal') return phrases(view.chart.Gates as readonly Activation[], '');
  if (view.kind === 'composite') {
    return [...phrases(view.chart.Person0.Gates as readonly Activation[], 'Person A: '), ...phrases(view.chart.Person1.Gates as readonly Activation[], 'Person B: ')];
  }
  if (view.kind === 'transit') {
    const transit = Object.entries(view.chart.TransitPlanets)
      .filter(([, position]) => position.Gate === gate)
      .map(([body, position]) => `Transit ${bodyName(body)}, line ${position.Line}`);
    return [...phrases(view.chart.Natal.Gates as readonly Activation[], 'Natal '), ...transit];
  }
  return [];
}

function definedCenters(view: ChartView): ReadonlySet<string> {
  if (view.kind === 'natal') return new Set(view.chart.Centers.filter((center) => center.Defined).map((center) => center.Name));
  if (view.kind === 'composite') return new Set(view.chart.Composite.DefinedCenters);
  if (view.kind === 'transit') return new Set(view.chart.Combined.DefinedCenters);
  return new Set();
}

/** The text of one element in the chart on screen. */
export function elementText(element: BodygraphElement, view: ChartView): ElementText {
  if ('gate' in element) {
    const gate = getGate(element.gate);
    const activations = activationsOf(view, gate.number);
    return {
      title: `Gate ${gate.number}: ${gate.name}`,
      paragraphs: [gate.theme, `${gate.center} center · channel${gate.channelIds.length === 1 ? '' : 's'} ${gate.channelIds.join(', ')}`, activations.length > 0 ? `Activated by ${activations.join('; ')}.` : 'Not activated in this chart.'],
    };
  }
  if ('channel' in element) {
    const channel = getChannel(element.channel);
    return { title: `Channel ${channel.id}: ${channel.name}`, paragraphs: [channel.theme, `${channel.centers.join(' to ')} · ${channel.circuit} circuit`] };
  }
  const center = getCenter(element.center);
  const defined = definedCenters(view).has(center.name);
  return {
    title: `${center.name} center (${defined ? 'defined' : 'undefined'})`,
    paragraphs: [defined ? center.definedTheme : center.openTheme, `Not-self question: ${center.notSelfQuestion}`],
  };
}

/** The element an SVG node belongs to, or undefined for the background. */
export function elementOf(target: Element | null): BodygraphElement | undefined {
  const node = target?.closest('[data-gate],[data-channel],[data-center]');
  if (node === null || node === undefined) return undefined;
  const gate = node.getAttribute('data-gate');
  if (gate !== null) return { gate: Number(gate) };
  const channel = node.getAttribute('data-channel');
  if (channel !== null) return { channel };
  return { center: node.getAttribute('data-center') ?? '' };
}
