import type { CenterId, CenterName } from '../centers/center-name';
import type { Circuit, CircuitGroup } from '../channels/circuit';
import type { GateNumber } from '../wheel/gate-wheel';

/** The four Quarters of the wheel, 16 gates each. */
export type Quarter = 'Initiation' | 'Civilization' | 'Duality' | 'Mutation';

/** A line number within a gate, 1 to 6. */
export type LineNumber = 1 | 2 | 3 | 4 | 5 | 6;

/** Gene Keys names for the key of the same number. */
export interface GeneKeyNames {
  readonly shadow: string;
  readonly gift: string;
  readonly siddhi: string;
}

/** One of the six lines of a gate. */
export interface GateLine {
  /** Line number, 1 (bottom) to 6 (top). */
  readonly line: LineNumber;
  /** Archetype of the line (Investigator, Hermit, Martyr, Opportunist, Heretic, Role Model). */
  readonly archetype: string;
  /** One plain sentence applying the line's archetype to the gate's theme. */
  readonly description: string;
}

/** One of the 64 gates. */
export interface Gate {
  /** Gate number, 1 to 64 (the I Ching hexagram of the same number). */
  readonly number: GateNumber;
  /** Keynote name ("Gate of ..."), e.g. `Self-Expression`. */
  readonly name: string;
  /** Other keynotes in common use, searchable. */
  readonly aliases: readonly string[];
  /** Center the gate belongs to. */
  readonly center: CenterName;
  /** Kebab-case id of that center. */
  readonly centerId: CenterId;
  /** Quarter of the wheel. */
  readonly quarter: Quarter;
  /** Zero-based position on the wheel (gate 41 is 0). */
  readonly wheelIndex: number;
  /** Tropical longitude where the gate starts, in degrees [0, 360). */
  readonly startLongitudeDegrees: number;
  /** Gates at the other end of this gate's channels, ascending. */
  readonly channelPartners: readonly GateNumber[];
  /** Ids of the channels this gate belongs to (`20-34`). */
  readonly channelIds: readonly string[];
  /** Circuits of those channels, without repeats. */
  readonly circuits: readonly Circuit[];
  /** Circuit groups of those channels, without repeats. */
  readonly circuitGroups: readonly CircuitGroup[];
  /** The gate 32 wheel steps away: the Earth gate when the Sun is in this gate. */
  readonly oppositeGate: GateNumber;
  /** The I Ching hexagram of the same number. */
  readonly iChing: { readonly hexagramNumber: number; readonly name: string };
  /** Gene Keys shadow, gift and siddhi of the key of the same number. */
  readonly geneKeys: GeneKeyNames;
  /** One or two sentences on what the gate is about. */
  readonly theme: string;
  /** The six lines, 1 to 6. */
  readonly lines: readonly GateLine[];
}
