// @mandala/reports: chart reports people keep. A report is assembled from a @mandala/bodygraph chart and the
// @mandala/reference-library texts into a format-neutral document whose every sentence comes from a catalogue
// keyed by id, then rendered as Markdown, self-contained printable HTML, or PDF (pdfkit; the caller hands in
// the font files). Pure: no I/O, no environment.

export { englishCatalogue } from './catalogue/english';
export type { Catalogue, CatalogueId } from './catalogue/english';
export { phrase } from './catalogue/phrase';
export type { PhraseValues } from './catalogue/phrase';
export type { ReportBirth } from './report-birth';
export type { ReportBlock, ReportDocument, ReportSection } from './report-document';
export { natalReport } from './natal-report';
export type { NatalReportInput } from './natal-report';
export { renderMarkdown } from './render-markdown';
export type { MarkdownOptions } from './render-markdown';
export { escapeHtml, renderHtml } from './render-html';
export { renderPdf } from './render-pdf';
export type { PdfFonts, PdfOptions } from './render-pdf';
export { relationshipReport } from './relationship-report';
export type { RelationshipReportInput } from './relationship-report';
