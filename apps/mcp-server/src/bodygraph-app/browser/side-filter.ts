// The natal chart as Design alone or Personality alone: only that side's activations, and the channels and
// centers those define by themselves (a channel needs both its gates on the side).
import type { BodygraphChart } from '@mandala/bodygraph-svg';
import { CENTER_NAMES, channels } from '@mandala/reference-library';

export type Side = 'both' | 'design' | 'personality';

export function chartOfSide(chart: BodygraphChart, side: Side): BodygraphChart {
  if (side === 'both') return chart;
  const activation = side === 'design' ? 'Design' : 'Personality';
  const gates = chart.Gates.filter((gate) => gate.Activation === activation);
  const active = new Set(gates.map((gate) => gate.Gate));
  const defined = channels.filter((channel) => active.has(channel.gates[0]) && active.has(channel.gates[1]));
  const centers = new Set(defined.flatMap((channel) => channel.centers));
  return {
    ...chart,
    Gates: gates,
    Channels: defined.map((channel) => ({ Id: channel.id, Name: channel.name })),
    Centers: CENTER_NAMES.map((name) => ({ Name: name, Defined: centers.has(name) })),
  } as unknown as BodygraphChart;
}
