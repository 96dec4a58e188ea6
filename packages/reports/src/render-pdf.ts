// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- fontkit ships no types: this file declares the one call made, for every package compiling these sources
/// <reference path="./fontkit.d.ts" />
import { create as parseFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import type { ReportBlock, ReportDocument, ReportSection } from './report-document';
import { drawSvg, svgViewBox } from './svg-to-pdf';

/** The font files a PDF embeds (TrueType or OpenType bytes): a regular and a bold face of one family. */
export interface PdfFonts {
  readonly regular: Uint8Array;
  readonly bold: Uint8Array;
}

/** Options of {@link renderPdf}. */
export interface PdfOptions {
  /** The fonts to embed (subset to the glyphs used). They must cover the scripts of the names given: DejaVu Sans covers Latin, Greek, Cyrillic, Armenian, Georgian and more. */
  readonly fonts: PdfFonts;
  /** The document's creation date (its metadata); default now. */
  readonly createdAt?: Date;
}

const REGULAR = 'report-regular';
const BOLD = 'report-bold';
const INK = '#1a1a1a';
const MUTED = '#5a5a5a';
const ACCENT = '#7a4b1f';
const RULE = '#d9d4cc';
const PAGE_MARGIN = 56;
const FOOTER_GAP = 24;
const BODY_SIZE = 10;
const LINE_GAP = 2.2;

type Doc = PDFKit.PDFDocument;

function bottomOf(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** A new page when less than `height` points are left on this one. */
function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomOf(doc)) doc.addPage();
}

function paragraph(doc: Doc, text: string, tone: 'lead' | 'muted' | undefined): void {
  doc
    .font(tone === 'lead' ? BOLD : REGULAR)
    .fontSize(tone === 'muted' ? BODY_SIZE - 1 : BODY_SIZE)
    .fillColor(tone === 'muted' ? MUTED : INK)
    .text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc), lineGap: LINE_GAP });
  doc.moveDown(0.45);
}

function facts(doc: Doc, rows: readonly { label: string; value: string }[]): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const labelWidth = Math.round(width * 0.34);
  const valueWidth = width - labelWidth - 10;
  doc.moveDown(0.2);
  for (const [index, row] of rows.entries()) {
    doc.fontSize(BODY_SIZE);
    const labelHeight = doc.font(BOLD).heightOfString(row.label, { width: labelWidth, lineGap: LINE_GAP });
    const valueHeight = doc.font(REGULAR).heightOfString(row.value, { width: valueWidth, lineGap: LINE_GAP });
    const height = Math.max(labelHeight, valueHeight);
    ensureSpace(doc, height + 8);
    const top = doc.y;
    if (index > 0) doc.moveTo(left, top - 3).lineTo(left + width, top - 3).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.font(BOLD).fillColor(INK).text(row.label, left, top, { width: labelWidth, lineGap: LINE_GAP });
    doc.font(REGULAR).fillColor(INK).text(row.value, left + labelWidth + 10, top, { width: valueWidth, lineGap: LINE_GAP });
    doc.x = left;
    doc.y = top + height + 6;
  }
  doc.moveDown(0.4);
}

function item(doc: Doc, title: string, paragraphs: readonly string[]): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.fontSize(BODY_SIZE + 1);
  const titleHeight = doc.font(BOLD).heightOfString(title, { width });
  const firstHeight = paragraphs[0] === undefined ? 0 : doc.font(REGULAR).fontSize(BODY_SIZE).heightOfString(paragraphs[0], { width: width - 12, lineGap: LINE_GAP });
  ensureSpace(doc, titleHeight + firstHeight + 10);
  doc.font(BOLD).fontSize(BODY_SIZE + 1).fillColor(INK).text(title, left, doc.y, { width });
  doc.moveDown(0.15);
  for (const text of paragraphs) doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(INK).text(text, left + 12, doc.y, { width: width - 12, lineGap: LINE_GAP });
  doc.x = left;
  doc.moveDown(0.6);
}

function subheading(doc: Doc, text: string): void {
  ensureSpace(doc, 70);
  doc.moveDown(0.4);
  doc.font(BOLD).fontSize(BODY_SIZE + 2).fillColor(MUTED).text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc), characterSpacing: 0.3 });
  doc.moveDown(0.4);
}

