import { describe, expect, it } from 'vitest';
import { fittedFontSize, frameOf } from './svg-document';

describe('fittedFontSize', () => {
  it('keeps the preferred size when the text fits', () => {
    expect(fittedFontSize('Generator · 3/6 · Emotional', 18, 12, 664, true)).toBe(18);
  });

  it('shrinks a long text in half-pixel steps to fit, but not under the floor', () => {
    const text = 'Composite · Manifesting Generator 6/2 + Manifesting Generator 6/2';
    const size = fittedFontSize(text, 18, 12, 664, true);
    expect(size).toBeLessThan(18);
    expect(size * 2).toBe(Math.round(size * 2));
    expect(text.length * 0.64 * size).toBeLessThanOrEqual(664);
    expect(fittedFontSize(text.repeat(4), 18, 12, 664, true)).toBe(12);
  });
});

describe('frameOf', () => {
  it('makes room for the columns and for one, two or three headline lines', () => {
    expect(frameOf({ columns: true, headlineLines: 2 })).toMatchObject({ width: 680, graphLeft: 120, graphTop: 64 });
    expect(frameOf({ columns: false, headlineLines: 0 })).toMatchObject({ width: 456, graphLeft: 8, graphTop: 8 });
    const three = frameOf({ columns: true, headlineLines: 3 });
    expect(three.graphTop).toBe(84);
    expect(three.leftColumnX).toBeLessThan(three.graphLeft);
    expect(three.rightColumnX).toBeGreaterThan(three.graphLeft + 440);
  });
});
