/**
 * A report as format-neutral blocks: the Markdown, HTML and PDF renderers draw the same document, so the
 * three formats carry the same text.
 */
export type ReportBlock =
  | { readonly kind: 'paragraph'; readonly text: string; readonly tone?: 'lead' | 'muted' }
  /** Label/value rows (the birth data, the type's strategy and signature). */
  | { readonly kind: 'facts'; readonly rows: readonly { readonly label: string; readonly value: string }[] }
  /** A titled item with paragraphs (a center, a channel, a gate activation). */
  | { readonly kind: 'item'; readonly title: string; readonly paragraphs: readonly string[] }
  /** A sub-heading inside a section. */
  | { readonly kind: 'subheading'; readonly text: string }
  /** The bodygraph picture: an SVG from `@mandala/bodygraph-svg` with its caption. */
  | { readonly kind: 'bodygraph'; readonly svg: string; readonly alt: string; readonly caption: string };

/** A section: a heading (an entry of the PDF outline and the HTML contents) and its blocks. */
export interface ReportSection {
  /** Stable anchor id (`type`, `centers`). */
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly ReportBlock[];
}

/** A whole report. */
export interface ReportDocument {
  /** BCP 47 language of the catalogue used (`en`). */
  readonly language: string;
  readonly title: string;
  readonly subtitle: string;
  /** The cover: birth data and the bodygraph. */
  readonly cover: ReportSection;
  readonly sections: readonly ReportSection[];
  /** The running footer (`{page}` and `{pages}` are filled by the renderer that paginates). */
  readonly footer: string;
  /** One closing line on where the report comes from. */
  readonly colophon: string;
}
