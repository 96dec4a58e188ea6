import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as ReportsModule from '@mandala/reports';
import type { PdfFonts, ReportDocument } from '@mandala/reports';
import { duringWarmUp } from './calculation-pool/thread-warm-up';
import type { RenderedReport, ReportEngine, ReportFormat, ReportRenderOptions } from './engines';

let fonts: PdfFonts | undefined;

/**
 * DejaVu Sans, regular and bold, from the `dejavu-fonts-ttf` package (Bitstream Vera licence with DejaVu's public
 * domain changes: free to embed and redistribute). It covers Latin, Greek, Cyrillic, Armenian, Georgian, Hebrew,
 * Arabic and more of the names people type; each PDF embeds only the glyphs it uses. Read once per thread.
 */
export function reportFonts(): PdfFonts {
  if (fonts === undefined) {
    const require = createRequire(import.meta.url);
    const folder = require.resolve('dejavu-fonts-ttf/package.json').replace(/package\.json$/, 'ttf/');
    fonts = { regular: new Uint8Array(readFileSync(`${folder}DejaVuSans.ttf`)), bold: new Uint8Array(readFileSync(`${folder}DejaVuSans-Bold.ttf`)) };
  }
  return fonts;
}

// The report modules (pdfkit, fontkit and their tables) load on the first report, not in every process that
// builds the engines: the service's main thread, the CLI and the tests that never write a report skip them.
let reportsModule: Promise<typeof ReportsModule> | undefined;
const reports = (): Promise<typeof ReportsModule> => (reportsModule ??= import('@mandala/reports'));

async function rendered(document: ReportDocument, format: ReportFormat, createdAt: Date, options: ReportRenderOptions = {}): Promise<RenderedReport> {
  const { renderHtml, renderMarkdown, renderPdf } = await reports();
  if (format === 'md') return { text: renderMarkdown(document, { bodygraph: options.markdownPicture === false ? 'omit' : 'data-uri' }) };
  if (format === 'html') return { text: renderHtml(document) };
  const bytes = await renderPdf(document, { fonts: reportFonts(), createdAt });
  return { bytes };
}

// The first report of a thread (any format) is its warm-up: the modules load, the fonts are read and parsed, and the
// code runs cold. A calculation thread tells the pool while it lasts, so that the time budget does not throw it away.
let warm = false;
async function warmingUpOnce<T>(render: () => Promise<T>): Promise<T> {
  if (warm) return render();
  const value = await duringWarmUp(render);
  warm = true;
  return value;
}

/** The report engine over `@mandala/reports`, with the fonts of `dejavu-fonts-ttf`. */
export const reportEngine: ReportEngine = {
  natal: (chart, person, format, createdAt, options) =>
    warmingUpOnce(async () => rendered((await reports()).natalReport({ chart, birth: person }), format, createdAt, options)),
  relationship: (composite, people, format, createdAt, options) =>
    warmingUpOnce(async () => rendered((await reports()).relationshipReport({ composite, births: people }), format, createdAt, options)),
};
