// What the page says to the host about a tapped gate, channel or center: the silent model context (what the person is
// looking at) and the chat message the "Ask" button sends (`ui/message`), so "tell me more about gate 34" takes a tap.
import type { ChartView } from './chart-view';
import { elementText } from './element-text';
import type { BodygraphElement } from './element-text';

/** `gate 34`, `channel 20-34`, `the Sacral center`. */
export function elementLabel(element: BodygraphElement): string {
  if ('gate' in element) return `gate ${element.gate}`;
  if ('channel' in element) return `channel ${element.channel}`;
  return `the ${element.center} center`;
}

/** Whose chart the view is, for the question. */
function chartName(view: ChartView): string {
  if (view.kind === 'composite') return 'our composite chart';
  if (view.kind === 'transit') return 'my chart with the current transits';
  return 'my chart';
}

/** `gate 34 (Power)`: the element with the name its title gives (centers have none beyond their own). */
function namedLabel(element: BodygraphElement, view: ChartView): string {
  const name = /: (.+)$/.exec(elementText(element, view).title)?.[1];
  return `${elementLabel(element)}${name === undefined ? '' : ` (${name})`}`;
}

/** The message the Ask button sends as the person: `Tell me more about gate 34 (Power) in my chart.` */
export function questionAbout(element: BodygraphElement, view: ChartView): string {
  return `Tell me more about ${namedLabel(element, view)} in ${chartName(view)}.`;
}

/** The Ask button's own words: `Ask about gate 34 (Power)`. */
export function askLabel(element: BodygraphElement, view: ChartView): string {
  return `Ask about ${namedLabel(element, view)}`;
}

/** The model context of a selection: the element's title and what the page shows of it, in a few lines. */
export function selectionContext(element: BodygraphElement, view: ChartView): string {
  const text = elementText(element, view);
  return [`The person is looking at ${elementLabel(element)} in the bodygraph app: ${text.title}.`, ...text.paragraphs].join('\n');
}
