import { describe, expect, it } from 'vitest';
import { knownChart, knownComposite, knownTransit } from '../test/known-chart';
import { renderBodygraphPng } from './png';
import { renderCompositeBodygraphSvg } from './render-composite-svg';
import { renderBodygraphSvg } from './render-svg';
import { renderTransitBodygraphSvg } from './render-transit-svg';

const widthOf = (png: Uint8Array): number => new DataView(png.buffer, png.byteOffset, png.byteLength).getUint32(16); // IHDR width
const heightOf = (png: Uint8Array): number => new DataView(png.buffer, png.byteOffset, png.byteLength).getUint32(20);

describe('renderBodygraphPng', () => {
  it('renders a PNG of the requested width', () => {
    const png = renderBodygraphPng(renderBodygraphSvg(knownChart()), { width: 480 });
    expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(widthOf(png)).toBe(480);
    expect(heightOf(png)).toBeGreaterThan(480); // taller than wide
  });

  it('defaults to the SVG size', () => {
    expect(widthOf(renderBodygraphPng(renderBodygraphSvg(knownChart(), { size: 320 })))).toBe(320);
  });

  it('renders the composite and the transit overlay', () => {
    expect(widthOf(renderBodygraphPng(renderCompositeBodygraphSvg(knownComposite()), { width: 300 }))).toBe(300);
    expect(widthOf(renderBodygraphPng(renderTransitBodygraphSvg(knownTransit()), { width: 300 }))).toBe(300);
  });

  it('draws the text, with the fonts it finds and with the system fonts', () => {
    // The same picture with and without a label must differ: a font was found and the glyphs drawn.
    const frame = (label: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="30" font-family="sans-serif"><rect width="80" height="30" fill="#fff"/><text x="4" y="22" font-size="18" font-weight="bold">${label}</text></svg>`;
    const blank = renderBodygraphPng(frame(''));
    expect(Buffer.from(renderBodygraphPng(frame('64'))).equals(Buffer.from(blank))).toBe(false);
    expect(Buffer.from(renderBodygraphPng(frame('64'), { loadSystemFonts: true })).equals(Buffer.from(blank))).toBe(false);
  });
});
