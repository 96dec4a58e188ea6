// Speed and memory of the natal report: a chart (v3) and its PDF, Markdown and HTML, on one warm thread as the
// calculation pool runs it. Prints the PDF's p50 and p95 (target p50 <= 150 ms warm) and the memory a burst of
// 100 PDFs leaves behind (target <= 50 MB). Prints figures; asserts nothing. Run: pnpm --filter @mandala/reports bench
import { natalChart } from '@mandala/bodygraph';
import { natalReport, renderHtml, renderMarkdown, renderPdf } from '../src/index';
import { dejaVuFonts } from '../test/dejavu-fonts';

const fonts = dejaVuFonts();
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** A distinct birth per call (37 hours apart), so no two reports are alike. */
function birthOf(index: number) {
  const date = new Date(Date.UTC(1980, 0, 1, 12) + index * 3_600_000 * 37).toISOString().slice(0, 16);
  return { name: `Test Person ${index} Ἀλέξανδρος Пушкин`, date, timezone: 'Europe/Berlin' };
}

async function pdfOf(index: number): Promise<Uint8Array> {
  const birth = birthOf(index);
  return renderPdf(natalReport({ chart: natalChart(birth, { version: 'v3' }), birth }), { fonts });
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

for (let index = 0; index < 10; index++) await pdfOf(index); // warm-up: modules, font tables, JIT
const pdfTimes: number[] = [];
// CPU time of this thread as well: on a busy machine the wall time counts the waits for a core, the CPU time does not.
const pdfCpuTimes: number[] = [];
let pdfBytes = 0;
for (let index = 0; index < 50; index++) {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  pdfBytes = (await pdfOf(100 + index)).byteLength;
  const cpu = process.cpuUsage(cpuStart);
  pdfTimes.push(performance.now() - start);
  pdfCpuTimes.push((cpu.user + cpu.system) / 1000);
}

const markdownTimes: number[] = [];
const htmlTimes: number[] = [];
for (let index = 0; index < 50; index++) {
  const birth = birthOf(200 + index);
  const document = natalReport({ chart: natalChart(birth, { version: 'v3' }), birth });
  let start = performance.now();
  renderMarkdown(document);
  markdownTimes.push(performance.now() - start);
  start = performance.now();
  renderHtml(document);
  htmlTimes.push(performance.now() - start);
}

const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const before = process.memoryUsage();
for (let index = 0; index < 100; index++) await pdfOf(1_000 + index);
gc?.();
await new Promise((resolve) => setTimeout(resolve, 50));
gc?.();
const after = process.memoryUsage();

console.log(`natal report PDF (chart + document + PDF, ${(pdfBytes / 1024).toFixed(0)} KB): p50 ${percentile(pdfTimes, 0.5).toFixed(1)} ms, p95 ${percentile(pdfTimes, 0.95).toFixed(1)} ms (target p50 <= 150 ms); CPU time p50 ${percentile(pdfCpuTimes, 0.5).toFixed(1)} ms`);
console.log(`  Markdown render p50 ${percentile(markdownTimes, 0.5).toFixed(2)} ms, HTML render p50 ${percentile(htmlTimes, 0.5).toFixed(2)} ms`);
console.log(
  `memory after a burst of 100 PDFs${gc === undefined ? ' (run with --expose-gc for settled figures)' : ''}: rss ${megabytes(before.rss)} -> ${megabytes(after.rss)} MB (${megabytes(after.rss - before.rss)} MB), heap used ${megabytes(before.heapUsed)} -> ${megabytes(after.heapUsed)} MB (target growth <= 50 MB)`,
);
