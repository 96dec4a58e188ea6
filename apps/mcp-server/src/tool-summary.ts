import { reportText } from './report-resource';

/** A display name of a chart field: the string itself (v1) or its `Name`/`Id` (v2/v3). */
function nameOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record.Name === 'string') return record.Name;
    if (typeof record.Id === 'string') return record.Id;
    if (typeof record.name === 'string') return record.name;
  }
  return undefined;
}

function profileOf(value: unknown): string | undefined {
  if (typeof value === 'object' && value !== null && typeof (value as { Id?: unknown }).Id === 'string') return (value as { Id: string }).Id;
  return nameOf(value);
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function chartSummary(chart: Record<string, unknown>): string {
  const type = nameOf(chart.Type);
  const profile = profileOf(chart.Profile);
  const authority = nameOf(chart.Authority);
  const cross = nameOf(chart.IncarnationCross);
  const head = [type, profile].filter((part) => part !== undefined).join(' ');
  const parts = [head === '' ? undefined : head, authority === undefined ? undefined : `${authority} authority`, cross];
  const text = parts.filter((part) => part !== undefined).join(', ');
  return text === '' ? 'Chart calculated.' : `${text}.`;
}

/** "4 different charts between 06:00 and 12:00 (Europe/Paris). Certain: Type Projector, … Uncertain: Profile (1/3 62%, 1/4 38%)." */
function birthTimeRangeSummary(fields: Record<string, unknown>): string {
  const window = record(fields.Window);
  const segments = Array.isArray(fields.Segments) ? fields.Segments.length : 0;
  const certain = Object.entries(record(fields.Certain)).map(([field, value]) => `${field} ${field === 'Profile' ? profileOf(value) : (nameOf(value) ?? (Array.isArray(value) ? `${value.length}` : ''))}`.trim());
  const uncertain = (Array.isArray(fields.Uncertain) ? fields.Uncertain : []).map((entry) => {
    const { Field, Alternatives } = record(entry);
    const shares = (Array.isArray(Alternatives) ? Alternatives : []).slice(0, 3).map((alternative) => {
      const { Value, ShareOfWindow } = record(alternative);
      const label = Field === 'Profile' ? profileOf(Value) : (nameOf(Value) ?? (Array.isArray(Value) ? `${Value.length}` : '?'));
      return `${label} ${Math.round(Number(ShareOfWindow) * 100)}%`;
    });
    return `${String(Field)} (${shares.join(', ')})`;
  });
  const head = `${segments} different chart${segments === 1 ? '' : 's'} between ${String(window.From)} and ${String(window.To)} (${String(fields.Timezone)}).`;
  return [head, certain.length > 0 ? `Certain: ${certain.join(', ')}.` : 'Nothing is certain.', uncertain.length > 0 ? `Uncertain: ${uncertain.join('; ')}.` : ''].filter((part) => part !== '').join(' ');
}

/**
 * The short human-readable text of a successful tool call (MCP `content`), e.g.
 * "Projector 5/1, Splenic authority, Left Angle Cross of Refinement." Never throws; falls back to a
 * generic sentence when the data has an unexpected shape. The full result is in `structuredContent`.
 */
export function summarizeToolResult(toolName: string, data: unknown): string {
  const fields = record(data);
  switch (toolName) {
    case 'generate_report':
      return reportText(fields) ?? 'Report written.';
    case 'generate_chart':
      return chartSummary(fields);
    case 'generate_composite_chart': {
      const channels = Object.entries(fields).find(([key, value]) => /channel/i.test(key) && Array.isArray(value));
      return channels === undefined
        ? 'Composite chart of the two people calculated.'
        : `Composite chart calculated: ${(channels[1] as unknown[]).length} ${channels[0]}.`;
    }
    case 'get_transits':
      return 'Transit overlay calculated for the natal chart.';
    case 'get_person_chart':
      return chartSummary(fields);
    case 'save_person':
      return `Saved ${typeof fields.name === 'string' ? fields.name : 'the person'} as ${String(fields.id)}.`;
    case 'list_people': {
      const people = Array.isArray(fields.people) ? (fields.people as unknown[]).map(record) : [];
      return people.length === 0 ? 'No saved people yet.' : `${people.length} saved: ${people.slice(0, 10).map((person) => `${String(person.name)} (${String(person.id)})`).join(', ')}.`;
    }
    case 'resolve_timezone': {
      const zone = typeof fields.timezone === 'string' ? fields.timezone : 'an unknown zone';
      const place = nameOf(fields.location) ?? (typeof record(fields.location).city === 'string' ? String(record(fields.location).city) : undefined);
      const offset = typeof fields.utcOffset === 'string' ? ` (UTC${fields.utcOffset})` : '';
      return place === undefined ? `${zone}${offset}.` : `${place}: ${zone}${offset}.`;
    }
    case 'get_reference_item': {
      const gateNumber = fields.Number ?? fields.number;
      const name = nameOf(fields) ?? (typeof gateNumber === 'number' ? `Gate ${gateNumber}` : undefined);
      const themeText = fields.Theme ?? fields.theme;
      const theme = typeof themeText === 'string' ? `: ${themeText}` : '';
      return name === undefined ? 'Reference item found.' : `${name}${theme}`;
    }
    case 'search_celebrities': {
      const list = Array.isArray(data) ? data : [];
      const names = list.map((item) => nameOf(item)).filter((name): name is string => name !== undefined);
      if (list.length === 0) return 'No celebrities matched.';
      return `${list.length} ${list.length === 1 ? 'celebrity' : 'celebrities'} found${names.length === 0 ? '' : `: ${names.slice(0, 5).join(', ')}`}.`;
    }
    case 'get_planetary_forecast': {
      const transitions = Array.isArray(fields.GateTransitions) ? fields.GateTransitions.length : 0;
      return `Forecast ${String(fields.StartDate)} to ${String(fields.EndDate)} (${String(fields.Timezone)}): ${transitions} gate transitions.`;
    }
    case 'get_gate_calendar': {
      const changes = record(fields.Summary).TotalGateChanges;
      return `Gate calendar of ${String(fields.Year)}-${String(fields.Month).padStart(2, '0')} (${String(fields.Timezone)})${typeof changes === 'number' ? `: ${changes} gate changes` : ''}.`;
    }
    case 'get_moon_phases': {
      const phases = Array.isArray(fields.Phases) ? (fields.Phases as unknown[]).map(record) : [];
      const listed = phases.map((phase) => `${String(phase.Phase)} ${String(phase.Local)} (gate ${String(phase.Gate)})`).join('; ');
      return listed === '' ? 'Moon phases calculated.' : `${listed}.`;
    }
    case 'get_transit_alerts': {
      const alerts = Array.isArray(fields.Alerts) ? (fields.Alerts as unknown[]).map(record) : [];
      const high = alerts.filter((alert) => alert.Severity === 'High');
      const next = high[0] ?? alerts[0];
      const nextText = next === undefined ? '' : ` Next: ${String(next.Title)}.`;
      return `${alerts.length} alerts, ${high.length} of high priority.${nextText}`;
    }
    case 'get_return_chart': {
      const chart = record(fields.Chart);
      const chartText = typeof chart.Type === 'string' ? ` Chart: ${chart.Type} ${String(chart.Profile)}.` : '';
      if (record(fields.Return).Utc !== undefined) return `Solar return ${String(record(fields.Return).Local)}.${chartText}`;
      if (Array.isArray(fields.Returns) && fields.Month !== undefined) {
        const instants = (fields.Returns as unknown[]).map((entry) => String(record(entry).Local));
        return `Lunar returns in ${String(fields.Month)}: ${instants.join(', ')}.${chartText}`;
      }
      const returns = Array.isArray(fields.Returns) ? (fields.Returns as unknown[]).map(record) : [];
      const listed = returns.map((entry) => `#${String(entry.Number)} at age ${entry.Age === null ? '?' : String(entry.Age)}${entry.HasOccurred === true ? ' (past)' : ''}`);
      return `${String(fields.Kind)}: ${listed.join('; ')}.`;
    }
    case 'get_progressed_chart': {
      const changes = record(fields.Changes);
      return typeof changes.Summary === 'string' ? changes.Summary : 'Progressed chart calculated.';
    }
    case 'generate_group_composite': {
      const members = Array.isArray(fields.Members) ? fields.Members.length : 0;
      const channels = Array.isArray(fields.Channels) ? fields.Channels.length : 0;
      const average = record(fields.Chemistry).AverageOverall;
      return `Group of ${members}: ${channels} channels defined together${typeof average === 'number' ? `, average chemistry ${average}` : ''}.`;
    }
    case 'generate_chart_batch': {
      const summary = record(fields.Summary);
      return `${String(summary.Succeeded)} charts calculated, ${String(summary.Failed)} entries with errors.`;
    }
    case 'get_birth_time_range':
      return birthTimeRangeSummary(fields);
    case 'get_gene_keys': {
      const spheres = (Array.isArray(fields.Activation) ? fields.Activation : []).map(record);
      const listed = spheres.map((sphere) => `${String(sphere.Name)} ${String(sphere.Key)}.${String(sphere.Line)} (${String(sphere.Gift)})`);
      return listed.length === 0 ? 'Gene Keys profile calculated.' : `Gene Keys: ${listed.join(', ')}.`;
    }
    default:
      return 'Done.';
  }
}
