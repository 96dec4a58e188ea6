import type { CenterName } from '../centers/center-name';
import type { GateNumber } from '../wheel/gate-wheel';
import type { Circuit, CircuitGroup } from './circuit';

/** One of the 36 channels. */
export interface Channel {
  /** Lower gate first: `20-34`. */
  readonly id: string;
  /** The two gates, lower first. */
  readonly gates: readonly [GateNumber, GateNumber];
  /** Center of `gates[0]`, center of `gates[1]`. */
  readonly centers: readonly [CenterName, CenterName];
  /** Name, e.g. `Charisma`, `Intimacy`. */
  readonly name: string;
  /** Other names in common use (`Mating` for 6-59). */
  readonly aliases: readonly string[];
  /** Circuit (Definitive Book grouping). */
  readonly circuit: Circuit;
  /** Circuit group. */
  readonly circuitGroup: CircuitGroup;
  /** One or two sentences on what the channel brings. */
  readonly theme: string;
}
