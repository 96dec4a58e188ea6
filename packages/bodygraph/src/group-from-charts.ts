import type { CenterName } from '@mandala/reference-library';
import { gateOfBaseIndex } from './activation';
import { BODY_INDEX } from './bodies';
import { analyzeGateFlags } from './center-graph';
import type { AuthorityName, DefinitionName, TypeName } from './chart-kinds';
import { combinedChart, unionGateFlags, type CombinedChart } from './combined-chart';
import { BodygraphError } from './errors';
import { groupCenters, type GroupCenters } from './group-centers';
import { groupChannels, type GroupChannel } from './group-channels';
import { groupChemistry, type GroupChemistry } from './group-chemistry';
import { groupPenta, type GroupPenta } from './group-penta';
import type { BirthInput, NatalChartCore } from './natal-chart';
import { GATE_NAMES, crossFacts } from './reference-names';
import { centerNamesOfMask } from './reference-tables';

/** Smallest and largest group size. */
export const GROUP_SIZE_RANGE = { min: 3, max: 12 } as const;

/** A group member: a birth plus an optional display name. */
export interface GroupMemberInput extends BirthInput {
  name?: string;
}

/** Summary of one member's chart. */
export interface GroupMemberSummary {
  /** Position in the input, from 0; every `Members` / `Person0` / `Holders` index refers to it. */
  Index: number;
  /** The given name (trimmed), or `Member 1`, `Member 2`, … (position from 1) when none or blank. */
  Name: string;
  Type: TypeName;
  Profile: string;
  Authority: AuthorityName;
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
  /** Their names, same order. */
  MemberNames: string[];
}

/** Group composite of 3 to 12 people. */
export interface GroupComposite {
  Members: GroupMemberSummary[];
  /** Gates two or more members have, most shared first, then by gate number. */
  SharedGates: SharedGate[];
  /** Every channel the group completes, in channel-table order. */
  Channels: GroupChannel[];
  /** Defined and open centers of the combined chart, with their meaning for the group. */
  Centers: GroupCenters;
  /** The combined chart: the union of every member's gates. */
  Combined: CombinedChart;
  /** Chemistry of every pair (the two-person formula), average, strongest and weakest pair. */
  Chemistry: GroupChemistry;
  /** The Penta for 3 to 5 members; null for 6 to 12. */
  Penta: GroupPenta | null;
  /** Time-zone warnings, each prefixed with the member's name (`Member 2: …`). */
  Warnings: string[];
}

/** Display name of member `index` (from 0): the given name trimmed, or `Member <index + 1>`. */
export function groupMemberName(name: string | undefined, index: number): string {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  return trimmed === '' ? `Member ${index + 1}` : trimmed;
}

/** Group composite of computed charts (pure). Throws `invalid_chart_input` outside 3..12 members. */
export function groupFromCharts(members: readonly { chart: NatalChartCore; name?: string }[]): GroupComposite {
  if (!Array.isArray(members) || members.length < GROUP_SIZE_RANGE.min || members.length > GROUP_SIZE_RANGE.max) {
    throw new BodygraphError('invalid_chart_input', 'a group composite needs 3 to 12 members', {
      details: { field: 'members', count: Array.isArray(members) ? members.length : null },
    });
  }
  const names = members.map((member, index) => groupMemberName(member.name, index));
  const charts = members.map((member) => member.chart);
  const flagSets = charts.map((chart) => chart.core.gateSides);
  const summaries = charts.map(({ core }, index): GroupMemberSummary => ({
    Index: index,
    Name: names[index]!,
    Type: core.structure.type,
    Profile: core.profile,
    Authority: core.structure.authority,
    Definition: core.structure.definition,
    IncarnationCross: crossFacts(gateOfBaseIndex(core.personality.baseIndices[BODY_INDEX.Sun] as number), core.crossAngle).name,
    DefinedCenters: centerNamesOfMask(core.structure.definedCenterMask),
  }));

  const sharedGates: SharedGate[] = [];
  for (let gate = 1; gate <= 64; gate++) {
    const holders: number[] = [];
    for (let member = 0; member < flagSets.length; member++) if (flagSets[member]![gate]) holders.push(member);
    if (holders.length >= 2) {
      sharedGates.push({ Gate: gate, Name: GATE_NAMES[gate] ?? '', Members: holders, MemberNames: holders.map((member) => names[member]!) });
    }
  }
  sharedGates.sort((a, b) => b.Members.length - a.Members.length || a.Gate - b.Gate);

  const combined = analyzeGateFlags(unionGateFlags(flagSets));
  return {
    Members: summaries,
    SharedGates: sharedGates,
    Channels: groupChannels(flagSets),
    Centers: groupCenters(combined),
    Combined: combinedChart(combined),
    Chemistry: groupChemistry(charts, names),
    Penta: groupPenta(flagSets, names),
    Warnings: charts.flatMap((chart, index) => chart.warnings.map((warning: string) => `${names[index]}: ${warning}`)),
  };
}
