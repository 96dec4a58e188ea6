import { natalChart } from '@mandala/bodygraph';
import { natalReport, renderPdf } from '../src/index';
import { dejaVuFonts } from '../test/dejavu-fonts';
const fonts = dejaVuFonts();
const mb = (b: number) => (b / 1048576).toFixed(1);
function birthOf(index: number) {
  const date = new Date(Date.UTC(1980, 0, 1, 12) + index * 3_600_000 * 37).toISOString().slice(0, 16);
  return { name: `Test Person ${index} Ἀλέξανδρος Пушкин`, date, timezone: 'Europe/Berlin' };
}
const pdfOf = (i: number) => { const birth = birthOf(i); return renderPdf(natalReport({ chart: natalChart(birth, { version: 'v3' }), birth }), { fonts }); };
const gc = (globalThis as { gc?: () => void }).gc!;
const show = (label: string) => { const m = process.memoryUsage(); console.log(label, 'rss', mb(m.rss), 'heapTotal', mb(m.heapTotal), 'heapUsed', mb(m.heapUsed), 'external', mb(m.external), 'ab', mb(m.arrayBuffers)); };
for (let i = 0; i < 60; i++) await pdfOf(i);
gc(); show('warm');
for (let round = 0; round < 3; round++) {
  for (let i = 0; i < 100; i++) await pdfOf(1000 + round * 100 + i);
  gc(); await new Promise((r) => setTimeout(r, 50)); gc(); show(`after burst ${round + 1}`);
}
