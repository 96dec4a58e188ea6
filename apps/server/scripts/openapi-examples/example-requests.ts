// The request sent for each operation of /openapi.json to record its example 200 answer: inputs only, the answers
// come from the real engine (`generate-openapi-examples.ts`). One birth, one partner, fixed dates, so the examples
// change only when the engine or a schema does.

/** One request: query or JSON body, the path's `{parameters}`, and for a file route the format to ask for. */
export interface ExampleRequest {
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  readonly pathParameters?: Readonly<Record<string, string>>;
}

/** The service's clock while the examples are recorded. */
export const exampleNow = '2026-01-01T12:00:00.000Z';

const birth = { date: '1985-03-12T14:30', timezone: 'Europe/Amsterdam' };
const partner = { date1: '1990-05-15T06:05', timezone1: 'America/New_York' };
const toolBirth = { birthDateTime: birth.date, timezone: birth.timezone };
const members = [
  { name: 'Ada', ...birth },
  { name: 'Ben', date: '1990-05-15T06:05', timezone: 'America/New_York' },
  { name: 'Cleo', date: '1978-11-02T23:10', timezone: 'Asia/Tokyo' },
];
const charts = [
  { id: 'ada', ...birth },
  { id: 'ben', date: '1990-05-15T06:05', timezone: 'America/New_York' },
];

/**
 * The request per operationId. `{personId}` is filled with the person the `person_save` example created (the
 * generator runs the people operations in this order, the deletion last).
 */
export const exampleRequests: Readonly<Record<string, ExampleRequest>> = {
  natal_chart_v1: { query: birth },
  natal_chart_v2: { query: birth },
  natal_chart_v3: { query: birth },
  gene_keys: { query: birth },
  composite_chart_v1: { query: { ...birth, ...partner } },
  composite_chart_v2: { query: { ...birth, ...partner } },
  transit_chart: { query: { ...birth, transitDate: '2026-01-01T12:00', transitTimezone: 'UTC' } },
  bodygraph_svg: { query: birth },
  bodygraph_png: { query: birth },
  natal_report: { query: birth, pathParameters: { format: 'md' } },
  relationship_report: { query: { ...birth, ...partner }, pathParameters: { format: 'md' } },
  planetary_positions: { query: { date: '2026-01-01T12:00', timezone: 'UTC' } },
  planetary_positions_stream: { query: {} },
  library_gates: { query: {} },
  library_gate: { pathParameters: { gateNumber: '1' } },
  library_channels: { query: {} },
  library_channel: { pathParameters: { channelId: '1-8' } },
  library_centers: { query: {} },
  library_center: { pathParameters: { centerName: 'Throat' } },
  library_profiles: { query: {} },
  library_profile: { pathParameters: { profileId: '1-3' } },
  location_search: { query: { query: 'Amsterdam', limit: '3' } },
  celebrity_search: { query: { query: 'Einstein' } },
  celebrity_detail: { pathParameters: { slugOrId: 'albert-einstein' } },
  planetary_forecast: { query: { startDate: '2026-01-01', endDate: '2026-01-03' } },
  gate_calendar: { query: { year: '2026', month: '1', timezone: 'UTC' } },
  moon_phases: { query: { year: '2026', month: '1', timezone: 'UTC' } },
  transit_alerts: { query: { ...birth, startDate: '2026-01-01', days: '7' } },
  ical_export: { query: { ...birth, startDate: '2026-01-01', days: '7' } },
  solar_return: { query: { ...birth, year: '2026' } },
  lunar_return: { query: { ...birth, month: '2026-01' } },
  saturn_return: { query: birth },
  chiron_return: { query: birth },
  uranus_opposition: { query: birth },
  progressed_chart: { query: { ...birth, progressedTo: '2026-01-01T00:00' } },
  birth_time_range: { query: { date: '1985-03-12', timezone: birth.timezone } },
  group_composite: { body: { members } },
  batch_charts: { body: { charts } },
  person_save: { body: { name: 'Ada', ...birth } },
  people_list: { query: {} },
  person_get: { query: {} },
  person_update: { body: { name: 'Ada Lovelace' } },
  person_chart: { query: {} },
  person_delete: { query: {} },
  // A zone without daylight saving time: the answer states the zone's offset now.
  resolve_timezone: { body: { query: 'Tokyo' } },
  generate_chart: { body: toolBirth },
  get_chart_alias: { body: toolBirth },
  generate_composite_chart: { body: { personA: toolBirth, personB: { birthDateTime: partner.date1, timezone: partner.timezone1 } } },
  get_reference_item: { body: { kind: 'gate', id: 1 } },
  generate_group_composite: { body: { members } },
  save_person: { body: { name: 'Ben', date: partner.date1, timezone: partner.timezone1 } },
  list_people: { body: {} },
  get_person_chart: { body: {} },
  get_gene_keys: { body: birth },
  get_transits: { body: { ...toolBirth, transitDateTime: '2026-01-01T12:00', transitTimezone: 'UTC' } },
  get_planetary_forecast: { body: { startDate: '2026-01-01', endDate: '2026-01-03' } },
  get_progressed_chart: { body: { ...birth, progressedTo: '2026-01-01T00:00' } },
  get_birth_time_range: { body: { date: '1985-03-12', timezone: birth.timezone } },
  get_return_chart: { body: { ...birth, kind: 'solar', year: 2026 } },
  generate_report: { body: toolBirth },
  search_celebrities: { body: { query: 'Einstein' } },
  get_gate_calendar: { body: { year: 2026, month: 1, timezone: 'UTC' } },
  get_moon_phases: { body: { year: 2026, month: 1, timezone: 'UTC' } },
  get_transit_alerts: { body: { ...birth, startDate: '2026-01-01', days: 7 } },
  generate_chart_batch: { body: { charts } },
  agent_tool_catalog: { query: {} },
  liveness: { query: {} },
  readiness: { query: {} },
};
