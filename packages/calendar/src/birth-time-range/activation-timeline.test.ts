import { natalChartCoreAt, ACTIVATING_BODY_NAMES } from '@mandala/bodygraph';
import { LONGITUDE_BODY_NAMES } from '@mandala/ephemeris';
import { describe, expect, it } from 'vitest';
import { cellOfLongitude, lineCells } from '../events/wheel-cells';
import { activationTimeline, SIDE_BODY_COUNT } from './activation-timeline';

const start = Date.parse('2003-09-20T05:00:00.000Z');
const end = Date.parse('2003-09-21T05:00:00.000Z');

/** The line cells of the 22 computed bodies in the natal chart of a birth at `milliseconds`. */
function natalLineCells(milliseconds: number): number[] {
  const { core } = natalChartCoreAt(new Date(milliseconds), [], { withMotion: false });
  return [core.personality, core.design].flatMap((side) =>
    LONGITUDE_BODY_NAMES.map((name) => cellOfLongitude(lineCells(), side.longitudes[ACTIVATING_BODY_NAMES.indexOf(name)] as number)),
  );
}

describe('activationTimeline', () => {
  it('starts from the natal chart of the first birth', () => {
    expect([...activationTimeline(start, end, 'activations').initialLineCells]).toEqual(natalLineCells(start));
  });

  it('lists changes in time order, inside the window, that lead to the natal chart of the last birth', () => {
    const timeline = activationTimeline(start, end, 'activations');
    const startDay = start / 86_400_000 + 2_440_587.5;
    const endDay = end / 86_400_000 + 2_440_587.5;
    const cells = [...timeline.initialLineCells];
    let previous = -Infinity;
    for (const change of timeline.changes) {
      expect(change.julianDayUt).toBeGreaterThanOrEqual(previous);
      expect(change.julianDayUt).toBeGreaterThan(startDay - 1e-6);
      expect(change.julianDayUt).toBeLessThan(endDay);
      expect(change.slot).toBeLessThan(2 * SIDE_BODY_COUNT);
      // A change enters the line next to the one it leaves.
      expect([1, 383]).toContain(Math.abs(change.lineCell - (cells[change.slot] as number)));
      cells[change.slot] = change.lineCell;
      previous = change.julianDayUt;
    }
    expect(cells).toEqual(natalLineCells(end - 1));
    // Both sides move: the personality and the design Moon each change line about 14 times a day.
    expect(timeline.changes.filter((change) => change.slot === 1).length).toBeGreaterThan(10);
    expect(timeline.changes.filter((change) => change.slot === SIDE_BODY_COUNT + 1).length).toBeGreaterThan(10);
  });

  it('looks only at gates, and at the Sun at lines, at headline level', () => {
    const all = activationTimeline(start, end, 'activations').changes;
    const headline = activationTimeline(start, end, 'headline').changes;
    const isSun = (slot: number) => slot % SIDE_BODY_COUNT === LONGITUDE_BODY_NAMES.indexOf('Sun');
    const gateChanges = all.filter((change) => isSun(change.slot) || change.lineCell % 6 === 0 || (change.lineCell + 1) % 6 === 0);
    expect(headline.length).toBeLessThan(all.length);
    for (const change of headline) {
      expect(gateChanges.some((each) => each.slot === change.slot && Math.abs(each.julianDayUt - change.julianDayUt) < 1e-9)).toBe(true);
    }
  });
});
