import { wheelFacts } from '../data/wheel-facts.generated';

/** A gate number, an integer from 1 to 64 (the I Ching hexagram of the same number). */
export type GateNumber = number;

/** Tropical ecliptic longitude, in degrees, where the wheel starts (the first line of gate 41, 2° Aquarius). */
export const GATE_WHEEL_START_DEGREES = 302;

/** Width of one gate on the wheel, in degrees (360 / 64). */
export const GATE_WIDTH_DEGREES = 5.625;

/** Width of one line on the wheel, in degrees (a sixth of a gate). */
export const LINE_WIDTH_DEGREES = 0.9375;

/** The 64 gates in wheel order (increasing longitude), starting with gate 41 at {@link GATE_WHEEL_START_DEGREES}. */
export const GATE_WHEEL_ORDER: readonly GateNumber[] = Object.freeze(wheelFacts.map((row) => row.gate));

const wheelIndexByGate = new Map<GateNumber, number>(GATE_WHEEL_ORDER.map((gate, index) => [gate, index]));

/** Zero-based position of `gate` on the wheel (41 is 0, 60 is 63); undefined for a number that is not a gate. */
export function wheelIndexOf(gate: GateNumber): number | undefined {
  return wheelIndexByGate.get(gate);
}

/**
 * The gate `steps` positions further along the wheel from `gate` (negative steps go back).
 * Throws a `RangeError` when `gate` is not 1..64; callers pass known gates.
 */
export function gateAtWheelOffset(gate: GateNumber, steps: number): GateNumber {
  const index = wheelIndexByGate.get(gate);
  if (index === undefined) throw new RangeError(`${gate} is not a gate number`);
  const target = GATE_WHEEL_ORDER[(((index + steps) % 64) + 64) % 64];
  if (target === undefined) throw new RangeError(`wheel offset ${steps} from gate ${gate} is out of range`);
  return target;
}

/** Start longitude of `gate` on the wheel, in degrees [0, 360); undefined for a number that is not a gate. */
export function gateStartLongitudeDegrees(gate: GateNumber): number | undefined {
  const index = wheelIndexByGate.get(gate);
  return index === undefined ? undefined : (GATE_WHEEL_START_DEGREES + index * GATE_WIDTH_DEGREES) % 360;
}
