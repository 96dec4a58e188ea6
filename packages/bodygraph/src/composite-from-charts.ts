import { analyzeGateFlags } from './center-graph';
import { channelIdentity, type ChannelIdentity } from './channel-identity';
import { combinedChart, unionGateFlags, type CombinedChart } from './combined-chart';
import { classifyCompositeChannels, type CompositeChannelKind, type CompositeChannelRelation } from './composite-channels';
import { chemistryScores, type ChemistryScores } from './composite-chemistry';
import { gateComparison, type GateComparisonRow } from './composite-gate-comparison';
import { hangingGatesCompletedBy, type HangingGateMatch } from './hanging-gates';
import type { NatalChartCore } from './natal-chart';
import { natalResponse } from './natal-response';
import type { NatalChartV1, NatalChartV2 } from './natal-response-types';
import { CHANNEL_ROWS, centerNamesOfMask } from './reference-tables';
import { relationshipDynamics, type RelationshipDynamics } from './relationship-dynamics';
import { assertChartVersion } from './validation';

/** Composite chart version: v1 (charts + combined chart) or v2 (adds chemistry, gate comparison, dynamics). */
export type CompositeVersion = 'v1' | 'v2';

/** A channel of the combined chart. */
export interface CompositeChannel extends ChannelIdentity {
  Kind: CompositeChannelKind;
  /** Gates of this channel Person0 has. */
  Person0Gates: number[];
  /** Gates of this channel Person1 has. */
  Person1Gates: number[];
  /** For Compromise and Dominant, who has the whole channel; null otherwise. */
  Holder: 'Person0' | 'Person1' | null;
}

/** The combined chart of two people with their channels classified. */
export interface CompositeCombined extends CombinedChart {
  Channels: CompositeChannel[];
  ElectromagneticChannels: string[];
  CompanionChannels: string[];
  CompromiseChannels: string[];
  DominantChannels: string[];
}

/** Composite chart, version 1. */
export interface CompositeChartV1 {
  Person0: NatalChartV1;
  Person1: NatalChartV1;
  Composite: CompositeCombined;
  /** Time-zone warnings of either birth, prefixed `Person0: ` / `Person1: `. */
  Warnings: string[];
}

/** Composite chart, version 2. */
export interface CompositeChartV2 extends Omit<CompositeChartV1, 'Person0' | 'Person1'> {
  Person0: NatalChartV2;
  Person1: NatalChartV2;
  Chemistry: ChemistryScores & {
    Counts: { Electromagnetic: number; Companion: number; Compromise: number; Dominant: number; SharedDefinedCenters: number };
  };
  GateComparison: GateComparisonRow[];
  Dynamics: RelationshipDynamics;
  /** Each person's hanging gates, each with the partner gates the other person activates (`CompletedBy`). */
  HangingGates: { Person0: HangingGateMatch[]; Person1: HangingGateMatch[] };
}

/** A composite chart of the requested version. */
export type CompositeChartOf<Version extends CompositeVersion> = Version extends 'v1' ? CompositeChartV1 : CompositeChartV2;

function compositeChannel(relation: CompositeChannelRelation): CompositeChannel {
  const row = CHANNEL_ROWS[relation.channelIndex]!;
  return {
    ...channelIdentity(row),
    Kind: relation.kind,
    Person0Gates: relation.person0Gates,
    Person1Gates: relation.person1Gates,
    Holder: relation.holder === null ? null : relation.holder === 0 ? 'Person0' : 'Person1',
  };
}

function idsOfKind(channels: readonly CompositeChannel[], kind: CompositeChannelKind): string[] {
  return channels.filter((channel) => channel.Kind === kind).map((channel) => channel.Id);
}

/** Scores between two computed charts (used by two-person and group composites). */
export function chemistryBetween(person0: NatalChartCore, person1: NatalChartCore): ChemistryScores & {
  Counts: CompositeChartV2['Chemistry']['Counts'];
} {
  const relations = classifyCompositeChannels(person0.core.gateSides, person1.core.gateSides);
  const count = (kind: CompositeChannelKind) => relations.filter((relation) => relation.kind === kind).length;
  const defined0 = person0.core.structure.definedCenterMask;
  const defined1 = person1.core.structure.definedCenterMask;
  const counts = {
    Electromagnetic: count('Electromagnetic'),
    Companion: count('Companion'),
    Compromise: count('Compromise'),
    Dominant: count('Dominant'),
    SharedDefinedCenters: centerNamesOfMask(defined0 & defined1).length,
  };
  return {
    ...chemistryScores({
      electromagnetic: counts.Electromagnetic,
      companion: counts.Companion,
      compromise: counts.Compromise,
      dominant: counts.Dominant,
      sharedDefinedCenters: counts.SharedDefinedCenters,
      eitherDefinedCenters: centerNamesOfMask(defined0 | defined1).length,
    }),
    Counts: counts,
  };
}

/**
 * The composite of two computed charts (pure). v1: both charts and the combined chart with
 * electromagnetic, companion, compromise and dominant channels; v2 adds chemistry, a gate-by-gate
 * comparison and relationship dynamics.
 */
export function compositeFromCharts<Version extends CompositeVersion>(
  person0: NatalChartCore,
  person1: NatalChartCore,
  version: Version,
): CompositeChartOf<Version> {
  assertChartVersion(version, ['v1', 'v2']);
  const flags0 = person0.core.gateSides;
  const flags1 = person1.core.gateSides;
  const together = analyzeGateFlags(unionGateFlags([flags0, flags1]));
  const channels = classifyCompositeChannels(flags0, flags1).map(compositeChannel);
  const composite: CompositeCombined = {
    ...combinedChart(together),
    Channels: channels,
    ElectromagneticChannels: idsOfKind(channels, 'Electromagnetic'),
    CompanionChannels: idsOfKind(channels, 'Companion'),
    CompromiseChannels: idsOfKind(channels, 'Compromise'),
    DominantChannels: idsOfKind(channels, 'Dominant'),
  };
  const warnings = [
    ...person0.warnings.map((warning) => `Person0: ${warning}`),
    ...person1.warnings.map((warning) => `Person1: ${warning}`),
  ];
  const momentsOf = (person: NatalChartCore) => ({
    birthInstant: person.birthInstant,
    designInstant: person.designInstant,
    warnings: person.warnings,
  });
  if (version === 'v1') {
    const result: CompositeChartV1 = {
      Person0: natalResponse(person0.core, 'v1', momentsOf(person0)),
      Person1: natalResponse(person1.core, 'v1', momentsOf(person1)),
      Composite: composite,
      Warnings: warnings,
    };
    return result as CompositeChartOf<Version>;
  }
  const result: CompositeChartV2 = {
    Person0: natalResponse(person0.core, 'v2', momentsOf(person0)),
    Person1: natalResponse(person1.core, 'v2', momentsOf(person1)),
    Composite: composite,
    Chemistry: chemistryBetween(person0, person1),
    GateComparison: gateComparison(flags0, flags1),
    Dynamics: relationshipDynamics(person0.core.structure, person1.core.structure, together),
    HangingGates: { Person0: hangingGatesCompletedBy(flags0, flags1), Person1: hangingGatesCompletedBy(flags1, flags0) },
    Warnings: warnings,
  };
  return result as CompositeChartOf<Version>;
}
