import { describe, expect, it } from 'vitest';
import { activationTimeline } from './activation-timeline';
import { chartPieces, clipPieces, type ChartPiece } from './chart-pieces';

const start = Date.parse('1990-05-03T22:00:00.000Z');
const end = Date.parse('1990-05-04T22:00:00.000Z');

describe('chartPieces', () => {
  it('covers the window without gaps and never leaves two neighbours with the same value', () => {
    for (const level of ['headline', 'activations'] as const) {
      const pieces = chartPieces(activationTimeline(start, end, level), start, end, level);
      expect(pieces[0]?.startMilliseconds).toBe(start);
      expect(pieces[pieces.length - 1]?.endMilliseconds).toBe(end);
      pieces.forEach((piece, index) => {
        expect(piece.endMilliseconds).toBeGreaterThan(piece.startMilliseconds);
        const next = pieces[index + 1];
        if (next === undefined) return;
        expect(next.startMilliseconds).toBe(piece.endMilliseconds);
        expect(JSON.stringify([next.headline, next.activations])).not.toBe(JSON.stringify([piece.headline, piece.activations]));
      });
      expect(pieces.every((piece) => (piece.activations === undefined) === (level === 'headline'))).toBe(true);
    }
  });

  it('merges the activation changes that leave the headline as it is', () => {
    const timeline = activationTimeline(start, end, 'headline');
    expect(chartPieces(timeline, start, end, 'headline').length).toBeLessThan(timeline.changes.length + 1);
  });
});

describe('clipPieces', () => {
  const piece = (startMilliseconds: number, endMilliseconds: number, name: string): ChartPiece =>
    ({ startMilliseconds, endMilliseconds, headline: { Type: { Id: name, Name: name } }, activations: undefined }) as unknown as ChartPiece;

  it('keeps the parts inside the intervals and splits a piece across a hole', () => {
    const clipped = clipPieces(
      [piece(0, 40, 'a'), piece(40, 100, 'b')],
      [
        { startMilliseconds: 10, endMilliseconds: 50 },
        { startMilliseconds: 70, endMilliseconds: 90 },
      ],
    );
    expect(clipped.map((each) => [each.startMilliseconds, each.endMilliseconds, each.headline.Type.Name])).toEqual([
      [10, 40, 'a'],
      [40, 50, 'b'],
      [70, 90, 'b'],
    ]);
  });
});
