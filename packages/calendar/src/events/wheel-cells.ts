// Gates and lines as cells of the Rave wheel, read from @mandala/bodygraph's own definition (gate 41 from 302°,
// every subdivision a whole number of its 69,120 bases), so the wheel is defined once.
import { activationFromLongitude, BASES_PER_WHEEL, baseIndexFromLongitude } from '@mandala/bodygraph';
import { wrapDegrees } from './angles';

/** Gates around the wheel. */
const GATES_PER_WHEEL = 64;
/** Lines per gate. */
const LINES_PER_GATE = 6;
const BASES_PER_DEGREE = BASES_PER_WHEEL / 360;

/** Where gate 41 line 1 starts: the longitude whose base index is 0 (302°), read from the bodygraph's wheel. */
export const WHEEL_START_DEGREES = ((BASES_PER_WHEEL - baseIndexFromLongitude(0)) % BASES_PER_WHEEL) / BASES_PER_DEGREE;

/** One division of the wheel into equal cells (the 64 gates or the 384 lines). */
export interface WheelDivision {
  /** Number of cells around the wheel. */
  readonly cellCount: number;
  /** Width of one cell in bases. */
  readonly basesPerCell: number;
  /** Width of one cell in degrees. */
  readonly widthDegrees: number;
  /** Gate of each cell; cell 0 starts at {@link WHEEL_START_DEGREES} (gate 41, line 1). */
  readonly gates: Int8Array;
  /** Line of each cell of the line division; `undefined` for the gates. */
  readonly lines: Int8Array | undefined;
}

function division(cellCount: number): WheelDivision {
  const basesPerCell = BASES_PER_WHEEL / cellCount;
  const widthDegrees = 360 / cellCount;
  const gates = new Int8Array(cellCount);
  const lines = cellCount === GATES_PER_WHEEL ? undefined : new Int8Array(cellCount);
  for (let cell = 0; cell < cellCount; cell += 1) {
    // The middle of the cell, well away from either boundary.
    const activation = activationFromLongitude(WHEEL_START_DEGREES + (cell + 0.5) * widthDegrees);
    gates[cell] = activation.gate;
    if (lines !== undefined) lines[cell] = activation.line;
  }
  return { cellCount, basesPerCell, widthDegrees, gates, lines };
}

let gateDivision: WheelDivision | undefined;
let lineDivision: WheelDivision | undefined;

/** The 64 gates. */
export function gateCells(): WheelDivision {
  gateDivision ??= division(GATES_PER_WHEEL);
  return gateDivision;
}

/** The 384 lines. */
export function lineCells(): WheelDivision {
  lineDivision ??= division(GATES_PER_WHEEL * LINES_PER_GATE);
  return lineDivision;
}

/** The cell holding `longitudeDegrees` (any finite value), by the bodygraph's base index: exact at boundaries. */
export function cellOfLongitude(wheel: WheelDivision, longitudeDegrees: number): number {
  return Math.floor(baseIndexFromLongitude(longitudeDegrees) / wheel.basesPerCell);
}

/** Longitude in [0, 360) at which `cell` starts (its lower boundary). */
export function cellStartDegrees(wheel: WheelDivision, cell: number): number {
  return wrapDegrees(WHEEL_START_DEGREES + cell * wheel.widthDegrees);
}

/** `cell` moved `offset` cells around the wheel (negative offsets allowed). */
export function cellPlus(wheel: WheelDivision, cell: number, offset: number): number {
  return (((cell + offset) % wheel.cellCount) + wheel.cellCount) % wheel.cellCount;
}

/**
 * Gate and line of the side of a boundary a body stands on: the cell itself for the lines; for a gate cell, line 1
 * when the body is at the gate's start and line 6 at its end (`atStart`).
 */
export function cellLines(wheel: WheelDivision, cell: number, atStart: boolean): { gate: number; line: number } {
  const gate = wheel.gates[cell] as number;
  if (wheel.lines === undefined) return { gate, line: atStart ? 1 : LINES_PER_GATE };
  return { gate, line: wheel.lines[cell] as number };
}
