import { baseIndexFromLongitude, gateOfBaseIndex, lineOfBaseIndex } from './activation';
import { BODIES_PER_SIDE, BODY_INDEX, SOURCE_BODY_NAMES, type SourceBodyName } from './bodies';
import { analyzeGateFlags, type BodygraphStructure } from './center-graph';
import type { CrossAngle } from './chart-kinds';
import { BodygraphError } from './errors';
import { normalizeDegrees } from './normalize-degrees';

/** A body position: longitude in degrees, optionally its speed in degrees per day (negative = retrograde). */
export interface BodyPosition {
  longitude: number;
  speed?: number;
}

/** Positions of one side (birth or design moment): the 11 computed bodies, plus Chiron as an optional extra. */
export type SidePositions = Record<SourceBodyName, number | BodyPosition> & { Chiron?: number | BodyPosition };

/** The 26 activation longitudes of a chart, as the 11 computed bodies per side. */
export interface ChartLongitudes {
  /** Positions at the birth moment. */
  personality: SidePositions;
  /** Positions at the design moment (Sun 88° of arc before birth). */
  design: SidePositions;
}

/** One side of a chart, as flat arrays in {@link ACTIVATING_BODY_NAMES} order. */
export interface SideCore {
  /** Longitudes in degrees [0, 360) of the 13 activating bodies. */
  longitudes: Float64Array;
  /** Speeds in degrees per day; NaN where unknown. */
  speeds: Float64Array;
  /** Wheel position of each body in whole bases (0..69 119); see `baseIndexFromLongitude`. */
  baseIndices: Int32Array;
  /** Chiron (an extra that activates nothing), if given. */
  chiron: { longitude: number; speed: number } | null;
}

/** Everything a chart response is built from; plain numbers, computed once. */
export interface ChartCore {
  personality: SideCore;
  design: SideCore;
  /** Per gate number 1..64: bit 1 = a personality body is in it, bit 2 = a design body is in it. */
  gateSides: Uint8Array;
  structure: BodygraphStructure;
  personalitySunLine: number;
  designSunLine: number;
  /** `4/6`: Personality Sun line / Design Sun line. */
  profile: string;
  crossAngle: CrossAngle;
}

/** Personality-side flag in {@link ChartCore.gateSides}. */
export const PERSONALITY_FLAG = 1;
/** Design-side flag in {@link ChartCore.gateSides}. */
export const DESIGN_FLAG = 2;

function readPosition(
  positions: SidePositions,
  body: SourceBodyName | 'Chiron',
  sideName: string,
): { longitude: number; speed: number } | undefined {
  const value = positions[body as SourceBodyName] as number | BodyPosition | undefined;
  if (value === undefined && body === 'Chiron') return undefined;
  const longitude = typeof value === 'number' ? value : value?.longitude;
  const speed = typeof value === 'number' ? Number.NaN : (value?.speed ?? Number.NaN);
  if (typeof longitude !== 'number' || !Number.isFinite(longitude)) {
    throw new BodygraphError('invalid_chart_input', `${sideName} ${body} longitude must be a finite number of degrees`, {
      details: { field: `${sideName}.${body}`, value: longitude },
    });
  }
  return { longitude: normalizeDegrees(longitude), speed: typeof speed === 'number' ? speed : Number.NaN };
}

/** Builds one side: derives Earth (Sun + 180°) and the South Node (North Node + 180°). */
export function sideCoreFromPositions(positions: SidePositions, sideName: string): SideCore {
  if (typeof positions !== 'object' || positions === null) {
    throw new BodygraphError('invalid_chart_input', `${sideName} positions must be an object of longitudes`, {
      details: { field: sideName },
    });
  }
  const longitudes = new Float64Array(BODIES_PER_SIDE);
  const speeds = new Float64Array(BODIES_PER_SIDE);
  for (const body of SOURCE_BODY_NAMES) {
    const position = readPosition(positions, body, sideName) as { longitude: number; speed: number };
    longitudes[BODY_INDEX[body]] = position.longitude;
    speeds[BODY_INDEX[body]] = position.speed;
  }
  return completeSide(longitudes, speeds, readPosition(positions, 'Chiron', sideName) ?? null);
}

/**
 * Finishes a side whose 11 source-body slots are filled (longitudes in degrees [0, 360), speeds in degrees/day or
 * NaN): writes Earth (Sun + 180°) and the South Node (North Node + 180°) into the same arrays, with the speeds of
 * the Sun and the North Node, and computes the base index of all 13 bodies. Takes ownership of both arrays.
 */
export function completeSide(longitudes: Float64Array, speeds: Float64Array, chiron: SideCore['chiron']): SideCore {
  longitudes[BODY_INDEX.Earth] = normalizeDegrees((longitudes[BODY_INDEX.Sun] as number) + 180);
  speeds[BODY_INDEX.Earth] = speeds[BODY_INDEX.Sun] as number;
  longitudes[BODY_INDEX.SouthNode] = normalizeDegrees((longitudes[BODY_INDEX.NorthNode] as number) + 180);
  speeds[BODY_INDEX.SouthNode] = speeds[BODY_INDEX.NorthNode] as number;
  const baseIndices = new Int32Array(BODIES_PER_SIDE);
  for (let body = 0; body < BODIES_PER_SIDE; body++) baseIndices[body] = baseIndexFromLongitude(longitudes[body] as number);
  return { longitudes, speeds, baseIndices, chiron };
}

/** Cross geometry from the profile lines: 4/1 Juxtaposition, 5/x and 6/x Left Angle, the rest Right Angle. */
export function crossAngleOfProfile(personalitySunLine: number, designSunLine: number): CrossAngle {
  if (personalitySunLine >= 5) return 'Left Angle';
  if (personalitySunLine === 4 && designSunLine === 1) return 'Juxtaposition';
  return 'Right Angle';
}

/** Combines two built sides into the chart core (gate flags, structure, profile, cross angle). */
export function chartCoreFromSides(personality: SideCore, design: SideCore): ChartCore {
  const gateSides = new Uint8Array(65);
  for (let body = 0; body < BODIES_PER_SIDE; body++) {
    gateSides[gateOfBaseIndex(personality.baseIndices[body] as number)]! |= PERSONALITY_FLAG;
    gateSides[gateOfBaseIndex(design.baseIndices[body] as number)]! |= DESIGN_FLAG;
  }
  const personalitySunLine = lineOfBaseIndex(personality.baseIndices[BODY_INDEX.Sun] as number);
  const designSunLine = lineOfBaseIndex(design.baseIndices[BODY_INDEX.Sun] as number);
  return {
    personality,
    design,
    gateSides,
    structure: analyzeGateFlags(gateSides),
    personalitySunLine,
    designSunLine,
    profile: `${personalitySunLine}/${designSunLine}`,
    crossAngle: crossAngleOfProfile(personalitySunLine, designSunLine),
  };
}

/**
 * The chart core of 26 activations given as longitudes (pure: no ephemeris). Throws
 * `BodygraphError` `invalid_chart_input` when a longitude is missing or not finite.
 */
export function chartCoreFromLongitudes(longitudes: ChartLongitudes): ChartCore {
  if (typeof longitudes !== 'object' || longitudes === null) {
    throw new BodygraphError('invalid_chart_input', 'chart longitudes must be { personality, design }');
  }
  return chartCoreFromSides(
    sideCoreFromPositions(longitudes.personality, 'personality'),
    sideCoreFromPositions(longitudes.design, 'design'),
  );
}
