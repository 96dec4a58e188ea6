import { summarizeToolResult } from '../tool-summary';
import { channelLine, chartDepthOf, chartMarkdown, gateName, planetLabel, PLANET_ORDER } from './chart-markdown';
import { list, nameOf, numberOf, record, text } from './read-fields';

/** The last line of every tool text: where the complete result is. */
export const FULL_RESULT_LINE = 'Full result: this tool result\'s structuredContent (JSON of the tool\'s outputSchema; the calculation is in its data field).';

/** Largest generic Markdown listing of a result's fields, in characters, before it is cut with a note. */
const GENERIC_TEXT_LIMIT = 6000;

function personLine(label: string, chart: Record<string, unknown>): string {
  const profile = text(chart.Profile) ?? text(record(chart.Profile).Id);
  const parts = [nameOf(chart.Type), profile, nameOf(chart.Authority) === undefined ? undefined : `${nameOf(chart.Authority)} authority`, nameOf(chart.Definition)];
  const defined = list(chart.DefinedCenters).map(String);
  return `- ${label}: ${parts.filter(Boolean).join(', ')}; defined centers ${defined.length === 0 ? 'none' : defined.join(', ')}; cross ${nameOf(chart.IncarnationCross) ?? '?'}`;
}

function compositeMarkdown(data: Record<string, unknown>): string[] {
  const composite = record(data.Composite);
  const lines = ['# Composite chart of two people', '', personLine('Person A (Person0)', record(data.Person0)), personLine('Person B (Person1)', record(data.Person1))];
  lines.push(
    '',
    '## Together',
    `- Type of the connection: ${nameOf(composite.Type) ?? '?'}; authority ${nameOf(composite.Authority) ?? '?'}; ${nameOf(composite.Definition) ?? ''}`.trimEnd(),
    `- Centers defined together: ${list(composite.DefinedCenters).map(String).join(', ') || 'none'}; undefined: ${list(composite.UndefinedCenters).map(String).join(', ') || 'none'}`,
  );
  if (text(composite.Keynote) !== undefined) lines.push(`- Keynote (centers defined - undefined): ${String(composite.Keynote)}`);
  const channels = list(composite.Channels).map(record);
  lines.push('', `## Channels (${channels.length})`);
  for (const channel of channels) lines.push(`- ${channelLine(channel)}${text(channel.Kind) === undefined ? '' : ` — ${String(channel.Kind)}`}`);
  const chemistry = record(data.Chemistry);
  if (Object.keys(chemistry).length > 0) {
    const scores = Object.entries(chemistry).filter(([, value]) => typeof value === 'number').map(([key, value]) => `${key} ${String(value)}`);
    const counts = Object.entries(record(chemistry.Counts)).map(([key, value]) => `${key} ${String(value)}`);
    lines.push('', `Chemistry (0-100): ${scores.join(', ')}.${counts.length === 0 ? '' : ` Connections: ${counts.join(', ')}.`}`);
  }
  return lines;
}

function transitMarkdown(data: Record<string, unknown>): string[] {
  const natal = record(data.Natal);
  const planets = record(data.TransitPlanets);
  const positions = PLANET_ORDER.flatMap((planet) => {
    const body = record(planets[planet]);
    const gate = numberOf(body.Gate);
    return gate === undefined ? [] : [`${planetLabel(planet)} ${gate}.${String(body.Line)} ${gateName(gate) ?? ''}`.trimEnd()];
  });
  const lines = [`# Transits at ${text(data.TransitDateUtc) ?? '?'} over a natal chart`, '', personLine('Natal chart', natal)];
  lines.push('', `## Transit planets (gate.line)`, positions.join('; ') || 'none');
  const channels = list(data.Channels).map(record);
  lines.push('', `## Channels (${channels.length}: natal, completed by the transit, or transit alone)`);
  for (const channel of channels) lines.push(`- ${channelLine(channel)} — ${text(channel.Kind) ?? '?'}`);
  const combined = record(data.Combined);
  lines.push(
    '',
    `Together: ${nameOf(combined.Type) ?? '?'}, centers defined ${list(combined.DefinedCenters).map(String).join(', ') || 'none'}; newly defined by the transit: ${list(data.NewlyDefinedCenters).map(String).join(', ') || 'none'}.`,
  );
  return lines;
}

function scalarText(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Any result as nested Markdown bullets (scalars inline, short lists of scalars joined), cut at a size. */
function genericMarkdown(value: unknown, depth = 0, lines: string[] = [], budget = { left: GENERIC_TEXT_LIMIT }): string[] {
  const indent = '  '.repeat(depth);
  const push = (line: string): boolean => {
    if (budget.left <= 0) return false;
    budget.left -= line.length + 1;
    lines.push(budget.left <= 0 ? `${indent}- … (cut here; the rest is in structuredContent)` : line);
    return budget.left > 0;
  };
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, index) => [`${index + 1}`, item]) : Object.entries(record(value));
  for (const [key, item] of entries) {
    const isScalarList = Array.isArray(item) && item.every((element) => typeof element !== 'object' || element === null);
    if (typeof item !== 'object' || item === null || isScalarList) {
      const shown = isScalarList ? (item as unknown[]).map(scalarText).join(', ') || '(none)' : scalarText(item);
      if (!push(`${indent}- ${key}: ${shown}`)) break;
      continue;
    }
    const label = nameOf(item);
    if (!push(`${indent}- ${key}${label === undefined || label === key ? '' : ` (${label})`}:`)) break;
    genericMarkdown(item, depth + 1, lines, budget);
    if (budget.left <= 0) break;
  }
  return lines;
}

/**
 * The Markdown a model reads from a successful tool call (the MCP result's `content`): for a natal chart (and a
 * saved person's chart) type, strategy, authority, profile, definition, cross, centers, channels with names and, from
 * `standard`, each planet's gate.line on both sides; composite and transit results their own reading; every other tool
 * its one-line summary and its fields as bullets. Always ends with where the full JSON is. Never throws.
 */
export function toolResultMarkdown(toolName: string, data: unknown): string {
  const fields = record(data);
  let lines: string[];
  try {
    switch (toolName) {
      case 'generate_chart':
        lines = chartMarkdown(fields, chartDepthOf(fields));
        break;
      case 'generate_report':
        // The reading prompt and the report's Markdown; the PDF follows as an embedded resource.
        lines = [summarizeToolResult(toolName, data)];
        break;
      case 'get_person_chart':
        lines = chartMarkdown(fields, chartDepthOf(fields), 'Chart of the saved person');
        break;
      case 'generate_composite_chart':
        lines = compositeMarkdown(fields);
        break;
      case 'get_transits':
        lines = transitMarkdown(fields);
        break;
      default:
        lines = [`# ${summarizeToolResult(toolName, data)}`, '', ...genericMarkdown(data)];
    }
  } catch {
    lines = [summarizeToolResult(toolName, data)];
  }
  return [...lines, '', FULL_RESULT_LINE].join('\n');
}

