// At phone width the service's bodygraph (columns left and right of the body, 680 units wide) would shrink its
// gate numbers to 4–5 CSS px. There the picture is laid out again in place: the body and headline take the whole
// width, the activation columns sit side by side below it, and the gate numbers are drawn larger. One SVG, so
// its title and description stay the picture's accessible name; wider screens get the service's layout back.

/** Screens where the columns go below the bodygraph. */
export const narrowScreenQuery = '(max-width: 40rem)';

/** Gate numbers at phone width, in SVG units (the service draws 9 in circles of radius 8.5). */
const NARROW_GATE_FONT_SIZE = 12.5;
/** Baseline shift that keeps the larger number centred in its circle (the service's baseline suits 9 units). */
const NARROW_GATE_BASELINE_SHIFT = 1.2;
/**
 * The widest a gate number may be drawn at phone width, in SVG units (inside its 17-unit circle). Two digits in a
 * wide font (DejaVu Sans Bold, the usual Linux default: 17.4 units at 12.5) are narrowed to it.
 */
const NARROW_GATE_MAX_TEXT_WIDTH = 14;
const MARGIN = 8;
const GAP = 16;

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The element's box in the SVG's coordinates (its bounding box moved by its own translation). */
function boxInSvg(element: SVGGraphicsElement): Box {
  const box = element.getBBox();
  const matrix = element.transform.baseVal.consolidate()?.matrix;
  return { x: box.x + (matrix?.e ?? 0), y: box.y + (matrix?.f ?? 0), width: box.width, height: box.height };
}

function union(boxes: readonly Box[]): Box {
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

function background(svg: SVGSVGElement): SVGRectElement | null {
  return svg.querySelector(':scope > rect');
}

/** Puts back what {@link stackColumns} changed: the service's own layout. */
export function restoreServiceLayout(svg: SVGSVGElement): void {
  const viewBox = svg.dataset.serviceViewBox;
  if (viewBox === undefined) return;
  svg.setAttribute('viewBox', viewBox);
  const [, , width, height] = viewBox.split(' ');
  const rect = background(svg);
  if (rect !== null && width !== undefined && height !== undefined) {
    rect.removeAttribute('x');
    rect.removeAttribute('y');
    rect.setAttribute('width', width);
    rect.setAttribute('height', height);
  }
  for (const column of Array.from(svg.querySelectorAll(':scope > g.column'))) column.removeAttribute('transform');
  const gates = svg.querySelector('g.gates');
  if (gates !== null && gates instanceof SVGElement && gates.dataset.serviceFontSize !== undefined) {
    gates.setAttribute('font-size', gates.dataset.serviceFontSize);
    for (const text of Array.from(gates.querySelectorAll('text'))) {
      text.removeAttribute('dy');
      text.removeAttribute('textLength');
      text.removeAttribute('lengthAdjust');
    }
  }
  delete svg.dataset.serviceViewBox;
}

/**
 * Lays the picture out for a narrow screen: headline and body cropped to their own extent, the activation columns
 * side by side below them, gate numbers larger. False when the picture has no columns or is not rendered (then
 * nothing changes).
 */
export function stackColumns(svg: SVGSVGElement): boolean {
  const columns = Array.from(svg.querySelectorAll<SVGGElement>(':scope > g.column'));
  const top = Array.from(svg.querySelectorAll<SVGGElement>(':scope > g.headline, :scope > g.bodygraph'));
  if (columns.length === 0 || top.length === 0) return false;
  const topBox = union(top.map(boxInSvg));
  if (topBox.width === 0) return false;
  const serviceViewBox = svg.getAttribute('viewBox');
  if (serviceViewBox === null) return false;
  svg.dataset.serviceViewBox = serviceViewBox;

  const gates = svg.querySelector('g.gates');
  if (gates !== null && gates instanceof SVGElement) {
    gates.dataset.serviceFontSize = gates.getAttribute('font-size') ?? '9';
    gates.setAttribute('font-size', String(NARROW_GATE_FONT_SIZE));
    for (const text of Array.from(gates.querySelectorAll('text'))) {
      text.setAttribute('dy', String(NARROW_GATE_BASELINE_SHIFT));
      // Whatever font the browser picked: a number wider than its circle is narrowed to fit.
      if (text.getComputedTextLength() > NARROW_GATE_MAX_TEXT_WIDTH) {
        text.setAttribute('textLength', String(NARROW_GATE_MAX_TEXT_WIDTH));
        text.setAttribute('lengthAdjust', 'spacingAndGlyphs');
      }
    }
  }

  const columnBoxes = columns.map(boxInSvg);
  const columnsWidth = columnBoxes.reduce((sum, box) => sum + box.width, 0) + GAP * (columns.length - 1);
  const columnsTop = topBox.y + topBox.height + GAP;
  let cursor = topBox.x + topBox.width / 2 - columnsWidth / 2;
  columns.forEach((column, index) => {
    const box = columnBoxes[index] as Box;
    column.setAttribute('transform', `translate(${cursor - box.x} ${columnsTop - box.y})`);
    cursor += box.width + GAP;
  });
  const columnsBox = union(columns.map(boxInSvg));
  const whole = union([topBox, columnsBox]);
  const viewBox = { x: whole.x - MARGIN, y: Math.min(0, whole.y - MARGIN), width: whole.width + 2 * MARGIN, height: 0 };
  viewBox.height = whole.y + whole.height + MARGIN - viewBox.y;
  svg.setAttribute('viewBox', `${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`);
  const rect = background(svg);
  if (rect !== null) {
    rect.setAttribute('x', String(viewBox.x));
    rect.setAttribute('y', String(viewBox.y));
    rect.setAttribute('width', String(viewBox.width));
    rect.setAttribute('height', String(viewBox.height));
  }
  return true;
}

const watchedFigures = new WeakSet<HTMLElement>();

/** Lays the figure's picture out for the screen width now, and again whenever the width crosses {@link narrowScreenQuery}. */
export function layOutPictureForScreen(figure: HTMLElement): void {
  const narrow = window.matchMedia(narrowScreenQuery);
  const apply = (): void => {
    const svg = figure.querySelector('svg');
    if (svg === null) return;
    restoreServiceLayout(svg);
    figure.dataset.layout = narrow.matches && stackColumns(svg) ? 'stacked' : 'service';
  };
  if (!watchedFigures.has(figure)) {
    watchedFigures.add(figure);
    narrow.addEventListener('change', apply);
  }
  apply();
}
