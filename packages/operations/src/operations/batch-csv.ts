import type { BatchAnswer } from './batch-charts';

const HEADER = ['id', 'date', 'timezone', 'status', 'type', 'profile', 'authority', 'definition', 'cross', 'defined centers', 'channels', 'error'];

/** The characters that make a spreadsheet read a cell as a formula (OWASP, "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break; quotes doubled. A cell that
 * starts like a formula (`=`, `+`, `-`, `@`, tab, carriage return) is neutralised as OWASP recommends: a single
 * quote before it and the whole field quoted, so a spreadsheet shows the text instead of running it.
 */
export function csvField(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  if (FORMULA_START.test(text)) return `"'${text.replaceAll('"', '""')}"`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function nameOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    const record = value as { Name?: unknown; Id?: unknown };
    if (typeof record.Name === 'string') return record.Name;
    if (typeof record.Id === 'string') return record.Id;
  }
  return '';
}

function profileOf(value: unknown): string {
  if (typeof value === 'object' && value !== null && typeof (value as { Id?: unknown }).Id === 'string') return (value as { Id: string }).Id;
  return nameOf(value);
}

/**
 * The batch as CSV (`Accept: text/csv`), one row per entry in input order: id, date, timezone, status, type,
 * profile, authority, definition, cross, defined centers and channels (`;`-separated), and the error message.
 * Lines end with CRLF, as RFC 4180 asks.
 */
export function batchCsv(answer: BatchAnswer): string {
  const rows = answer.Results.map((result) => {
    const chart = result.Chart;
    const centers = chart === undefined ? [] : chart.DefinedCenters.map(nameOf);
    const channels = chart === undefined ? [] : chart.Channels.map((channel) => channel.Id);
    return [
      result.Id,
      result.Date,
      result.Timezone,
      result.Status,
      chart === undefined ? '' : nameOf(chart.Type),
      chart === undefined ? '' : profileOf(chart.Profile),
      chart === undefined ? '' : nameOf(chart.Authority),
      chart === undefined ? '' : nameOf(chart.Definition),
      chart === undefined ? '' : nameOf(chart.IncarnationCross),
      centers.join('; '),
      channels.join('; '),
      result.Error?.message ?? '',
    ].map(csvField);
  });
  return [HEADER, ...rows].map((row) => row.join(',')).join('\r\n') + '\r\n';
}
