// The bodygraph MCP App (`ui://mandala/bodygraph`): receives the tool result through the ext-apps app bridge
// and draws it with @mandala/bodygraph-svg; a tap (or hover) on a gate, channel or center shows its text from
// the reference library, a tap tells the model what the person looks at, and "Ask" sends the question to the chat.
// Nothing here reaches the network: the page is one self-contained document (a redraw goes through the host).
import { App, applyDocumentTheme, applyHostStyleVariables } from '@modelcontextprotocol/ext-apps/app-with-deps';
import type { McpUiHostContext } from '@modelcontextprotocol/ext-apps/app-with-deps';
import { renderBodygraphSvg, renderCompositeBodygraphSvg, renderTransitBodygraphSvg } from '@mandala/bodygraph-svg';
import { activationColumns } from './activation-list';
import { askLabel, questionAbout, selectionContext } from './ask-about-element';
import { chartViewOf } from './chart-view';
import type { ChartView, ToolResultLike } from './chart-view';
import { elementOf, elementText } from './element-text';
import type { BodygraphElement } from './element-text';
import { chartOfSide } from './side-filter';
import type { Side } from './side-filter';

/** The chart tools whose results this page draws: the ones it may call again for a result that came without data. */
const CHART_TOOLS = new Set(['generate_chart', 'generate_composite_chart', 'get_transits', 'get_person_chart']);

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
const ask = byId<HTMLButtonElement>('ask');

interface PageState {
  view: ChartView | undefined;
  side: Side;
  theme: 'light' | 'dark';
  selected: BodygraphElement | undefined;
  /** The arguments of the tool call (`ui/notifications/tool-input`), for a redraw through the host. */
  toolArguments: Record<string, unknown> | undefined;
  /** Whether the SVG draws its activation columns (else the HTML lists below it do). */
  svgColumns: boolean;
}

const state: PageState = { view: undefined, side: 'both', theme: 'light', selected: undefined, toolArguments: undefined, svgColumns: false };

function svgOf(view: ChartView, withColumns: boolean): string {
  const options = { theme: state.theme, size: 600, columns: withColumns };
  if (view.kind === 'composite') return renderCompositeBodygraphSvg(view.chart, options);
  if (view.kind === 'transit') return renderTransitBodygraphSvg(view.chart, options);
  if (view.kind === 'natal') return renderBodygraphSvg(chartOfSide(view.chart, state.side), { ...options, columns: options.columns && view.activations });
  return '';
}

