// How finely the event finder samples each angle, from the motion measured over the whole supported range
// 1800-2200 by scripts/measure-motion-limits.ts (speeds and accelerations from the ephemeris itself):
//
// | body      | max |speed| °/d | max |accel| °/d² | shortest retrograde / direct phase, days |
// |-----------|-----------------|------------------|------------------------------------------|
// | Sun       | 1.020 (min 0.953)  | 0.00067       | never stations                           |
// | Moon      | 15.40 (min 11.76)  | 0.516         | never stations                           |
// | Mercury   | 2.203           | 0.475            | 19.76 / 87.85                            |
// | Venus     | 1.270           | 0.081            | 40.87 / 537.97                           |
// | Mars      | 0.791           | 0.052            | 59.82 / 684.14                           |
// | Jupiter   | 0.243           | 0.039 ¹          | 117.5 / 272.4                            |
// | Saturn    | 0.138           | 0.041 ¹          | 133.6 / 235.4                            |
// | Uranus    | 0.066           | 0.019 ¹          | 149.0 / 215.0                            |
// | Neptune   | 0.043           | 0.020 ¹          | 156.4 / 207.0                            |
// | Pluto     | 0.041           | 0.0028           | 156.1 / 200.8                            |
// | Chiron    | 0.147           | 0.0051           | 128.0 / 211.7                            |
// | true node | 0.259           | 0.054            | 0.10 / 0.09 (it wobbles: ~54 stations a year) |
//
// ¹ short spikes while the planet passes behind the Sun (the light deflection's rate); elsewhere far smaller.
// The Moon's elongation from the Sun moves 10.7-14.5°/d and never stations.
//
// A grid step no longer than a quarter of the shortest phase holds at most one station, so a step whose two ends
// have speeds of one sign has none, and a step whose ends differ in sign has exactly one, found by root finding the
// speed. The true node is the exception: its grid step (1 day) is split in halves until either the speeds prove the
// piece monotonic (|v₀| + |v₁| > a_max·Δt: the speed cannot reach zero between) or the piece is 1/32 day long, a
// third of its shortest phase. Sampling steps are integers or powers of two, so grid points and midpoints are exact.
import type { BodyName } from '@mandala/ephemeris';

/** How to sample one angle. */
export interface MotionLimits {
  /** Grid step, days. The grid is anchored at Julian day 0, so any window sees the same samples. */
  readonly stepDays: number;
  /** A piece at most this long holds at most one station (a quarter or less of the shortest phase). */
  readonly singleStationDays: number;
  /** An upper bound of |acceleration|, degrees/day² (the measured maximum with a margin). */
  readonly accelerationBound: number;
  /** The angle only ever increases (Sun, Moon, elongation): no station search. */
  readonly alwaysDirect: boolean;
}

const LIMITS: Readonly<Record<BodyName, MotionLimits>> = {
  Sun: { stepDays: 8, singleStationDays: 8, accelerationBound: 0.001, alwaysDirect: true },
  Moon: { stepDays: 2, singleStationDays: 2, accelerationBound: 0.6, alwaysDirect: true },
  Mercury: { stepDays: 4, singleStationDays: 4, accelerationBound: 0.6, alwaysDirect: false },
  Venus: { stepDays: 8, singleStationDays: 8, accelerationBound: 0.1, alwaysDirect: false },
  Mars: { stepDays: 10, singleStationDays: 10, accelerationBound: 0.07, alwaysDirect: false },
  Jupiter: { stepDays: 16, singleStationDays: 16, accelerationBound: 0.05, alwaysDirect: false },
  Saturn: { stepDays: 16, singleStationDays: 16, accelerationBound: 0.05, alwaysDirect: false },
  Uranus: { stepDays: 20, singleStationDays: 20, accelerationBound: 0.03, alwaysDirect: false },
  Neptune: { stepDays: 20, singleStationDays: 20, accelerationBound: 0.03, alwaysDirect: false },
  Pluto: { stepDays: 20, singleStationDays: 20, accelerationBound: 0.005, alwaysDirect: false },
  Chiron: { stepDays: 20, singleStationDays: 20, accelerationBound: 0.01, alwaysDirect: false },
  NorthNode: { stepDays: 1, singleStationDays: 1 / 32, accelerationBound: 0.08, alwaysDirect: false },
};

/** Sampling of a body's apparent longitude. */
export function bodyMotionLimits(body: BodyName): MotionLimits {
  return LIMITS[body];
}

/** Sampling of the Moon's elongation from the Sun (Moon − Sun), which gains 10.7-14.5° a day. */
export const ELONGATION_MOTION_LIMITS: MotionLimits = { stepDays: 2, singleStationDays: 2, accelerationBound: 0.6, alwaysDirect: true };
