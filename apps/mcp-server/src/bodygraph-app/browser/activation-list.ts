// The activation columns as HTML lists, for the phone-width layout (the SVG leaves its columns out there).
import type { ChartView } from './chart-view';

export interface ActivationColumn {
  readonly heading: string;
  /** `[body, "gate.line"]` in the order of the chart. */
  readonly rows: readonly (readonly [string, string])[];
}

interface Activation {
  readonly Gate: number;
  readonly Line: number;
  readonly Planet: string;
  readonly Activation: string;
}

/** `NorthNode` → `North Node`. */
const bodyName = (planet: string): string => planet.replace(/([a-z])([A-Z])/g, '$1 $2');

function columnOf(heading: string, gates: readonly Activation[], side: string): ActivationColumn {
  return { heading, rows: gates.filter((gate) => gate.Activation === side).map((gate) => [bodyName(gate.Planet), `${gate.Gate}.${gate.Line}`] as const) };
}

/** The columns of the view: Design and Personality of a natal chart (of each person in a composite; natal and transit for a transit). */
export function activationColumns(view: ChartView): ActivationColumn[] {
  if (view.kind === 'natal') {
    if (!view.activations) return [];
    const gates = view.chart.Gates as readonly Activation[];
    return [columnOf('Design', gates, 'Design'), columnOf('Personality', gates, 'Personality')].filter((column) => column.rows.length > 0);
  }
  if (view.kind === 'composite') {
    const a = view.chart.Person0.Gates as readonly Activation[];
    const b = view.chart.Person1.Gates as readonly Activation[];
    return [columnOf('Person A · Design', a, 'Design'), columnOf('Person A · Personality', a, 'Personality'), columnOf('Person B · Design', b, 'Design'), columnOf('Person B · Personality', b, 'Personality')];
  }
  if (view.kind === 'transit') {
    const natal = view.chart.Natal.Gates as readonly Activation[];
    const transit = Object.entries(view.chart.TransitPlanets).map(([body, position]) => [bodyName(body), `${position.Gate}.${position.Line}`] as const);
    return [columnOf('Natal · Design', natal, 'Design'), columnOf('Natal · Personality', natal, 'Personality'), { heading: 'Transit', rows: transit }];
  }
  return [];
}
