import type { Quarter } from '../gates/gate';
import type { CrossAngle } from '../profiles/profile';
import type { GateNumber } from '../wheel/gate-wheel';

/** One of the 192 incarnation crosses (64 Personality Sun gates x 3 angles). */
export interface IncarnationCross {
  /** Slug of the name: `right-angle-cross-of-the-sphinx-4`. */
  readonly id: string;
  /** Full name: `Right Angle Cross of the Sphinx 4`, `Juxtaposition Cross of Self Expression`. */
  readonly name: string;
  /** Name without the angle: `The Sphinx 4`. */
  readonly shortName: string;
  /** Family without the number: `The Sphinx` (Right Angle families have 4 members, Left Angle 2, Juxtaposition 1). */
  readonly family: string;
  /** Number within the family (1-4 Right Angle, 1-2 Left Angle), or null for Juxtaposition crosses. */
  readonly familyNumber: number | null;
  /** Geometry of the cross. */
  readonly angle: CrossAngle;
  /** Personality Sun, Personality Earth, Design Sun, Design Earth. */
  readonly gates: readonly [GateNumber, GateNumber, GateNumber, GateNumber];
  /** Quarter of the Personality Sun gate. */
  readonly quarter: Quarter;
  /** One line on the cross's theme, in this project's own words. */
  readonly theme: string;
}
