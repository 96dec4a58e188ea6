import type { GateNumber } from '../wheel/gate-wheel';
import type { CenterId, CenterKind, CenterName } from './center-name';

/** One of the nine centers of the bodygraph. */
export interface Center {
  /** Canonical name (`Solar Plexus`). */
  readonly name: CenterName;
  /** Kebab-case id (`solar-plexus`). */
  readonly id: CenterId;
  /** Other names accepted by {@link getCenter} (`Ego`, `Will`, `Self`, `Emotional`, ...). */
  readonly aliases: readonly string[];
  /** What the center does: motor, awareness, pressure, identity, manifestation. */
  readonly kind: readonly CenterKind[];
  /** True for the four motors: Heart, Sacral, Solar Plexus, Root. */
  readonly isMotor: boolean;
  /** True for the three awareness centers: Ajna, Spleen, Solar Plexus. */
  readonly isAwareness: boolean;
  /** Gates of this center, ascending. */
  readonly gates: readonly GateNumber[];
  /** Organs and glands the center is associated with. */
  readonly biologicalCorrelation: readonly string[];
  /** One or two sentences on how the center works when defined (consistent). */
  readonly definedTheme: string;
  /** One or two sentences on how the center works when undefined or open (receptive, amplifying). */
  readonly openTheme: string;
  /** The question an undefined center can ask to notice conditioning. */
  readonly notSelfQuestion: string;
}
