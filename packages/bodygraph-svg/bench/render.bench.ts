// Speed of renderBodygraphSvg and renderBodygraphPng on one known chart. Prints figures; asserts nothing.
// Run: pnpm --filter @mandala/bodygraph-svg bench
import { renderBodygraphSvg } from '../src/index';
import { renderBodygraphPng } from '../src/png';
import { knownChart } from '../test/known-chart';

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
const svg = renderBodygraphSvg(chart);
const svgMs = measure(2_000, 5, () => renderBodygraphSvg(chart));
const svgPlainMs = measure(2_000, 5, () => renderBodygraphSvg(chart, { columns: false, headline: false }));
const pngMs = measure(10, 3, () => renderBodygraphPng(svg, { width: 600 }));
const pngSmallMs = measure(10, 3, () => renderBodygraphPng(svg, { width: 300 }));

console.log(`renderBodygraphSvg (columns + headline, ${svg.length} bytes): ${svgMs.toFixed(3)} ms per SVG (target ≤ 0.2 ms)`);
console.log(`renderBodygraphSvg (bodygraph only):            ${svgPlainMs.toFixed(3)} ms per SVG`);
console.log(`renderBodygraphPng (600 px wide):               ${pngMs.toFixed(1)} ms per PNG (target ≤ 30 ms)`);
console.log(`renderBodygraphPng (300 px wide):               ${pngSmallMs.toFixed(1)} ms per PNG`);
