import { describe, expect, it } from 'vitest';
import { renderBodygraphPng } from './png';
import { renderBodygraphSvg } from './render-svg';
import { knownChart } from '../test/known-chart';

describe('renderBodygraphPng', () => {
  it('renders a PNG of the requested width', () => {
    const png = renderBodygraphPng(renderBodygraphSvg(knownChart()), { width: 480 });
    expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
    expect(view.getUint32(16)).toBe(480); // IHDR width
    expect(view.getUint32(20)).toBeGreaterThan(480); // taller than wide
  });

  it('defaults to the SVG size', () => {
    const png = renderBodygraphPng(renderBodygraphSvg(knownChart(), { size: 320 }));
    expect(new DataView(png.buffer, png.byteOffset, png.byteLength).getUint32(16)).toBe(320);
  });
});
