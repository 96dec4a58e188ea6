// What a fuzz run saw: answers counted per surface and status, per surface and flavour, the error codes, the
// charges per key, and every violation (the first ones kept in full).
import type { Flavour, FuzzRequest, KeyName, Surface } from './fuzz-request';

/** One broken invariant, with what is needed to reproduce it. */
export interface Violation {
  readonly surface: Surface | 'log' | 'quota' | 'sdk';
  readonly flavour?: Flavour;
  readonly label: string;
  readonly detail: string;
  readonly request?: string;
  readonly status?: number;
  readonly body?: string;
}

/** Counters of a run; {@link recordAnswer} and {@link recordViolation} fill them. */
export interface FuzzSummary {
  requests: number;
  readonly statusesBySurface: Map<Surface, Map<number, number>>;
  readonly flavoursBySurface: Map<Surface, Map<Flavour, number>>;
  readonly errorCodes: Map<string, number>;
  /** Units the answers say were charged, per key; `unknown` counts answers whose charge the store could not tell. */
  readonly charged: Record<KeyName, { units: number; unknown: number }>;
  readonly violations: Violation[];
  /** Violations by kind (the detail with numbers and quotes stripped), for the short report. */
  readonly violationKinds: Map<string, number>;
  startedAt: number;
  finishedAt: number;
}

/** Violations kept in full; the rest are only counted by kind. */
const KEPT_VIOLATIONS = 200;

export function createSummary(): FuzzSummary {
  return {
    requests: 0,
    statusesBySurface: new Map(),
    flavoursBySurface: new Map(),
    errorCodes: new Map(),
    charged: { main: { units: 0, unknown: 0 }, free: { units: 0, unknown: 0 } },
    violations: [],
    violationKinds: new Map(),
    startedAt: performance.now(),
    finishedAt: performance.now(),
  };
}

function increment<Key>(map: Map<Key, number>, key: Key, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

/** Counts one answer. */
export function recordAnswer(summary: FuzzSummary, request: FuzzRequest, status: number, errorCodes: readonly string[], chargedUnits: number | null): void {
  summary.requests += 1;
  const statuses = summary.statusesBySurface.get(request.surface) ?? new Map<number, number>();
  summary.statusesBySurface.set(request.surface, statuses);
  increment(statuses, status);
  const flavours = summary.flavoursBySurface.get(request.surface) ?? new Map<Flavour, number>();
  summary.flavoursBySurface.set(request.surface, flavours);
  increment(flavours, request.flavour);
  for (const code of errorCodes) increment(summary.errorCodes, code);
  const charged = summary.charged[request.credential.key];
  if (chargedUnits === null) charged.unknown += 1;
  else charged.units += chargedUnits;
}

/** Records one violation. */
export function recordViolation(summary: FuzzSummary, violation: Violation): void {
  increment(summary.violationKinds, `${violation.surface}: ${violation.detail.replace(/"[^"]*"|\d+/g, '…').slice(0, 120)}`);
  if (summary.violations.length < KEPT_VIOLATIONS) summary.violations.push(violation);
}

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows.map((row) => row.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  ')).join('\n');
}

/** The report printed at the end of a run. */
export function formatSummary(summary: FuzzSummary, quotaLines: readonly string[]): string {
  const seconds = (summary.finishedAt - summary.startedAt) / 1000;
  const statuses = [...new Set([...summary.statusesBySurface.values()].flatMap((counts) => [...counts.keys()]))].sort((first, second) => first - second);
  const surfaces = [...summary.statusesBySurface.keys()];
  const statusRows = [['surface', ...statuses.map(String), 'total'], ...surfaces.map((surface) => {
    const counts = summary.statusesBySurface.get(surface) ?? new Map<number, number>();
    return [surface, ...statuses.map((status) => String(counts.get(status) ?? 0)), String([...counts.values()].reduce((sum, count) => sum + count, 0))];
  })];
  const flavours: Flavour[] = ['valid', 'almost-valid', 'hostile'];
  const flavourRows = [['surface', ...flavours], ...surfaces.map((surface) => [surface, ...flavours.map((flavour) => String(summary.flavoursBySurface.get(surface)?.get(flavour) ?? 0))])];
  const codes = [...summary.errorCodes].sort((first, second) => second[1] - first[1]).map(([code, count]) => `${code} ${count}`);
  const lines = [
    `${summary.requests} requests in ${seconds.toFixed(1)} s (${(summary.requests / Math.max(seconds, 0.001)).toFixed(0)} per second)`,
    '',
    'answers per surface and HTTP status:',
    table(statusRows),
    '',
    'requests per surface and flavour:',
    table(flavourRows),
    '',
    `error codes: ${codes.join(', ') || 'none'}`,
    '',
    ...quotaLines,
    '',
    `violations: ${[...summary.violationKinds.values()].reduce((sum, count) => sum + count, 0)}`,
    ...[...summary.violationKinds].sort((first, second) => second[1] - first[1]).map(([kind, count]) => `  ${count} × ${kind}`),
  ];
  for (const violation of summary.violations.slice(0, 20)) {
    lines.push('', `- ${violation.surface} ${violation.flavour ?? ''} ${violation.label}: ${violation.detail}`);
    if (violation.request !== undefined) lines.push(`  request: ${violation.request}`);
    if (violation.status !== undefined) lines.push(`  answer: ${violation.status} ${violation.body ?? ''}`);
  }
  return lines.join('\n');
}
