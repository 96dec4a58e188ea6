import { chartDepthSummary } from './chart-depth-summary';
import type { ChartDepthJson } from './chart-depth-summary';

/** A value the charts give as a name (v1) or as `{ Id, Name }` (v2, v3). */
type NamedValue = string | { readonly Id?: string; readonly Name?: string };

/** One variable of a v3 chart (`Variables.Determination`, …). */
interface VariableJson {
  readonly Name?: string;
  readonly Color?: number;
  readonly Tone?: number;
  readonly Arrow?: string;
}

/** The fields of a natal chart (v1, v2 or v3) the summary reads; everything else is shown as raw JSON only. */
export interface NatalChartJson extends ChartDepthJson {
  readonly Type?: NamedValue;
  readonly Strategy?: NamedValue;
  readonly Authority?: NamedValue;
  readonly Profile?: NamedValue;
  readonly Definition?: NamedValue;
  readonly IncarnationCross?: { readonly Name?: string; readonly Gates?: readonly number[] };
  readonly DefinedCenters?: readonly string[];
  readonly Channels?: ReadonlyArray<{ readonly Id?: string; readonly Name?: string }>;
  readonly Signature?: string;
  readonly NotSelfTheme?: string;
  readonly Properties?: { readonly Signature?: string; readonly NotSelfTheme?: string; readonly ProfileName?: string; readonly Variables?: string };
  readonly Variables?: {
    readonly Determination?: VariableJson;
    readonly Environment?: VariableJson;
    readonly Motivation?: VariableJson;
    readonly Perspective?: VariableJson;
    readonly Notation?: string;
  };
}

/** One line of a summary: a label and its text. */
export interface SummaryRow {
  readonly label: string;
  readonly value: string;
}

/** The name of a v1 string or a v2/v3 `{ Id, Name }`. */
export function nameOf(value: NamedValue | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : (value.Name ?? value.Id ?? '');
}

/** Items joined with commas, or "none". */
export function listText(items: readonly string[] | undefined): string {
  return items === undefined || items.length === 0 ? 'none' : items.join(', ');
}

function profileText(chart: NatalChartJson): string {
  const profile = chart.Profile;
  if (profile === undefined) return '';
  if (typeof profile === 'string') return chart.Properties?.ProfileName === undefined ? profile : `${profile} ${chart.Properties.ProfileName}`;
  return [profile.Id, profile.Name].filter((part) => part !== undefined && part !== '').join(' ');
}

function crossText(chart: NatalChartJson): string {
  const cross = chart.IncarnationCross;
  if (cross === undefined) return '';
  const gates = cross.Gates ?? [];
  return gates.length === 0 ? (cross.Name ?? '') : `${cross.Name ?? ''} (gates ${gates.join(', ')})`;
}

function variablesText(chart: NatalChartJson): string {
  const variables = chart.Variables;
  const notation = variables?.Notation ?? chart.Properties?.Variables ?? '';
  if (variables === undefined) return notation === '' ? '' : `${notation} (v3 names each variable)`;
  const named = (['Determination', 'Environment', 'Motivation', 'Perspective'] as const).flatMap((label) => {
    const variable = variables[label];
    if (variable?.Name === undefined) return [];
    const position = [variable.Color === undefined ? '' : `color ${variable.Color}`, variable.Tone === undefined ? '' : `tone ${variable.Tone}`, variable.Arrow === undefined ? '' : `arrow ${variable.Arrow.toLowerCase()}`]
      .filter((part) => part !== '')
      .join(', ');
    return [`${label} ${variable.Name}${position === '' ? '' : ` (${position})`}`];
  });
  return [notation, named.join('; ')].filter((part) => part !== '').join(': ');
}

/**
 * The readable summary of a natal chart of any version: type, strategy, authority, profile, definition,
 * incarnation cross, defined centers and channels, signature and not-self theme, variables, then the deeper rows
 * of {@link chartDepthSummary}. Rows the chart does not carry are left out.
 */
export function natalChartSummary(chart: NatalChartJson): SummaryRow[] {
  const signature = chart.Signature ?? chart.Properties?.Signature;
  const notSelfTheme = chart.NotSelfTheme ?? chart.Properties?.NotSelfTheme;
  const rows: SummaryRow[] = [
    { label: 'Type', value: nameOf(chart.Type) },
    { label: 'Strategy', value: nameOf(chart.Strategy) },
    { label: 'Authority', value: nameOf(chart.Authority) },
    { label: 'Profile', value: profileText(chart) },
    { label: 'Definition', value: nameOf(chart.Definition) },
    { label: 'Incarnation cross', value: crossText(chart) },
    { label: 'Defined centers', value: chart.DefinedCenters === undefined ? '' : listText(chart.DefinedCenters) },
    { label: 'Defined channels', value: chart.Channels === undefined ? '' : listText(chart.Channels.map((channel) => [channel.Id, channel.Name].filter(Boolean).join(' '))) },
    { label: 'Signature / not-self theme', value: signature === undefined || notSelfTheme === undefined ? '' : `${signature} / ${notSelfTheme}` },
    { label: 'Variables', value: variablesText(chart) },
  ];
  return [...rows.filter((row) => row.value !== ''), ...chartDepthSummary(chart)];
}
