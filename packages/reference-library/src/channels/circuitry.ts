import { channels } from './channels';
import type { Circuit, CircuitGroup } from './circuit';

/** One circuit with its channels. */
export interface CircuitChannels {
  readonly circuit: Circuit;
  /** Channel ids (`20-34`), in channel-table order. */
  readonly channelIds: readonly string[];
}

/** One circuit group with its circuits. */
export interface CircuitGroupChannels {
  readonly group: CircuitGroup;
  readonly circuits: readonly CircuitChannels[];
}

const CIRCUITS_OF_GROUP: Readonly<Record<CircuitGroup, readonly Circuit[]>> = {
  Individual: ['Knowing', 'Centering'],
  Collective: ['Understanding', 'Sensing'],
  Tribal: ['Ego', 'Defense'],
  Integration: ['Integration'],
};

/** The four circuit groups in reading order. */
export const CIRCUIT_GROUPS: readonly CircuitGroup[] = Object.freeze(['Individual', 'Collective', 'Tribal', 'Integration'] as const);

/**
 * The circuitry table: every circuit group, its circuits and their channels. Each of the 36 channels appears in
 * exactly one circuit (checked by the tests). Built from the channel table, so it cannot disagree with it.
 */
export const CIRCUITRY: readonly CircuitGroupChannels[] = Object.freeze(
  CIRCUIT_GROUPS.map((group) =>
    Object.freeze({
      group,
      circuits: Object.freeze(
        CIRCUITS_OF_GROUP[group].map((circuit) =>
          Object.freeze({
            circuit,
            channelIds: Object.freeze(channels.filter((channel) => channel.circuit === circuit).map((channel) => channel.id)),
          }),
        ),
      ),
    }),
  ),
);