/** The width of an SVG's viewBox (its drawing units). */
const viewBoxWidth = (svg: string): number => Number(/viewBox="0 0 ([\d.]+) /.exec(svg)?.[1] ?? Number.POSITIVE_INFINITY);

/**
 * The SVG for the figure's width: with its activation columns only where it is drawn at least 1:1, so their 11-unit
 * planet labels are 11 px or more on screen; narrower, without them (the HTML lists below carry the activations).
 */
function fittedSvg(view: ChartView): string {
  const withColumns = svgOf(view, true);
  state.svgColumns = figure.clientWidth >= viewBoxWidth(withColumns);
  return state.svgColumns ? withColumns : svgOf(view, false);
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

function renderColumns(view: ChartView): void {
  columns.replaceChildren();
  if (state.svgColumns) return;
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
  ask.hidden = true;
  if (view === undefined || view.kind === 'message' || state.selected === undefined) {
    detailsTitle.textContent = view === undefined || view.kind !== 'message' ? 'Tap a gate, channel or center' : '';
    detailsText.replaceChildren();
    return;
  }
  const text = elementText(state.selected, view);
  // The host takes chat messages from the page (ui/message): one tap on Ask puts the question to the model.
  ask.hidden = app.getHostCapabilities()?.message === undefined;
  ask.textContent = askLabel(state.selected, view);
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
  if (view === undefined) return;
  document.body.dataset.view = view.kind;
  sides.hidden = !(view.kind === 'natal' && view.activations);
  note.hidden = !(view.kind === 'message' || (view.kind === 'natal' && !view.activations));
  if (view.kind === 'message') note.textContent = view.text;
  else if (view.kind === 'natal' && !view.activations) {
    note.textContent = 'This is a core chart: defined centers and channels, without the Design and Personality gates. Ask for detailLevel "standard" to see them.';
  }
  figure.innerHTML = fittedSvg(view);
  document.body.dataset.layout = state.svgColumns ? 'wide' : 'narrow';
  markCoreChannels(view);
  makeFocusable();
  markSelected();
  renderColumns(view);
  renderDetails();
  document.body.dataset.state = 'drawn';
}

/** Tells the model, without a message, what the person tapped (`ui/update-model-context`), where the host takes it. */
function shareSelection(element: BodygraphElement): void {
  const view = state.view;
  if (view === undefined || view.kind === 'message' || app.getHostCapabilities()?.updateModelContext === undefined) return;
  app.updateModelContext({ content: [{ type: 'text', text: selectionContext(element, view) }] }).catch(() => undefined);
}

/** Shows the element; a tap or a key (not a mouse passing over) also tells the model. */
function select(element: BodygraphElement | undefined, chosen: boolean): void {
  if (element === undefined) return;
  state.selected = element;
  markSelected();
  renderDetails();
  if (chosen) shareSelection(element);
}

figure.addEventListener('click', (event) => select(elementOf(event.target as Element | null), true));
figure.addEventListener('pointerover', (event) => {
  if (event.pointerType === 'mouse') select(elementOf(event.target as Element | null), false);
});
figure.addEventListener('keydown', (event) => {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  select(elementOf(event.target as Element | null), true);
});
ask.addEventListener('click', () => {
  const view = state.view;
  if (view === undefined || view.kind === 'message' || state.selected === undefined) return;
  const question = questionAbout(state.selected, view);
  ask.disabled = true;
  app
    .sendMessage({ role: 'user', content: [{ type: 'text', text: question }] })
    .then((answer) => {
      document.body.dataset.asked = answer.isError === true ? 'refused' : question;
    })
    .catch(() => {
      document.body.dataset.asked = 'failed';
    })
    .finally(() => {
      ask.disabled = false;
    });
});
sides.addEventListener('change', (event) => {
  const value = (event.target as HTMLInputElement).value;
  state.side = value === 'design' || value === 'personality' ? value : 'both';
  render();
});
// Redrawn when the figure's width crosses the width at which the SVG's columns fit 1:1.
new ResizeObserver(() => {
  const view = state.view;
  if (view !== undefined && view.kind !== 'message' && (figure.clientWidth >= viewBoxWidth(svgOf(view, true))) !== state.svgColumns) render();
}).observe(figure);

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
/**
 * A result without `structuredContent` whose text names no natal chart (a composite, a transit): the page calls the
 * tool again through the host (`tools/call`, where the host allows it) with the call's own arguments, once, and
 * draws that answer. A calculation costs its unit again.
 */
async function redrawThroughHost(): Promise<void> {
  const tool = app.getHostContext()?.toolInfo?.tool.name;
  if (tool === undefined || !CHART_TOOLS.has(tool) || state.toolArguments === undefined || app.getHostCapabilities()?.serverTools === undefined) return;
  note.textContent = 'Fetching the chart data again…';
  try {
    const again = chartViewOf((await app.callServerTool({ name: tool, arguments: state.toolArguments })) as ToolResultLike);
    if (again.kind !== 'message' || again.withoutData !== true) {
      state.view = again;
      render();
      return;
    }
  } catch {
    // The message below says what is missing.
  }
  note.textContent = 'This result reached the page without its chart data, and calling the tool again brought none.';
}

app.ontoolinput = (input) => {
  state.toolArguments = input.arguments;
  if (state.view === undefined) note.textContent = 'Calculating the chart…';
  note.hidden = state.view !== undefined;
};
app.ontoolresult = (result) => {
  state.view = chartViewOf(result as ToolResultLike);
  state.selected = undefined;
  render();
  if (state.view.kind === 'message' && state.view.withoutData === true) void redrawThroughHost();
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
