import { listText, nameOf } from './chart-summary';
import type { NatalChartJson, SummaryRow } from './chart-summary';

/** The fields of a v2 composite (`/v2/hd-data-composite`) the summary reads. */
export interface CompositeChartJson {
  readonly Person0?: NatalChartJson;
  readonly Person1?: NatalChartJson;
  readonly Composite?: {
    readonly Type?: string;
    readonly Authority?: string;
    readonly Definition?: string;
    readonly DefinedCenters?: readonly string[];
    readonly Keynote?: string;
    readonly ElectromagneticChannels?: readonly string[];
    readonly CompanionChannels?: readonly string[];
    readonly CompromiseChannels?: readonly string[];
    readonly DominantChannels?: readonly string[];
  };
  readonly Chemistry?: {
    readonly Overall?: number;
    readonly Attraction?: number;
    readonly Friendship?: number;
    readonly Harmony?: number;
    readonly Growth?: number;
    readonly SharedDefinition?: number;
  };
}

function personText(chart: NatalChartJson | undefined): string {
  if (chart === undefined) return '';
  const profile = typeof chart.Profile === 'object' ? chart.Profile.Id : chart.Profile;
  return [nameOf(chart.Type), profile].filter((part) => part !== undefined && part !== '').join(' ');
}

function chemistryText(chemistry: CompositeChartJson['Chemistry']): string {
  if (chemistry === undefined) return '';
  const scores = [
    ['overall', chemistry.Overall],
    ['attraction', chemistry.Attraction],
    ['friendship', chemistry.Friendship],
    ['harmony', chemistry.Harmony],
    ['growth', chemistry.Growth],
    ['shared definition', chemistry.SharedDefinition],
  ] as const;
  return scores
    .filter(([, score]) => typeof score === 'number')
    .map(([label, score]) => `${label} ${Math.round(score ?? 0)}`)
    .join(', ');
}

/**
 * The readable summary of a composite of two people: who they are, the combined type and definition, the
 * keynote (defined-open centers), the connection channels by kind and the chemistry scores (0–100).
 */
export function compositeChartSummary(chart: CompositeChartJson): SummaryRow[] {
  const composite = chart.Composite ?? {};
  const channels = (ids: readonly string[] | undefined) => (ids === undefined ? '' : listText(ids));
  const rows: SummaryRow[] = [
    { label: 'First person', value: personText(chart.Person0) },
    { label: 'Second person', value: personText(chart.Person1) },
    { label: 'Together: type', value: composite.Type ?? '' },
    { label: 'Together: authority', value: composite.Authority ?? '' },
    { label: 'Together: definition', value: composite.Definition ?? '' },
    { label: 'Defined centers together', value: channels(composite.DefinedCenters) },
    { label: 'Keynote (defined-open)', value: composite.Keynote ?? '' },
    { label: 'Electromagnetic channels', value: channels(composite.ElectromagneticChannels) },
    { label: 'Companion channels', value: channels(composite.CompanionChannels) },
    { label: 'Compromise channels', value: channels(composite.CompromiseChannels) },
    { label: 'Dominant channels', value: channels(composite.DominantChannels) },
    { label: 'Chemistry (0–100)', value: chemistryText(chart.Chemistry) },
  ];
  return rows.filter((row) => row.value !== '');
}
