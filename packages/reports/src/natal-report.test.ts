import { natalChart } from '@mandala/bodygraph';
import { getGate } from '@mandala/reference-library';
import { describe, expect, it } from 'vitest';
import { englishCatalogue } from './catalogue/english';
import { phrase } from './catalogue/phrase';
import { natalReport } from './natal-report';
import { renderHtml } from './render-html';
import { renderMarkdown } from './render-markdown';

const birth = { name: 'Ἀλέξανδρος Пушкин <b>', date: '1985-03-14T09:30', timezone: 'Europe/Berlin' } as const;
const chart = natalChart(birth, { version: 'v3' });
const document = natalReport({ chart, birth });
const markdown = renderMarkdown(document);
const html = renderHtml(document);
// The text a reader sees, with the Markdown escapes and HTML entities undone.
const markdownText = markdown.replace(/\\([\\`*_[\]<>#|])/g, '$1');
const htmlText = html.replace(/<[^>]+>/g, ' ').replace(/&#(\d+);/g, (_entity, code: string) => String.fromCharCode(Number(code)));

/** What the report must name for this chart: the list, with every activated gate and its line. */
function requiredTexts(): string[] {
  const texts = [
    chart.Type.Name,
    chart.Strategy.Name,
    chart.Signature,
    chart.NotSelfTheme,
    chart.Authority.Name,
    chart.Profile.Id,
    chart.Profile.Name,
    chart.Definition.Name,
    chart.IncarnationCross.Name,
    chart.BirthDateUtc.slice(0, 10),
    chart.DesignDateUtc.slice(0, 10),
    chart.Variables.Notation,
    birth.name,
  ];
  for (const center of chart.Centers) texts.push(`${center.Name} (${center.Defined ? 'defined' : center.State === 'Open' ? 'open' : 'undefined'})`);
  for (const channel of chart.Channels) texts.push(`Channel ${channel.Id}: ${channel.Name}`, channel.Circuit);
  for (const activation of chart.Gates) {
    const gate = getGate(activation.Gate);
    texts.push(`gate ${activation.Gate}.${activation.Line}, ${gate.name}`, gate.lines[activation.Line - 1]!.description);
  }
  for (const hanging of chart.HangingGates) texts.push(`Gate ${hanging.Gate}, ${getGate(hanging.Gate).name}`);
  return texts;
}

describe('natal report', () => {
  it('names type, strategy, authority, profile, definition, cross, every center, channel and activated gate with its line, in Markdown and HTML alike', () => {
    for (const text of requiredTexts()) {
      expect(markdownText, text).toContain(text);
      expect(htmlText, text).toContain(text);
    }
  });

  it('lists all 26 activations, 13 per side', () => {
    expect(markdownText.match(/^#### .*: gate \d+\.\d, /gm)).toHaveLength(26);
  });

  it('escapes what the caller typed: a name with markup stays text in HTML and Markdown', () => {
    expect(html).not.toContain('<b>');
    expect(html).toContain('Пушкин &#60;b&#62;');
    expect(markdown).toContain('Пушкин \\<b\\>');
  });

  it('holds the bodygraph: inline SVG in the HTML, an SVG data URI in the Markdown (left out on request)', () => {
    expect(html).toMatch(/<figure class="bodygraph"[^>]*><svg /);
    expect(markdown).toContain('](data:image/svg+xml,%3Csvg');
    expect(renderMarkdown(document, { bodygraph: 'omit' })).not.toContain('data:image/svg+xml');
  });

  it('is one self-contained page: no script and no outside file', () => {
    expect(html).not.toMatch(/<script|<link |src="http|href="http/);
    expect(html).toContain('@media print');
  });

  it('takes its sentences from the catalogue: another catalogue changes the words without a code change', () => {
    const shouting = Object.fromEntries(Object.entries(englishCatalogue).map(([id, text]) => [id, id === 'document.language' ? 'xx' : text.split(/(\{[A-Za-z]+\})/).map((part) => (part.startsWith('{') ? part : part.toUpperCase())).join('')]));
    const translated = natalReport({ chart, birth, catalogue: shouting as typeof englishCatalogue });
    expect(translated.language).toBe('xx');
    expect(translated.sections[0]!.title).toBe(`TYPE: ${chart.Type.Name}`);
  });

  it('never prints a raw placeholder: a slot without its value is an error', () => {
    expect(() => phrase(englishCatalogue, 'type.lead')).toThrow(/needs a value for \{type\}/);
    expect(markdown).not.toMatch(/\{[a-zA-Z]+\}/);
  });
});
