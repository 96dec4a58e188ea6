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

/** The message the Ask button sends as the person: `Tell me more about gate 34 (Power) in my chart.` */
export function questionAbout(element: BodygraphElement, view: ChartView): string {
  const title = elementText(element, view).title;
  const name = /: (.+)$/.exec(title)?.[1];
  return `Tell me more about ${elementLabel(element)}${name === undefined ? '' : ` (${name})`} in ${chartName(view)}.`;
}

/** The model context of a selection: the element's title and what the page shows of it, in a few lines. */
export function selectionContext(element: BodygraphElement, view: ChartView): string {
  const text = elementText(element, view);
  return [`The person is looking at ${elementLabel(element)} in the bodygraph app: ${text.title}.`, ...text.paragraphs].join('\n');
}
