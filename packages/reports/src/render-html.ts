import type { ReportBlock, ReportDocument, ReportSection } from './report-document';

/** `&`, `<`, `>`, `"` and `'` escaped for HTML text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

// Light on screen, and a print style: A4 margins, no page break inside an item, headings kept with what follows.
const STYLE = `
:root{color-scheme:light;--ink:#1a1a1a;--muted:#5a5a5a;--rule:#d9d4cc;--accent:#7a4b1f;--paper:#fbfaf7}
*{box-sizing:border-box}
body{margin:0;background:var(--paper);color:var(--ink);font:16px/1.55 "DejaVu Sans","Noto Sans","Segoe UI",system-ui,sans-serif}
main{max-width:46rem;margin:0 auto;padding:2.5rem 1.5rem 4rem;background:#fff}
header.cover h1{font-size:2rem;line-height:1.2;margin:0 0 .3rem;color:var(--accent)}
header.cover .subtitle{font-size:1.15rem;color:var(--muted);margin:0 0 1.5rem}
h2{font-size:1.35rem;margin:2.4rem 0 .8rem;padding-bottom:.3rem;border-bottom:2px solid var(--rule);color:var(--accent)}
h3{font-size:1.1rem;margin:1.6rem 0 .5rem;letter-spacing:.02em;color:var(--muted)}
h4{font-size:1rem;margin:1.1rem 0 .25rem}
p{margin:.35rem 0}
p.lead{font-weight:600}
p.muted,figcaption{color:var(--muted);font-size:.9rem}
table.facts{border-collapse:collapse;width:100%;margin:.6rem 0}
table.facts th{text-align:left;font-weight:600;width:34%;padding:.3rem .8rem .3rem 0;vertical-align:top}
table.facts td{padding:.3rem 0;vertical-align:top}
table.facts tr+tr>*{border-top:1px solid var(--rule)}
figure.bodygraph{margin:1.5rem auto;text-align:center}
figure.bodygraph svg{max-width:100%;height:auto}
nav.contents ol{columns:2;padding-left:1.2rem;font-size:.95rem}
nav.contents a{color:var(--ink)}
.item{break-inside:avoid}
footer{margin-top:3rem;color:var(--muted);font-size:.85rem;border-top:1px solid var(--rule);padding-top:.8rem}
@media print{
  @page{size:A4;margin:16mm 16mm 18mm}
  body{background:#fff;font-size:10.5pt}
  main{max-width:none;padding:0}
  nav.contents{display:none}
  h2{break-after:avoid;break-before:auto}
  h3,h4{break-after:avoid}
  section.cover-section{break-after:page}
  a{color:inherit;text-decoration:none}
}`;

function blockHtml(block: ReportBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p${block.tone === undefined ? '' : ` class="${block.tone}"`}>${escapeHtml(block.text)}</p>`;
    case 'facts':
      return `<table class="facts"><tbody>${block.rows.map((row) => `<tr><th scope="row">${escapeHtml(row.label)}</th><td>${escapeHtml(row.value)}</td></tr>`).join('')}</tbody></table>`;
    case 'item':
      return `<div class="item"><h4>${escapeHtml(block.title)}</h4>${block.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}</div>`;
    case 'subheading':
      return `<h3>${escapeHtml(block.text)}</h3>`;
    case 'bodygraph':
      // The SVG comes from @mandala/bodygraph-svg, which escapes every text it draws.
      return `<figure class="bodygraph" aria-label="${escapeHtml(block.alt)}">${block.svg}<figcaption>${escapeHtml(block.caption)}</figcaption></figure>`;
  }
}

function sectionHtml(section: ReportSection, className?: string): string {
  return `<section id="${escapeHtml(section.id)}"${className === undefined ? '' : ` class="${className}"`}><h2>${escapeHtml(section.title)}</h2>${section.blocks.map(blockHtml).join('')}</section>`;
}

/** The report as one self-contained HTML page (inline style and SVG, no script, no outside file), light and printable. */
export function renderHtml(document: ReportDocument): string {
  const contents = document.sections.map((section) => `<li><a href="#${escapeHtml(section.id)}">${escapeHtml(section.title)}</a></li>`).join('');
  return (
    `<!doctype html><html lang="${escapeHtml(document.language)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(document.title)}</title><style>${STYLE}</style></head>` +
    `<body><main><header class="cover"><h1>${escapeHtml(document.title)}</h1><p class="subtitle">${escapeHtml(document.subtitle)}</p></header>` +
    sectionHtml(document.cover, 'cover-section') +
    `<nav class="contents"><ol>${contents}</ol></nav>` +
    document.sections.map((section) => sectionHtml(section)).join('') +
    `<footer>${escapeHtml(document.colophon)}</footer></main></body></html>\n`
  );
}
