import type { ReportBlock, ReportDocument, ReportSection } from './report-document';

/** Options of {@link renderMarkdown}. */
export interface MarkdownOptions {
  /**
   * How the bodygraph appears: `data-uri` (default) an image with the SVG inline as a data URI, so the file
   * stands alone; `omit` no picture (for a text channel such as an agent's answer, where the PDF carries it).
   */
  readonly bodygraph?: 'data-uri' | 'omit';
}

/** Characters that would start Markdown syntax inside text, escaped so names and prose print as typed. */
function escapeText(text: string): string {
  return text.replace(/([\\`*_[\]<>#|])/g, '\\$1');
}

/** The SVG as a percent-encoded data URI (parentheses encoded too, so the Markdown link ends where it should). */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg).replace(/\(/g, '%28').replace(/\)/g, '%29')}`;
}

function blockMarkdown(block: ReportBlock, options: MarkdownOptions): string | null {
  switch (block.kind) {
    case 'paragraph':
      return block.tone === 'lead' ? `**${escapeText(block.text)}**` : block.tone === 'muted' ? `*${escapeText(block.text)}*` : escapeText(block.text);
    case 'facts':
      return ['| | |', '| --- | --- |', ...block.rows.map((row) => `| ${escapeText(row.label)} | ${escapeText(row.value)} |`)].join('\n');
    case 'item':
      return [`#### ${escapeText(block.title)}`, '', ...block.paragraphs.map(escapeText).flatMap((text, index) => (index === 0 ? [text] : ['', text]))].join('\n');
    case 'subheading':
      return `### ${escapeText(block.text)}`;
    case 'bodygraph':
      if (options.bodygraph === 'omit') return null;
      return `![${escapeText(block.alt)}](${svgDataUri(block.svg)})\n\n*${escapeText(block.caption)}*`;
  }
}

function sectionMarkdown(section: ReportSection, options: MarkdownOptions): string {
  const blocks = section.blocks.map((block) => blockMarkdown(block, options)).filter((text): text is string => text !== null);
  return [`## ${escapeText(section.title)}`, ...blocks].join('\n\n');
}

/** The report as CommonMark (GitHub tables), the same text as the HTML and the PDF. */
export function renderMarkdown(document: ReportDocument, options: MarkdownOptions = {}): string {
  const parts = [
    `# ${escapeText(document.title)}`,
    `*${escapeText(document.subtitle)}*`,
    sectionMarkdown(document.cover, options),
    ...document.sections.map((section) => sectionMarkdown(section, options)),
    '---',
    `*${escapeText(document.colophon)}*`,
  ];
  return `${parts.join('\n\n')}\n`;
}
