// The frame every view shares: the root <svg> with its accessible title and description, the
// background, the headline lines, and where the bodygraph and the two columns go.
import { BODYGRAPH_HEIGHT, BODYGRAPH_WIDTH } from './layout';
import type { Palette } from './palette';
import { escapeXml, formatNumber } from './svg-text';

/** Width of one activation column, in viewBox units. */
export const COLUMN_WIDTH = 112;
const SIDE_MARGIN = 8;
const TOP_MARGIN_WITHOUT_HEADLINE = 8;
const BOTTOM_MARGIN = 12;
/** Baselines of the headline's lines: the first (bold, 18) and the smaller ones under it. */
const HEADLINE_BASELINES = [26, 48, 67] as const;

/** A run of headline text, in its own color when `color` is given. */
export interface HeadlineSpan {
  readonly text: string;
  readonly color?: string;
}

export interface HeadlineLine {
  readonly text: string | readonly HeadlineSpan[];
  /** The first line is bold and large; the others are 13 px, in the muted color unless `emphasis`. */
  readonly emphasis?: boolean;
}

/** Rough width of a character as a fraction of the font size, generous enough for DejaVu Sans (wider than Arial). */
const CHARACTER_WIDTH = { bold: 0.64, regular: 0.58 } as const;

/** The preferred font size, or a smaller one (not under `minimum`, in half pixels) that fits `text` into `available`. */
export function fittedFontSize(text: string, preferred: number, minimum: number, available: number, bold: boolean): number {
  const perSize = text.length * (bold ? CHARACTER_WIDTH.bold : CHARACTER_WIDTH.regular);
  if (perSize * preferred <= available) return preferred;
  return Math.max(minimum, Math.floor((available / perSize) * 2) / 2);
}

function spanMarkup(text: HeadlineLine['text']): string {
  if (typeof text === 'string') return escapeXml(text);
  return text.map((span) => (span.color === undefined ? escapeXml(span.text) : `<tspan fill="${span.color}">${escapeXml(span.text)}</tspan>`)).join('');
}

export interface FrameOptions {
  readonly columns: boolean;
  /** Number of headline lines (0 for none). */
  readonly headlineLines: number;
}

export interface Frame {
  readonly width: number;
  readonly height: number;
  /** Top left of the bodygraph. */
  readonly graphLeft: number;
  readonly graphTop: number;
  /** Centers of the left and right columns. */
  readonly leftColumnX: number;
  readonly rightColumnX: number;
}

function headlineHeight(lines: number): number {
  if (lines === 0) return TOP_MARGIN_WITHOUT_HEADLINE;
  return lines <= 2 ? 64 : 84;
}

export function frameOf(options: FrameOptions): Frame {
  const width = BODYGRAPH_WIDTH + (options.columns ? 2 * COLUMN_WIDTH : 0) + 2 * SIDE_MARGIN;
  const graphTop = headlineHeight(options.headlineLines);
  return {
    width,
    height: BODYGRAPH_HEIGHT + graphTop + BOTTOM_MARGIN,
    graphLeft: SIDE_MARGIN + (options.columns ? COLUMN_WIDTH : 0),
    graphTop,
    leftColumnX: SIDE_MARGIN + COLUMN_WIDTH / 2,
    rightColumnX: width - SIDE_MARGIN - COLUMN_WIDTH / 2,
  };
}

export interface DocumentParts {
  readonly frame: Frame;
  /** Width in pixels; the height follows the aspect ratio. */
  readonly size: number;
  readonly idPrefix: string;
  readonly title: string;
  readonly description: string;
  readonly palette: Palette;
  readonly headline: readonly HeadlineLine[];
  /** Markup of the bodygraph (drawn at the frame's graph position) and of the columns (in frame coordinates). */
  readonly bodygraph: string;
  readonly columns: string;
}

export function renderDocument(parts: DocumentParts): string {
  const { frame, palette } = parts;
  const idPrefix = escapeXml(parts.idPrefix);
  const pixelHeight = Math.round((parts.size * frame.height) / frame.width);
  let out =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${parts.size}" height="${pixelHeight}" viewBox="0 0 ${frame.width} ${frame.height}" ` +
    `role="img" aria-labelledby="${idPrefix}-title ${idPrefix}-desc" font-family="sans-serif">` +
    `<title id="${idPrefix}-title">${escapeXml(parts.title)}</title>` +
    `<desc id="${idPrefix}-desc">${escapeXml(parts.description)}</desc>` +
    `<rect width="${frame.width}" height="${frame.height}" fill="${palette.background}"/>`;
  if (parts.headline.length > 0) {
    const x = formatNumber(frame.width / 2);
    out += `<g class="headline" fill="${palette.text}" text-anchor="middle">`;
    const available = frame.width - 2 * SIDE_MARGIN;
    parts.headline.slice(0, HEADLINE_BASELINES.length).forEach((line, index) => {
      const y = HEADLINE_BASELINES[index];
      const plain = typeof line.text === 'string' ? line.text : line.text.map((span) => span.text).join('');
      if (index === 0) {
        out += `<text x="${x}" y="${y}" font-size="${fittedFontSize(plain, 18, 12, available, true)}" font-weight="bold">${spanMarkup(line.text)}</text>`;
      } else {
        const fill = line.emphasis === true ? '' : ` fill="${palette.mutedText}"`;
        out += `<text x="${x}" y="${y}" font-size="${fittedFontSize(plain, 13, 10, available, false)}"${fill}>${spanMarkup(line.text)}</text>`;
      }
    });
    out += `</g>`;
  }
  out += `<g class="bodygraph" transform="translate(${frame.graphLeft} ${frame.graphTop})">${parts.bodygraph}</g>`;
  return `${out}${parts.columns}</svg>`;
}
