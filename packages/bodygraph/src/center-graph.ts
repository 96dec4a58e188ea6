import type { AuthorityName, DefinitionName, TypeName } from './chart-kinds';
import { DEFINITION_NAMES } from './chart-kinds';
import {
  CENTER_INDEX,
  CHANNEL_CENTER_HIGH,
  CHANNEL_CENTER_LOW,
  CHANNEL_COUNT,
  CHANNEL_GATE_HIGH,
  CHANNEL_GATE_LOW,
  GATE_CENTER,
  MENTAL_CENTER_MASK,
  MOTOR_CENTER_MASK,
} from './reference-tables';

/** What the set of activated gates defines: channels, centers, connected areas, Type, Authority, Definition. */
export interface BodygraphStructure {
  /** Indices (into the channel table, ascending) of channels whose two gates are both activated. */
  channelIndices: number[];
  /** Bit mask of defined centers (bit i = `CENTER_ORDER[i]`). */
  definedCenterMask: number;
  /** Bit mask of centers holding at least one activated gate (defined or undefined, never open). */
  activatedCenterMask: number;
  /** Number of connected areas among defined centers (0 to 4). */
  componentCount: number;
  /** Connected-area label (0-based, in order of first center) of each center; -1 when undefined. */
  componentOfCenter: Int8Array;
  /** True when a motor (Sacral, Heart, Solar Plexus, Root) is connected to the Throat through defined channels. */
  motorToThroat: boolean;
  type: TypeName;
  authority: AuthorityName;
  definition: DefinitionName;
}

const { Throat, Heart, Sacral, SolarPlexus, Spleen, G } = CENTER_INDEX;

/** Union-find parents over the nine centers; reset on every call (the analysis is synchronous). */
const parent = new Int32Array(9);
/** Component label of each union-find root; scratch like `parent`. */
const labelOfRoot = new Int32Array(9);

function find(center: number): number {
  let node = center;
  while (parent[node] !== node) {
    const grandparent = parent[parent[node] as number] as number;
    parent[node] = grandparent;
    node = grandparent;
  }
  return node;
}

/**
 * Analyses a set of activated gates. `gateFlags[g]` is non-zero when gate `g` (1..64) is activated
 * (any bits: personality/design or person A/B). Uses a union-find over the nine centers, so Type,
 * Authority and Definition follow graph connectivity, not lists of paths:
 * - Reflector: no channel. Manifesting Generator: Sacral defined and a motor (the Sacral counts)
 *   connected to the Throat. Generator: Sacral defined otherwise. Manifestor: Sacral undefined and a
 *   motor connected to the Throat. Projector: the rest.
 * - Authority, first match: Emotional (Solar Plexus), Sacral, Splenic, Ego Manifested (Heart connected to
 *   the Throat), Ego Projected (Heart defined), Self-Projected (G defined), Mental (only Head, Ajna,
 *   Throat), Lunar (nothing defined).
 * - Definition: the number of connected areas of defined centers.
 */
export function analyzeGateFlags(gateFlags: Uint8Array): BodygraphStructure {
  for (let center = 0; center < 9; center++) parent[center] = center;
  const channelIndices: number[] = [];
  let definedCenterMask = 0;
  let activatedCenterMask = 0;
  for (let gate = 1; gate <= 64; gate++) {
    if (gateFlags[gate]) activatedCenterMask |= 1 << (GATE_CENTER[gate] as number);
  }
  for (let index = 0; index < CHANNEL_COUNT; index++) {
    if (gateFlags[CHANNEL_GATE_LOW[index] as number] && gateFlags[CHANNEL_GATE_HIGH[index] as number]) {
      channelIndices.push(index);
      const low = CHANNEL_CENTER_LOW[index] as number;
      const high = CHANNEL_CENTER_HIGH[index] as number;
      definedCenterMask |= (1 << low) | (1 << high);
      const rootLow = find(low);
      const rootHigh = find(high);
      if (rootLow !== rootHigh) parent[rootHigh] = rootLow;
    }
  }

  const componentOfCenter = new Int8Array(9);
  labelOfRoot.fill(-1);
  let componentCount = 0;
  for (let center = 0; center < 9; center++) {
    if (!(definedCenterMask & (1 << center))) {
      componentOfCenter[center] = -1;
      continue;
    }
    const root = find(center);
    if (labelOfRoot[root] === -1) labelOfRoot[root] = componentCount++;
    componentOfCenter[center] = labelOfRoot[root] as number;
  }

  // Mask of the defined centers in the Throat's area (0 when the Throat is undefined).
  let throatAreaMask = 0;
  if (definedCenterMask & (1 << Throat)) {
    const throatArea = componentOfCenter[Throat];
    for (let center = 0; center < 9; center++) if (componentOfCenter[center] === throatArea) throatAreaMask |= 1 << center;
  }
  const motorToThroat = (throatAreaMask & MOTOR_CENTER_MASK) !== 0;

  let type: TypeName;
  if (definedCenterMask === 0) type = 'Reflector';
  else if (definedCenterMask & (1 << Sacral)) type = motorToThroat ? 'Manifesting Generator' : 'Generator';
  else type = motorToThroat ? 'Manifestor' : 'Projector';

  let authority: AuthorityName;
  if (definedCenterMask & (1 << SolarPlexus)) authority = 'Emotional';
  else if (definedCenterMask & (1 << Sacral)) authority = 'Sacral';
  else if (definedCenterMask & (1 << Spleen)) authority = 'Splenic';
  else if (definedCenterMask & (1 << Heart)) authority = throatAreaMask & (1 << Heart) ? 'Ego Manifested' : 'Ego Projected';
  else if (definedCenterMask & (1 << G)) authority = 'Self-Projected';
  else if (definedCenterMask !== 0 && (definedCenterMask & ~MENTAL_CENTER_MASK) === 0) authority = 'Mental';
  else authority = 'Lunar';

  return {
    channelIndices,
    definedCenterMask,
    activatedCenterMask,
    componentCount,
    componentOfCenter,
    motorToThroat,
    type,
    authority,
    definition: DEFINITION_NAMES[componentCount] as DefinitionName,
  };
}
