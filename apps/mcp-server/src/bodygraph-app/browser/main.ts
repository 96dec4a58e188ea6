// The bodygraph MCP App (`ui://mandala/bodygraph`): receives the tool result through the ext-apps app bridge
// and draws it with @mandala/bodygraph-svg; a tap (or hover) on a gate, channel or center shows its text from
// the reference library. Nothing here reaches the network: the page is one self-contained document.
import { App, applyDocumentTheme, applyHostStyleVariables } from '@modelcontextprotocol/ext-apps/app-with-deps';
import type { McpUiHostContext } from '@modelcontextprotocol/ext-apps/app-with-deps';
import { renderBodygraphSvg, renderCompositeBodygraphSvg, renderTransitBodygraphSvg } from '@mandala/bodygraph-svg';
import { activationColumns } from './activation-list';
import { chartViewOf } from './chart-view';
import type { ChartView, ToolResultLike } from './chart-view';
import { elementOf, elementText } from './element-text';
import type { BodygraphElement } from './element-text';
import { chartOfSide } from './side-filter';
import type { Side } from './side-filter';

const NARROW = window.matchMedia('(max-width: 560px)');

function byId<Element extends HTMLElement>(id: string): Element {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`The page has no #${id}.`);
  return element as Element;
}

const figure = byId<HTMLDivElement>('figure');
const sides = byId<HTMLFieldSetElement>('sides');
const note = byId<HTMLParagraphElement>('note');
const detailsTitle = byId<HTMLHeadingElement>('details-title');
const detailsText = byId<HTMLDivElement>('details-text');
const columns = byId<HTMLElement>('columns');

interface PageState {
  view: ChartView | undefined;
  side: Side;
  theme: 'light' | 'dark';
  selected: BodygraphElement | undefined;
}

const state: PageState = { view: undefined, side: 'both', theme: 'light', selected: undefined };

function svgOf(view: ChartView, narrow: boolean): string {
  const options = { theme: state.theme, size: 600, columns: !narrow };
  if (view.kind === 'composite') return renderCompositeBodygraphSvg(view.chart, options);
  if (view.kind === 'transit') return renderTransitBodygraphSvg(view.chart, options);
  if (view.kind === 'natal') return renderBodygraphSvg(chartOfSide(view.chart, state.side), { ...options, columns: options.columns && view.activations });
  return '';
}

/** A `core` result has no sides: its defined channels and their gates are drawn in one neutral color. */
function markCoreChannels(view: ChartView): void {
  if (view.kind !== 'natal' || view.activations) return;
  for (const channel of view.chart.Channels) {
    // The ids come from the host's message: escaped, so an odd one selects nothing rather than breaking the page.
    figure.querySelector(`[data-channel="${CSS.escape(String(channel.Id))}"]`)?.classList.add('core-defined');
    for (const gate of String(channel.Id).split('-')) figure.querySelector(`[data-gate="${CSS.escape(gate)}"]`)?.classList.add('core-defined');
  }
}

/** Every gate, channel and center can be reached with Tab and read with Enter or Space, as with a tap. */
function makeFocusable(): void {
  for (const node of figure.querySelectorAll('[data-gate],[data-channel],[data-center]')) {
    const gate = node.getAttribute('data-gate');
    const channel = node.getAttribute('data-channel');
    node.setAttribute('tabindex', '0');
    node.setAttribute('role', 'button');
    node.setAttribute('aria-label', gate !== null ? `Gate ${gate}` : channel !== null ? `Channel ${channel}` : `${node.getAttribute('data-center') ?? ''} center`);
  }
}

function renderColumns(view: ChartView, narrow: boolean): void {
  columns.replaceChildren();
  if (!narrow) return;
  for (const column of activationColumns(view)) {
    const section = document.createElement('section');
    const heading = document.createElement('h3');
    heading.textContent = column.heading;
    const list = document.createElement('dl');
    for (const [body, position] of column.rows) {
      const term = document.createElement('dt');
      term.textContent = body;
      const value = document.createElement('dd');
      value.textContent = position;
      list.append(term, value);
    }
    section.append(heading, list);
    columns.append(section);
  }
}

