import { zodiacPosition } from '@mandala/ephemeris';
import {
  baseIndexFromLongitude,
  baseOfBaseIndex,
  colorOfBaseIndex,
  gateOfBaseIndex,
  lineOfBaseIndex,
  toneOfBaseIndex,
} from './activation';
import { ACTIVATING_BODY_NAMES, BODIES_PER_SIDE } from './bodies';
import type { SideCore } from './chart-core';
import type { PlanetSetV3, PlanetV3 } from './natal-response-types';

/** Position and activation of one longitude as a capitalized planet entry. Speed NaN means unknown. */
export function planetEntry(longitude: number, speed: number, baseIndex: number): PlanetV3 {
  const { zodiacSign, zodiacDegree } = zodiacPosition(longitude);
  const knownSpeed = Number.isFinite(speed);
  return {
    Longitude: longitude,
    Gate: gateOfBaseIndex(baseIndex),
    Line: lineOfBaseIndex(baseIndex),
    Color: colorOfBaseIndex(baseIndex),
    Tone: toneOfBaseIndex(baseIndex),
    Base: baseOfBaseIndex(baseIndex),
    ZodiacSign: zodiacSign,
    ZodiacDegree: zodiacDegree,
    Retrograde: knownSpeed && speed < 0,
    Speed: knownSpeed ? speed : null,
  };
}

/** Capitalized planet entries of one side: the 13 activating bodies, plus Chiron when known. */
export function planetSetOfSide(side: SideCore): PlanetSetV3 {
  const set = {} as PlanetSetV3;
  for (let body = 0; body < BODIES_PER_SIDE; body++) {
    set[ACTIVATING_BODY_NAMES[body]!] = planetEntry(
      side.longitudes[body] as number,
      side.speeds[body] as number,
      side.baseIndices[body] as number,
    );
  }
  if (side.chiron !== null) {
    set.Chiron = planetEntry(side.chiron.longitude, side.chiron.speed, baseIndexFromLongitude(side.chiron.longitude));
  }
  return set;
}
