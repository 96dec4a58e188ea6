// The PDF's text as a reader's tool extracts it (pdftotext, from poppler-utils): the list of what a report
// must name, every activated gate of both sides with its line, the outline and the page numbers. Needs pdftotext:
// `pnpm prerequisites` installs poppler-utils; without it the test fails under CI and is skipped elsewhere.
import { compositeChart, natalChart } from '@mandala/bodygraph';
import { getGate } from '@mandala/reference-library';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { natalReport } from '../src/natal-report';
import { relationshipReport } from '../src/relationship-report';
import { renderPdf } from '../src/render-pdf';
import { dejaVuFonts } from './dejavu-fonts';

const pdftotext = process.env['MANDALA_PDFTOTEXT_PATH'] ?? 'pdftotext';
const available = process.env['MANDALA_SKIP_PDF_TEXT_TESTS'] !== '1' && spawnSync(pdftotext, ['-v'], { stdio: 'ignore' }).status === 0;
if (!available && process.env['CI'] === undefined) console.warn('PDF text test SKIPPED: pdftotext is not installed (apt-get install poppler-utils; `pnpm prerequisites` does as root).');
const folder = mkdtempSync(join(tmpdir(), 'mandala-report-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function run(program: string, args: string[]): string {
  const result = spawnSync(program, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

/** pdftotext's text of the PDF, its lines joined by spaces (a wrapped sentence reads as one). */
function textOf(bytes: Uint8Array, name: string): string {
  const path = join(folder, name);
  writeFileSync(path, bytes);
  return run(pdftotext, ['-enc', 'UTF-8', path, '-']).replace(/\s+/g, ' ');
}

const birth = { name: 'Ἀλέξανδρος Пушкин', date: '1985-03-14T09:30', timezone: 'Europe/Berlin' } as const;

describe.runIf(available || process.env['CI'] !== undefined)('natal report PDF text', () => {
  it('names type, strategy, authority, profile, definition, cross, every defined center, channel and activated gate with its line', async () => {
    const chart = natalChart(birth, { version: 'v3' });
    const bytes = await renderPdf(natalReport({ chart, birth }), { fonts: dejaVuFonts() });
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = textOf(bytes, 'natal.pdf');
    const expected = [birth.name, chart.Type.Name, chart.Strategy.Name, chart.Authority.Name, chart.Profile.Id, chart.Definition.Name, chart.IncarnationCross.Name];
    for (const center of chart.Centers.filter((entry) => entry.Defined)) expected.push(`${center.Name} (defined)`);
    for (const channel of chart.Channels) expected.push(`Channel ${channel.Id}: ${channel.Name}`);
    for (const activation of chart.Gates) expected.push(`gate ${activation.Gate}.${activation.Line}, ${getGate(activation.Gate).name}`, getGate(activation.Gate).lines[activation.Line - 1]!.description);
    for (const item of expected) expect(text, item).toContain(item);
    expect(text).toMatch(/page 1 of (\d+)/);
    // The bodygraph is drawn as vectors with real text: its gate numbers and headline are text too.
    expect(text).toContain(`${chart.Type.Name} · ${chart.Profile.Id}`);
  });

  it('has an outline entry per section and embeds its fonts', async () => {
    const chart = natalChart(birth, { version: 'v3' });
    const bytes = await renderPdf(natalReport({ chart, birth }), { fonts: dejaVuFonts() });
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toContain('/Outlines');
    expect(raw.match(/\/Title \(|\/Title <feff/g)?.length ?? 0).toBeGreaterThanOrEqual(13);
    expect(raw).toContain('/FontFile2');
  });

  it('names each composite channel by its kind in the relationship report', async () => {
    const first = { name: 'Anna', date: '1985-03-14T09:30', timezone: 'Europe/Berlin' };
    const second = { name: 'Ben', date: '1990-07-01T18:00', timezone: 'Asia/Tokyo' };
    const composite = compositeChart(first, second, { version: 'v2' });
    const text = textOf(await renderPdf(relationshipReport({ composite, births: [first, second] }), { fonts: dejaVuFonts() }), 'relationship.pdf');
    const headings = { Electromagnetic: 'Electromagnetic channels', Companion: 'Companionship channels', Compromise: 'Compromise channels', Dominant: 'Dominance channels' };
    for (const heading of Object.values(headings)) expect(text).toContain(heading);
    expect(composite.Composite.Channels.length).toBeGreaterThan(0);
    for (const channel of composite.Composite.Channels) {
      expect(text).toContain(`Channel ${channel.Id}: ${channel.Name}`);
      // The channel appears after its own kind's heading.
      const kindAt = text.indexOf(headings[channel.Kind]);
      expect(text.indexOf(`Channel ${channel.Id}: ${channel.Name}`, kindAt)).toBeGreaterThan(kindAt);
    }
    for (const center of composite.Dynamics.DefinedTogether) expect(text).toContain(center);
  });
});
