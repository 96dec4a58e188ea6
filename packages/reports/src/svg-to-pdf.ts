// Draws the SVG that @mandala/bodygraph-svg writes onto a pdfkit page as vector paths and real text. Only the
// subset that renderer emits is read: <svg viewBox>, <g> (translate, inherited paint and font attributes),
// <rect>, <circle>, <polygon>, <path> (any SVG path data, through pdfkit's own parser), <text> with <tspan>.
// <title> and <desc> are skipped. (The one general SVG-to-pdfkit library, svg-to-pdfkit, is unmaintained.)

type Attributes = Readonly<Record<string, string>>;

interface SvgNode {
  readonly name: string;
  readonly attributes: Attributes;
  readonly children: SvgNode[];
  /** Text content, for a text node (`name` `#text`). */
  readonly text?: string;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return ENTITIES[entity] ?? whole;
  });
}

function parseAttributes(source: string): Attributes {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(/([A-Za-z_:][-A-Za-z0-9_:.]*)="([^"]*)"/g)) attributes[match[1]!] = decodeEntities(match[2]!);
  return attributes;
}

/** The element tree of an SVG document (the renderer's well-formed output; no comments, CDATA or processing instructions). */
export function parseSvg(svg: string): SvgNode {
  const root: SvgNode = { name: '#root', attributes: {}, children: [] };
  const stack: SvgNode[] = [root];
  for (const match of svg.matchAll(/<(\/?)([A-Za-z][-A-Za-z0-9]*)([^>]*?)(\/?)>|([^<]+)/g)) {
    const parent = stack[stack.length - 1]!;
    if (match[5] !== undefined) {
      parent.children.push({ name: '#text', attributes: {}, children: [], text: decodeEntities(match[5]) });
    } else if (match[1] === '/') {
      if (stack.length > 1) stack.pop();
    } else {
      const node: SvgNode = { name: match[2]!, attributes: parseAttributes(match[3] ?? ''), children: [] };
      parent.children.push(node);
      if (match[4] !== '/') stack.push(node);
    }
  }
  return root.children.find((node) => node.name === 'svg') ?? root;
}

/** Paint and font attributes that children inherit. */
interface Style {
  readonly fill: string;
  readonly stroke: string;
  readonly strokeWidth: number;
  readonly fontSize: number;
  readonly bold: boolean;
  readonly anchor: 'start' | 'middle' | 'end';
  readonly fillOpacity: number;
  readonly dash: string;
  readonly lineCap: string;
  readonly lineJoin: string;
}

const INITIAL_STYLE: Style = { fill: '#000000', stroke: 'none', strokeWidth: 1, fontSize: 16, bold: false, anchor: 'start', fillOpacity: 1, dash: 'none', lineCap: 'butt', lineJoin: 'miter' };

function styleOf(parent: Style, attributes: Attributes): Style {
  const number = (name: string, fallback: number) => {
    const value = attributes[name];
    return value === undefined || Number.isNaN(Number.parseFloat(value)) ? fallback : Number.parseFloat(value);
  };
  const anchor = attributes['text-anchor'];
  return {
    fill: attributes['fill'] ?? parent.fill,
    stroke: attributes['stroke'] ?? parent.stroke,
    strokeWidth: number('stroke-width', parent.strokeWidth),
    fontSize: number('font-size', parent.fontSize),
    bold: attributes['font-weight'] === undefined ? parent.bold : attributes['font-weight'] === 'bold' || Number(attributes['font-weight']) >= 600,
    anchor: anchor === 'middle' || anchor === 'end' || anchor === 'start' ? anchor : parent.anchor,
    fillOpacity: number('fill-opacity', parent.fillOpacity),
    dash: attributes['stroke-dasharray'] ?? parent.dash,
    lineCap: attributes['stroke-linecap'] ?? parent.lineCap,
    lineJoin: attributes['stroke-linejoin'] ?? parent.lineJoin,
  };
}

/** Font names registered on the document for regular and bold text. */
export interface SvgFonts {
  readonly regular: string;
  readonly bold: string;
}

const hasPaint = (paint: string) => paint !== 'none' && paint !== 'transparent';

function paintShape(doc: PDFKit.PDFDocument, style: Style): void {
  const fill = hasPaint(style.fill);
  const stroke = hasPaint(style.stroke) && style.strokeWidth > 0;
  if (fill) doc.fillColor(style.fill, style.fillOpacity);
  if (stroke) {
    doc.strokeColor(style.stroke).lineWidth(style.strokeWidth).lineCap(style.lineCap as 'butt').lineJoin(style.lineJoin as 'miter');
    const dashes = style.dash === 'none' ? [] : style.dash.split(/[\s,]+/).map(Number).filter((value) => value > 0);
    if (dashes.length > 0) doc.dash(dashes[0]!, { space: dashes[1] ?? dashes[0]! });
    else doc.undash();
  }
  if (fill && stroke) doc.fillAndStroke();
  else if (fill) doc.fill();
  else if (stroke) doc.stroke();
}

