import type { CenterName } from '@mandala/reference-library';
import { DESIGN_FLAG, PERSONALITY_FLAG, type ChartCore } from './chart-core';
import type { SideCoverage } from './natal-response-types';
import { CHANNEL_ROWS, centerNamesOfMask } from './reference-tables';

/** Centers and channels of one part of a chart's definition. */
export interface SideDefinition {
  Centers: CenterName[];
  /** Channel ids, in channel-table order. */
  Channels: string[];
}

/**
 * A chart's definition by the side that gives it. `ConsciousOnly`: defined by the personality (birth) activations
 * alone and not by the design ones alone; `UnconsciousOnly` the other way round; `Shared`: defined only by both
 * sides together, or by each side alone.
 */
export interface DefinitionSides {
  ConsciousOnly: SideDefinition;
  UnconsciousOnly: SideDefinition;
  Shared: SideDefinition;
}

/** Bits 0-8: centers the personality activations alone define; bits 9-17: centers the design ones alone define. */
export type SideCenterMasks = number;

/** Bit 1 when the personality gates alone complete channel `index`, bit 2 when the design ones do. */
export function channelSides(core: ChartCore, index: number): number {
  const row = CHANNEL_ROWS[index]!;
  return (core.gateSides[row.gateLow] as number) & (core.gateSides[row.gateHigh] as number);
}

/** Which centers each side alone defines, as {@link SideCenterMasks}. */
export function sideCenterMasks(core: ChartCore): SideCenterMasks {
  let personality = 0;
  let design = 0;
  for (const index of core.structure.channelIndices) {
    const row = CHANNEL_ROWS[index]!;
    const sides = (core.gateSides[row.gateLow] as number) & (core.gateSides[row.gateHigh] as number);
    const centers = (1 << row.centerLow) | (1 << row.centerHigh);
    if (sides & PERSONALITY_FLAG) personality |= centers;
    if (sides & DESIGN_FLAG) design |= centers;
  }
  return personality | (design << 9);
}

/** `Personality` when only the personality side alone gives it, `Design` the other way round, else `Both`. */
export function definitionCoverage(personalityAlone: boolean, designAlone: boolean): SideCoverage {
  if (personalityAlone && !designAlone) return 'Personality';
  if (designAlone && !personalityAlone) return 'Design';
  return 'Both';
}

/** Definition side of center bit `bit`, or null when the center is not defined. */
export function centerCoverage(core: ChartCore, masks: SideCenterMasks, bit: number): SideCoverage | null {
  if ((core.structure.definedCenterMask & bit) === 0) return null;
  return definitionCoverage((masks & bit) !== 0, ((masks >> 9) & bit) !== 0);
}

/** The three lists of a chart's definition by side. */
export function definitionSides(core: ChartCore, masks: SideCenterMasks): DefinitionSides {
  const personality = masks & 0x1ff;
  const design = masks >> 9;
  const consciousOnly = personality & ~design;
  const unconsciousOnly = design & ~personality;
  const consciousChannels: string[] = [];
  const unconsciousChannels: string[] = [];
  const sharedChannels: string[] = [];
  for (const index of core.structure.channelIndices) {
    const sides = channelSides(core, index);
    const id = CHANNEL_ROWS[index]!.id;
    if (sides === PERSONALITY_FLAG) consciousChannels.push(id);
    else if (sides === DESIGN_FLAG) unconsciousChannels.push(id);
    else sharedChannels.push(id);
  }
  return {
    ConsciousOnly: { Centers: centerNamesOfMask(consciousOnly), Channels: consciousChannels },
    UnconsciousOnly: { Centers: centerNamesOfMask(unconsciousOnly), Channels: unconsciousChannels },
    Shared: { Centers: centerNamesOfMask(core.structure.definedCenterMask & ~consciousOnly & ~unconsciousOnly), Channels: sharedChannels },
  };
}
