// What a segment reports: the headline of its chart, with the natal chart's (v2) own field names and values, and at
// `activations` level the gate and line of each of the 26 activations.
import type { ChannelV1, GateActivationV1, NatalChartV2 } from '@mandala/bodygraph';

/** The answers a birth time can change, as the v2 natal chart writes them. */
export interface BirthTimeHeadline {
  Type: NatalChartV2['Type'];
  Authority: NatalChartV2['Authority'];
  /** `Id` `4/6`, `Name`, and the lines of the Personality and Design Sun. */
  Profile: NatalChartV2['Profile'];
  Definition: NatalChartV2['Definition'];
  IncarnationCross: NatalChartV2['IncarnationCross'];
  /** Defined centers, in the chart's order (Head to Root). */
  DefinedCenters: NatalChartV2['DefinedCenters'];
  /**
   * Defined channels as `{ Id, Name }` (`20-34` lower gate first), in the chart's order. Which side completes a
   * channel is left out: it changes with gates the headline does not depend on (see the activations level).
   */
  Channels: ChannelV1[];
}

/** A headline field. */
export type HeadlineField = keyof BirthTimeHeadline;

/** The headline fields, in the order `Certain` and `Uncertain` list them. */
export const HEADLINE_FIELDS: readonly HeadlineField[] = Object.freeze([
  'Type',
  'Authority',
  'Profile',
  'Definition',
  'IncarnationCross',
  'DefinedCenters',
  'Channels',
] as const);

/** The headline of a v2 natal chart. */
export function headlineOfChart(chart: NatalChartV2): BirthTimeHeadline {
  return {
    Type: chart.Type,
    Authority: chart.Authority,
    Profile: chart.Profile,
    Definition: chart.Definition,
    IncarnationCross: chart.IncarnationCross,
    DefinedCenters: chart.DefinedCenters,
    Channels: chart.Channels.map((channel) => ({ Id: channel.Id, Name: channel.Name })),
  };
}

/** The 26 activations of a v2 natal chart as gate and line (personality first, in the chart's body order). */
export function activationsOfChart(chart: NatalChartV2): GateActivationV1[] {
  return chart.Gates.map((gate) => ({ Gate: gate.Gate, Line: gate.Line, Planet: gate.Planet, Activation: gate.Activation }));
}
