import type { CenterName } from '@mandala/reference-library';
import { analyzeGateFlags } from './center-graph';
import { channelIdentity, type ChannelIdentity } from './channel-identity';
import type { AuthorityName, DefinitionName, TypeName } from './chart-kinds';
import { combinedChart, unionGateFlags, type CombinedChart } from './combined-chart';
import { chemistryBetween } from './composite-from-charts';
import { BodygraphError } from './errors';
import type { BirthInput, NatalChartCore } from './natal-chart';
import { gateOfBaseIndex } from './activation';
import { BODY_INDEX } from './bodies';
import type { ChemistryScores } from './composite-chemistry';
import { GATE_NAMES, crossFacts } from './reference-names';
import { CHANNEL_COUNT, CHANNEL_GATE_HIGH, CHANNEL_GATE_LOW, CHANNEL_ROWS, centerNamesOfMask } from './reference-tables';

/** Smallest and largest group size. */
export const GROUP_SIZE_RANGE = { min: 3, max: 12 } as const;

/** A group member: a birth plus an optional display name. */
export interface GroupMemberInput extends BirthInput {
  name?: string;
}

/** Summary of one member's chart. */
export interface GroupMemberSummary {
  Index: number;
  Name: string | null;
  Type: TypeName;
  Authority: AuthorityName;
  Profile: string;
  Definition: DefinitionName;
  IncarnationCross: string;
  DefinedCenters: CenterName[];
}

/** A gate two or more members share. */
export interface SharedGate {
  Gate: number;
  Name: string;
  /** Indices of the members who have it. */
  Members: number[];
}

/** A channel defined in the group's combined chart. */
export interface GroupChannel extends ChannelIdentity {
  /** Members who have the whole channel on their own. */
  Holders: number[];
  /** Members who have at least one of its gates. */
  Contributors: number[];
  /** True when no single member has it: it exists only in the group. */
  FormedTogether: boolean;
}

/** Chemistry between two members (same formula as the two-person composite). */
export interface GroupPairChemistry extends ChemistryScores {
  Person0: number;
  Person1: number;
  Counts: ReturnType<typeof chemistryBetween>['Counts'];
}

/** Group composite of 3 to 12 people. */
export interface GroupComposite {
  Members: GroupMemberSummary[];
  SharedGates: SharedGate[];
  Channels: GroupChannel[];
  Combined: CombinedChart;
  Chemistry: {
    Pairs: GroupPairChemistry[];
    /** Mean of the pairs' Overall scores, rounded. */
    AverageOverall: number;
  };
  /** Time-zone warnings, prefixed `Member <index>: `. */
  Warnings: string[];
}

/** Group composite of computed charts (pure). Throws `invalid_chart_input` outside 3..12 members. */
export function groupFromCharts(members: readonly { chart: NatalChartCore; name?: string }[]): GroupComposite {
  if (!Array.isArray(members) || members.length < GROUP_SIZE_RANGE.min || members.length > GROUP_SIZE_RANGE.max) {
    throw new BodygraphError('invalid_chart_input', 'a group composite needs 3 to 12 members', {
      details: { field: 'members', count: Array.isArray(members) ? members.length : null },
    });
  }
  const flagSets = members.map((member) => member.chart.core.gateSides);
  const summaries = members.map(({ chart, name }, index): GroupMemberSummary => {
    const { core } = chart;
    return {
      Index: index,
      Name: name ?? null,
      Type: core.structure.type,
      Authority: core.structure.authority,
      Profile: core.profile,
      Definition: core.structure.definition,
      IncarnationCross: crossFacts(gateOfBaseIndex(core.personality.baseIndices[BODY_INDEX.Sun] as number), core.crossAngle)
        .name,
      DefinedCenters: centerNamesOfMask(core.structure.definedCenterMask),
    };
  });

  const sharedGates: SharedGate[] = [];
  for (let gate = 1; gate <= 64; gate++) {
    const holders = flagSets.flatMap((flags, index) => (flags[gate] ? [index] : []));
    if (holders.length >= 2) sharedGates.push({ Gate: gate, Name: GATE_NAMES[gate] ?? '', Members: holders });
  }
  sharedGates.sort((a, b) => b.Members.length - a.Members.length || a.Gate - b.Gate);

  const union = unionGateFlags(flagSets);
  const channels: GroupChannel[] = [];
  for (let index = 0; index < CHANNEL_COUNT; index++) {
    const low = CHANNEL_GATE_LOW[index] as number;
    const high = CHANNEL_GATE_HIGH[index] as number;
    if (!union[low] || !union[high]) continue;
    const row = CHANNEL_ROWS[index]!;
    const holders = flagSets.flatMap((flags, member) => (flags[low] && flags[high] ? [member] : []));
    channels.push({
      ...channelIdentity(row),
      Holders: holders,
      Contributors: flagSets.flatMap((flags, member) => (flags[low] || flags[high] ? [member] : [])),
      FormedTogether: holders.length === 0,
    });
  }

  const pairs: GroupPairChemistry[] = [];
  for (let first = 0; first < members.length; first++) {
    for (let second = first + 1; second < members.length; second++) {
      pairs.push({ Person0: first, Person1: second, ...chemistryBetween(members[first]!.chart, members[second]!.chart) });
    }
  }
  const average = pairs.reduce((sum, pair) => sum + pair.Overall, 0) / pairs.length;
  return {
    Members: summaries,
    SharedGates: sharedGates,
    Channels: channels,
    Combined: combinedChart(analyzeGateFlags(union)),
    Chemistry: { Pairs: pairs, AverageOverall: Math.round(average) },
    Warnings: members.flatMap(({ chart }, index) => chart.warnings.map((warning: string) => `Member ${index}: ${warning}`)),
  };
}