function textRuns(node: SvgNode, style: Style): { text: string; style: Style }[] {
  return node.children.flatMap((child) => {
    if (child.name === '#text') return [{ text: child.text ?? '', style }];
    if (child.name === 'tspan') return textRuns(child, styleOf(style, child.attributes));
    return [];
  });
}

function drawText(doc: PDFKit.PDFDocument, node: SvgNode, style: Style, fonts: SvgFonts): void {
  const runs = textRuns(node, style).filter((run) => run.text.length > 0);
  const widthOf = (run: { text: string; style: Style }) => doc.font(run.style.bold ? fonts.bold : fonts.regular).fontSize(run.style.fontSize).widthOfString(run.text);
  const total = runs.reduce((sum, run) => sum + widthOf(run), 0);
  let x = Number.parseFloat(node.attributes['x'] ?? '0') - (style.anchor === 'middle' ? total / 2 : style.anchor === 'end' ? total : 0);
  const y = Number.parseFloat(node.attributes['y'] ?? '0');
  for (const run of runs) {
    const width = widthOf(run);
    doc.fillColor(hasPaint(run.style.fill) ? run.style.fill : '#000000', run.style.fillOpacity);
    doc.text(run.text, x, y, { lineBreak: false, baseline: 'alphabetic' });
    x += width;
  }
}

function drawNode(doc: PDFKit.PDFDocument, node: SvgNode, parentStyle: Style, fonts: SvgFonts): void {
  const a = node.attributes;
  const style = styleOf(parentStyle, a);
  const number = (name: string) => Number.parseFloat(a[name] ?? '0');
  switch (node.name) {
    case 'svg':
    case 'g': {
      const translate = /translate\(\s*([-\d.]+)[\s,]+([-\d.]+)\s*\)/.exec(a['transform'] ?? '');
      doc.save();
      if (translate !== null) doc.translate(Number(translate[1]), Number(translate[2]));
      for (const child of node.children) drawNode(doc, child, style, fonts);
      doc.restore();
      return;
    }
    case 'rect': {
      const radius = number('rx');
      if (radius > 0) doc.roundedRect(number('x'), number('y'), number('width'), number('height'), radius);
      else doc.rect(number('x'), number('y'), number('width'), number('height'));
      paintShape(doc, style);
      return;
    }
    case 'circle':
      doc.circle(number('cx'), number('cy'), number('r'));
      paintShape(doc, style);
      return;
    case 'polygon': {
      const values = (a['points'] ?? '').trim().split(/[\s,]+/).map(Number);
      const points: [number, number][] = [];
      for (let index = 0; index + 1 < values.length; index += 2) points.push([values[index]!, values[index + 1]!]);
      if (points.length > 1) {
        doc.polygon(...points);
        paintShape(doc, style);
      }
      return;
    }
    case 'path':
      doc.path(a['d'] ?? '');
      paintShape(doc, style);
      return;
    case 'text':
      drawText(doc, node, style, fonts);
      return;
    default:
      return; // title, desc, anything else: not drawn
  }
}

/** The SVG's viewBox width and height (its width and height attributes without one). */
export function svgViewBox(svg: string): { width: number; height: number } {
  const root = parseSvg(svg);
  const box = (root.attributes['viewBox'] ?? '').trim().split(/[\s,]+/).map(Number);
  if (box.length === 4 && box.every(Number.isFinite)) return { width: box[2]!, height: box[3]! };
  return { width: Number.parseFloat(root.attributes['width'] ?? '100'), height: Number.parseFloat(root.attributes['height'] ?? '100') };
}

/** Draws `svg` with its top-left corner at (x, y), scaled to `width` points wide. */
export function drawSvg(doc: PDFKit.PDFDocument, svg: string, placement: { x: number; y: number; width: number }, fonts: SvgFonts): void {
  const root = parseSvg(svg);
  const { width } = svgViewBox(svg);
  doc.save();
  doc.translate(placement.x, placement.y).scale(placement.width / width);
  const rootStyle = styleOf(INITIAL_STYLE, root.attributes);
  for (const child of root.children) drawNode(doc, child, rootStyle, fonts);
  doc.restore();
}
