// The chart of a state of the 22 computed activations, each known only by its line: the natal chart (v2) built by
// the bodygraph from longitudes in the middle of each line. Everything the birth-time range reports (gates, lines,
// and the headline, which depends on gates and the Sun's lines only) is exactly that of any birth in the state.
import { chartFromLongitudes, type NatalChartV2, type SidePositions } from '@mandala/bodygraph';
import { LONGITUDE_BODY_NAMES } from '@mandala/ephemeris';
import { lineCells, WHEEL_START_DEGREES } from '../events/wheel-cells';
import { SIDE_BODY_COUNT } from './activation-timeline';

/** The longitude in the middle of a line cell, degrees. */
function middleOfLineDegrees(lineCell: number): number {
  return (WHEEL_START_DEGREES + (lineCell + 0.5) * lineCells().widthDegrees) % 360;
}

function sidePositions(cells: Int16Array, offset: number): SidePositions {
  const positions = {} as Record<string, number>;
  for (let index = 0; index < SIDE_BODY_COUNT; index += 1) {
    positions[LONGITUDE_BODY_NAMES[index] as string] = middleOfLineDegrees(cells[offset + index] as number);
  }
  return positions as SidePositions;
}

/**
 * The v2 natal chart of the activations in `cells` (22 slots: personality then design, `LONGITUDE_BODY_NAMES`
 * order). Its gates, lines, type, authority, profile, definition, cross, centers and channels are those of every
 * birth in that state; its colors, tones, bases and variables are those of the middle of each line, not of a birth.
 */
export function chartOfLineCells(cells: Int16Array, birthInstant: Date, designInstant: Date): NatalChartV2 {
  return chartFromLongitudes(
    { personality: sidePositions(cells, 0), design: sidePositions(cells, SIDE_BODY_COUNT) },
    { version: 'v2', birthInstant, designInstant },
  );
}
