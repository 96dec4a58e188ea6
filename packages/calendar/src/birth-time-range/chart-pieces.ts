// Walks the activation timeline through the window and cuts it where the level's value changes: one chart per
// stretch between two changes, adjacent stretches with the same value merged.
import type { GateActivationV1 } from '@mandala/bodygraph';
import { changeMilliseconds, type ActivationTimeline } from './activation-timeline';
import { chartOfLineCells } from './chart-of-line-cells';
import { activationsOfChart, headlineOfChart, type BirthTimeHeadline } from './segment-headline';
import type { BirthTimeRangeLevel } from './time-range-level';
import type { MillisecondSpan } from './window-instants';

/** A stretch of the window over which the level's value stays the same. */
export interface ChartPiece {
  /** `[start, end)`, milliseconds since 1970. */
  startMilliseconds: number;
  endMilliseconds: number;
  headline: BirthTimeHeadline;
  /** At `activations` level only. */
  activations: GateActivationV1[] | undefined;
}

/**
 * The pieces of `[startMilliseconds, endMilliseconds)`, in time order, covering it without gaps. Changes are placed
 * at their instants rounded to the millisecond; a stretch that rounds to no time at all is skipped.
 */
export function chartPieces(
  timeline: ActivationTimeline,
  startMilliseconds: number,
  endMilliseconds: number,
  level: BirthTimeRangeLevel,
): ChartPiece[] {
  const cells = Int16Array.from(timeline.initialLineCells);
  const pieces: ChartPiece[] = [];
  let lastKey = '';
  const close = (pieceStart: number, pieceEnd: number) => {
    const chart = chartOfLineCells(cells, new Date(pieceStart), new Date(pieceStart));
    const headline = headlineOfChart(chart);
    const activations = level === 'activations' ? activationsOfChart(chart) : undefined;
    const key = JSON.stringify([headline, activations]);
    const previous = pieces[pieces.length - 1];
    if (previous !== undefined && key === lastKey) {
      previous.endMilliseconds = pieceEnd;
      return;
    }
    pieces.push({ startMilliseconds: pieceStart, endMilliseconds: pieceEnd, headline, activations });
    lastKey = key;
  };
  let pieceStart = startMilliseconds;
  for (const change of timeline.changes) {
    const at = changeMilliseconds(change, startMilliseconds, endMilliseconds);
    if (at > pieceStart) {
      close(pieceStart, at);
      pieceStart = at;
    }
    cells[change.slot] = change.lineCell;
  }
  if (endMilliseconds > pieceStart) close(pieceStart, endMilliseconds);
  return pieces;
}

/**
 * The parts of `pieces` inside `intervals` (both in time order): a piece across the hole between two intervals
 * becomes two pieces with the same chart.
 */
export function clipPieces(pieces: readonly ChartPiece[], intervals: readonly MillisecondSpan[]): ChartPiece[] {
  const clipped: ChartPiece[] = [];
  for (const piece of pieces) {
    for (const interval of intervals) {
      const start = Math.max(piece.startMilliseconds, interval.startMilliseconds);
      const end = Math.min(piece.endMilliseconds, interval.endMilliseconds);
      if (end > start) clipped.push({ ...piece, startMilliseconds: start, endMilliseconds: end });
    }
  }
  return clipped;
}