function bodygraph(doc: Doc, svg: string, caption: string): void {
  const box = svgViewBox(svg);
  const available = bottomOf(doc) - doc.y - 40;
  const width = Math.min(contentWidth(doc) * 0.78, (available * box.width) / box.height);
  if (width < 200) {
    doc.addPage();
    return bodygraph(doc, svg, caption);
  }
  const x = doc.page.margins.left + (contentWidth(doc) - width) / 2;
  const top = doc.y + 6;
  drawSvg(doc, svg, { x, y: top, width }, { regular: REGULAR, bold: BOLD });
  doc.y = top + (width * box.height) / box.width + 6;
  doc.font(REGULAR).fontSize(BODY_SIZE - 1.5).fillColor(MUTED).text(caption, doc.page.margins.left, doc.y, { width: contentWidth(doc), align: 'center' });
  doc.moveDown(0.6);
}

function block(doc: Doc, content: ReportBlock): void {
  switch (content.kind) {
    case 'paragraph':
      return paragraph(doc, content.text, content.tone);
    case 'facts':
      return facts(doc, content.rows);
    case 'item':
      return item(doc, content.title, content.paragraphs);
    case 'subheading':
      return subheading(doc, content.text);
    case 'bodygraph':
      return bodygraph(doc, content.svg, content.caption);
  }
}

function sectionHeading(doc: Doc, title: string): void {
  ensureSpace(doc, 110);
  if (doc.y > doc.page.margins.top + 1) doc.moveDown(1);
  const left = doc.page.margins.left;
  doc.font(BOLD).fontSize(16).fillColor(ACCENT).text(title, left, doc.y, { width: contentWidth(doc) });
  const ruleY = doc.y + 2;
  doc.moveTo(left, ruleY).lineTo(left + contentWidth(doc), ruleY).lineWidth(1.2).strokeColor(RULE).stroke();
  doc.y = ruleY + 8;
}

function section(doc: Doc, content: ReportSection): void {
  sectionHeading(doc, content.title);
  doc.outline.addItem(content.title);
  for (const entry of content.blocks) block(doc, entry);
}

function footers(doc: Doc, report: ReportDocument): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const text = report.footer.replace('{title}', report.title).replace('{page}', String(index + 1)).replace('{pages}', String(range.count));
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor(MUTED)
      .text(text, doc.page.margins.left, doc.page.height - bottom + FOOTER_GAP, { width: contentWidth(doc), align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

// Parsed fonts by their bytes: a font is decoded once, not once per PDF (its tables and glyphs are read lazily
// and kept on the parsed font, so the second report on a thread skips that work).
const parsedFonts = new WeakMap<Uint8Array, Font>();

function parsedFont(bytes: Uint8Array): Font {
  let font = parsedFonts.get(bytes);
  if (font === undefined) {
    font = parseFont(bytes);
    parsedFonts.set(bytes, font);
  }
  return font;
}

/**
 * The report as a PDF (A4): the cover with the bodygraph drawn as vectors, one outline entry per section, text
 * selectable and searchable in the embedded font (subset), "page n of m" in every footer.
 */
export function renderPdf(report: ReportDocument, options: PdfOptions): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE_MARGIN, bottom: PAGE_MARGIN, left: PAGE_MARGIN, right: PAGE_MARGIN },
    bufferPages: true,
    autoFirstPage: true,
    lang: report.language,
    displayTitle: true,
    info: { Title: report.title, Subject: report.subtitle, Creator: 'Mandala', Producer: 'Mandala (pdfkit)', CreationDate: options.createdAt ?? new Date() },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  try {
    // pdfkit takes a parsed fontkit font where it takes bytes (its types say bytes only).
    doc.registerFont(REGULAR, parsedFont(options.fonts.regular) as unknown as Buffer);
    doc.registerFont(BOLD, parsedFont(options.fonts.bold) as unknown as Buffer);
    const left = doc.page.margins.left;
    doc.font(BOLD).fontSize(24).fillColor(ACCENT).text(report.title, left, doc.y, { width: contentWidth(doc) });
    doc.font(REGULAR).fontSize(13).fillColor(MUTED).text(report.subtitle, { width: contentWidth(doc) });
    doc.moveDown(0.6);
    doc.outline.addItem(report.title);
    section(doc, report.cover);
    doc.addPage();
    for (const entry of report.sections) section(doc, entry);
    doc.moveDown(1);
    paragraph(doc, report.colophon, 'muted');
    footers(doc, report);
    doc.end();
  } catch (error) {
    doc.end();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  return done;
}
