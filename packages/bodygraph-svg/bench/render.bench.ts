// Speed of the natal, composite and transit SVG renderers and of renderBodygraphPng on known charts.
// Prints figures; asserts nothing. Run: pnpm --filter @mandala/bodygraph-svg bench
import { renderBodygraphSvg, renderCompositeBodygraphSvg, renderTransitBodygraphSvg } from '../src/index';
import { renderBodygraphPng } from '../src/png';
import { defaultSansFont } from '../src/png-fonts';
import { knownChart, knownComposite, knownTransit } from '../test/known-chart';

/** Milliseconds per call: the fastest of `rounds` rounds of `calls` calls, after a warm-up round. */
function measure(calls: number, rounds: number, run: () => unknown): number {
  for (let index = 0; index < calls; index++) run();
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    for (let index = 0; index < calls; index++) run();
    best = Math.min(best, (performance.now() - start) / calls);
  }
  return best;
}

const chart = knownChart();
const composite = knownComposite();
const transit = knownTransit();
const svg = renderBodygraphSvg(chart);
const compositeSvg = renderCompositeBodygraphSvg(composite);
const transitSvg = renderTransitBodygraphSvg(transit);

const svgMs = measure(2_000, 5, () => renderBodygraphSvg(chart));
const svgPlainMs = measure(2_000, 5, () => renderBodygraphSvg(chart, { columns: false, headline: false }));
const compositeMs = measure(2_000, 5, () => renderCompositeBodygraphSvg(composite));
const transitMs = measure(2_000, 5, () => renderTransitBodygraphSvg(transit));
const fontStart = performance.now();
const font = defaultSansFont();
const fontLookupMs = performance.now() - fontStart;
const pngMs = measure(10, 5, () => renderBodygraphPng(svg, { width: 600 }));
const pngSystemFontsMs = measure(10, 5, () => renderBodygraphPng(svg, { width: 600, loadSystemFonts: true }));
const pngSmallMs = measure(10, 5, () => renderBodygraphPng(svg, { width: 300 }));
const pngCompositeMs = measure(10, 5, () => renderBodygraphPng(compositeSvg, { width: 600 }));
const pngTransitMs = measure(10, 5, () => renderBodygraphPng(transitSvg, { width: 600 }));

const row = (label: string, value: string) => console.log(`${label.padEnd(52)} ${value}`);
row(`natal SVG (columns + headline, ${svg.length} bytes)`, `${svgMs.toFixed(3)} ms (target ≤ 0.2 ms)`);
row('natal SVG (bodygraph only)', `${svgPlainMs.toFixed(3)} ms`);
row(`composite SVG (${compositeSvg.length} bytes)`, `${compositeMs.toFixed(3)} ms`);
row(`transit SVG (${transitSvg.length} bytes)`, `${transitMs.toFixed(3)} ms`);
row('PNG font lookup (first call only)', `${fontLookupMs.toFixed(2)} ms → ${font === null ? 'system fonts' : `${font.family}, ${font.files.length} files`}`);
row('natal PNG 600 px', `${pngMs.toFixed(1)} ms (target ≤ 30 ms)`);
row('natal PNG 600 px, all system fonts', `${pngSystemFontsMs.toFixed(1)} ms`);
row('natal PNG 300 px', `${pngSmallMs.toFixed(1)} ms`);
row('composite PNG 600 px', `${pngCompositeMs.toFixed(1)} ms`);
row('transit PNG 600 px', `${pngTransitMs.toFixed(1)} ms`);
