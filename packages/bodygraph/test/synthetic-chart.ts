// Builds chart longitudes that put bodies in chosen gates and lines, for tests without the ephemeris.
import { wheelIndexOf } from '@mandala/reference-library';
import type { BodyPosition, SidePositions } from '../src/chart-core';

/** A longitude inside `gate`, `line`, `offsetDegrees` (0 to 0.9375) into the line. */
export function longitudeIn(gate: number, line = 1, offsetDegrees = 0.4): number {
  const index = wheelIndexOf(gate);
  if (index === undefined) throw new Error(`no gate ${gate}`);
  return (302 + index * 5.625 + (line - 1) * 0.9375 + offsetDegrees) % 360;
}

/** Side positions with every body in `fillGate` except those given. */
export function sideIn(fillGate: number, bodies: Partial<Record<keyof SidePositions, number | BodyPosition>>): SidePositions {
  const fill = longitudeIn(fillGate, 1);
  return {
    Sun: fill,
    Moon: fill,
    NorthNode: fill,
    Mercury: fill,
    Venus: fill,
    Mars: fill,
    Jupiter: fill,
    Saturn: fill,
    Uranus: fill,
    Neptune: fill,
    Pluto: fill,
    ...bodies,
  };
}
