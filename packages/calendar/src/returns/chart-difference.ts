// What one chart has that another lacks: the gates, channels and defined centers a return or progressed chart
// adds to the natal chart.
import type { ReturnChart } from './return-chart';

/** What `to` has and `from` lacks, in `to`'s order. */
export interface ChartDifference {
  readonly newGates: number[];
  readonly newChannels: { Id: string; Name: string }[];
  readonly newDefinedCenters: string[];
}

/** The gates, channels and defined centers of `to` that `from` does not have. */
export function chartDifference(from: ReturnChart, to: ReturnChart): ChartDifference {
  const gates = new Set(from.ActiveGates);
  const channels = new Set(from.Channels.map((channel) => channel.Id));
  const centers = new Set(from.DefinedCenters);
  return {
    newGates: to.ActiveGates.filter((gate) => !gates.has(gate)),
    newChannels: to.Channels.filter((channel) => !channels.has(channel.Id)).map(({ Id, Name }) => ({ Id, Name })),
    newDefinedCenters: to.DefinedCenters.filter((center) => !centers.has(center)),
  };
}
