import { BodygraphError } from './errors';
import { GROUP_SIZE_RANGE, groupFromCharts, type GroupComposite, type GroupMemberInput } from './group-from-charts';
import { natalChartCore } from './natal-chart';

/**
 * Group composite of 3 to 12 births (each with an optional name): member summaries, shared gates, the
 * group's channels (Held, Electromagnetic or Group, and who brings which gate), its defined and open centers
 * with their meaning, the combined chart, pairwise chemistry (average, strongest, weakest) and, for 3 to 5
 * members, the Penta (null for 6 to 12). Throws `BodygraphError` `invalid_chart_input` outside 3..12 members;
 * ephemeris errors pass through.
 */
export function groupComposite(members: readonly GroupMemberInput[]): GroupComposite {
  if (!Array.isArray(members)) {
    throw new BodygraphError('invalid_chart_input', 'members must be an array of births', { details: { field: 'members' } });
  }
  if (members.length < GROUP_SIZE_RANGE.min || members.length > GROUP_SIZE_RANGE.max) {
    throw new BodygraphError('invalid_chart_input', 'a group composite needs 3 to 12 members', {
      details: { field: 'members', count: members.length },
    });
  }
  return groupFromCharts(
    members.map((member) => ({
      chart: natalChartCore(member, { withMotion: false }),
      ...(member.name === undefined ? {} : { name: member.name }),
    })),
  );
}
