import { GENE_KEY_SPHERES } from '@mandala/reference-library';
import type { SummaryRow } from './chart-summary';

/** The part of a chart's definition one side gives (`DefinitionSides.ConsciousOnly`, …). */
interface SideDefinitionJson {
  readonly Centers?: readonly string[];
  readonly Channels?: readonly string[];
}

/** The fields of a natal chart the depth rows read: v2/v3 fields, and the activations every version lists. */
export interface ChartDepthJson {
  readonly Gates?: ReadonlyArray<{ readonly Gate?: number; readonly Line?: number; readonly Planet?: string; readonly Activation?: string }>;
  readonly DefinitionSides?: {
    readonly ConsciousOnly?: SideDefinitionJson;
    readonly UnconsciousOnly?: SideDefinitionJson;
    readonly Shared?: SideDefinitionJson;
  };
  readonly HangingGates?: ReadonlyArray<{ readonly Gate?: number; readonly Center?: string; readonly Activation?: string; readonly CompletingGates?: readonly number[] }>;
  readonly Circuitry?: {
    readonly Groups?: ReadonlyArray<{ readonly Name?: string; readonly ChannelCount?: number; readonly Circuits?: ReadonlyArray<{ readonly Name?: string; readonly Channels?: readonly string[] }> }>;
    readonly Dominant?: string | null;
  };
}

function sideText(side: SideDefinitionJson | undefined): string {
  const centers = side?.Centers ?? [];
  const channels = side?.Channels ?? [];
  if (centers.length === 0 && channels.length === 0) return 'none';
  return [centers.join(', '), channels.length === 0 ? '' : `channels ${channels.join(', ')}`].filter((part) => part !== '').join('; ');
}

function hangingText(chart: ChartDepthJson): string {
  const gates = chart.HangingGates;
  if (gates === undefined) return '';
  if (gates.length === 0) return 'none';
  return gates
    .map((hanging) => `${String(hanging.Gate)} ${hanging.Center ?? ''} (${(hanging.Activation ?? '').toLowerCase()}; completed by ${(hanging.CompletingGates ?? []).join(' or ')})`)
    .join(', ');
}

function circuitryText(chart: ChartDepthJson): string {
  const circuitry = chart.Circuitry;
  if (circuitry === undefined) return '';
  const groups = (circuitry.Groups ?? []).filter((group) => (group.ChannelCount ?? 0) > 0);
  if (groups.length === 0) return 'no channels';
  const listed = groups.map((group) => {
    const circuits = (group.Circuits ?? []).map((circuit) => `${circuit.Name ?? ''} ${(circuit.Channels ?? []).join(', ')}`);
    return `${group.Name ?? ''} ${String(group.ChannelCount)} (${circuits.join('; ')})`;
  });
  return `${listed.join(' · ')}; dominant: ${circuitry.Dominant ?? 'none (a tie)'}`;
}

/** `Life's Work 17.3, Evolution 18.3, …`: each sphere's key and line, read from the chart's activations. */
function geneKeysText(chart: ChartDepthJson): string {
  const activations = chart.Gates;
  if (activations === undefined) return '';
  const spheres = GENE_KEY_SPHERES.map((sphere) => {
    const activation = activations.find((entry) => entry.Planet === sphere.planet && entry.Activation === sphere.side);
    return activation?.Gate === undefined ? undefined : `${sphere.name} ${activation.Gate}.${String(activation.Line)}`;
  });
  return spheres.includes(undefined) ? '' : spheres.join(', ');
}

/**
 * The deeper rows of a chart's summary: conscious-only, unconscious-only and shared definition, hanging gates and
 * circuitry (v2/v3 charts), and the Gene Keys profile's keys and lines (any version; GET /gene-keys adds the names).
 * Rows the chart does not carry are left out.
 */
export function chartDepthSummary(chart: ChartDepthJson): SummaryRow[] {
  const sides = chart.DefinitionSides;
  const rows: SummaryRow[] = [
    { label: 'Conscious only', value: sides === undefined ? '' : sideText(sides.ConsciousOnly) },
    { label: 'Unconscious only', value: sides === undefined ? '' : sideText(sides.UnconsciousOnly) },
    { label: 'Shared definition', value: sides === undefined ? '' : sideText(sides.Shared) },
    { label: 'Hanging gates', value: hangingText(chart) },
    { label: 'Circuitry', value: circuitryText(chart) },
    { label: 'Gene Keys', value: geneKeysText(chart) },
  ];
  return rows.filter((row) => row.value !== '');
}