function renderDetails(): void {
  const view = state.view;
  if (view === undefined || view.kind === 'message' || state.selected === undefined) {
    detailsTitle.textContent = view === undefined || view.kind !== 'message' ? 'Tap a gate, channel or center' : '';
    detailsText.replaceChildren();
    return;
  }
  const text = elementText(state.selected, view);
  detailsTitle.textContent = text.title;
  detailsText.replaceChildren(
    ...text.paragraphs.map((paragraph) => {
      const element = document.createElement('p');
      element.textContent = paragraph;
      return element;
    }),
  );
}

function markSelected(): void {
  for (const node of figure.querySelectorAll('.selected')) node.classList.remove('selected');
  const selected = state.selected;
  if (selected === undefined) return;
  const selector =
    'gate' in selected
      ? `[data-gate="${selected.gate}"]`
      : 'channel' in selected
        ? `[data-channel="${CSS.escape(selected.channel)}"]`
        : `[data-center="${CSS.escape(selected.center)}"]`;
  figure.querySelector(selector)?.classList.add('selected');
}

function render(): void {
  const view = state.view;
  const narrow = NARROW.matches;
  document.body.dataset.layout = narrow ? 'narrow' : 'wide';
  if (view === undefined) return;
  document.body.dataset.view = view.kind;
  sides.hidden = !(view.kind === 'natal' && view.activations);
  note.hidden = !(view.kind === 'message' || (view.kind === 'natal' && !view.activations));
  if (view.kind === 'message') note.textContent = view.text;
  else if (view.kind === 'natal' && !view.activations) {
    note.textContent = 'This is a core chart: defined centers and channels, without the Design and Personality gates. Ask for detailLevel "standard" to see them.';
  }
  figure.innerHTML = svgOf(view, narrow);
  markCoreChannels(view);
  makeFocusable();
  markSelected();
  renderColumns(view, narrow);
  renderDetails();
  document.body.dataset.state = 'drawn';
}

function select(element: BodygraphElement | undefined): void {
  if (element === undefined) return;
  state.selected = element;
  markSelected();
  renderDetails();
}

figure.addEventListener('click', (event) => select(elementOf(event.target as Element | null)));
figure.addEventListener('pointerover', (event) => {
  if (event.pointerType === 'mouse') select(elementOf(event.target as Element | null));
});
figure.addEventListener('keydown', (event) => {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  select(elementOf(event.target as Element | null));
});
sides.addEventListener('change', (event) => {
  const value = (event.target as HTMLInputElement).value;
  state.side = value === 'design' || value === 'personality' ? value : 'both';
  render();
});
NARROW.addEventListener('change', render);

function applyHostContext(context: McpUiHostContext | undefined): void {
  if (context === undefined) return;
  if (context.theme !== undefined && context.theme !== state.theme) {
    state.theme = context.theme;
    applyDocumentTheme(context.theme);
    render();
  }
  if (context.styles?.variables !== undefined) applyHostStyleVariables(context.styles.variables);
}

const app = new App({ name: 'Mandala bodygraph', version: '0.1.0' });
app.ontoolinput = () => {
  if (state.view === undefined) note.textContent = 'Calculating the chart…';
  note.hidden = state.view !== undefined;
};
app.ontoolresult = (result) => {
  state.view = chartViewOf(result as ToolResultLike);
  state.selected = undefined;
  render();
};
app.onhostcontextchanged = (context) => applyHostContext({ ...app.getHostContext(), ...context });
app.onteardown = () => ({});

document.body.dataset.state = 'connecting';
app
  .connect()
  .then(() => {
    applyHostContext(app.getHostContext());
    document.body.dataset.state = state.view === undefined ? 'waiting' : 'drawn';
  })
  .catch((error: unknown) => {
    note.hidden = false;
    note.textContent = `The page could not reach its host: ${error instanceof Error ? error.message : String(error)}`;
    document.body.dataset.state = 'failed';
  });
