/** Renders rows as a plain-text table with left-aligned columns. */
export function textTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** Formats degrees as `12°34'56.7"`. */
export function degreesMinutesSeconds(degrees: number): string {
  const totalTenthsOfSecond = Math.round(degrees * 36_000);
  const wholeDegrees = Math.floor(totalTenthsOfSecond / 36_000);
  const minutes = Math.floor((totalTenthsOfSecond % 36_000) / 600);
  const seconds = (totalTenthsOfSecond % 600) / 10;
  return `${wholeDegrees}°${String(minutes).padStart(2, '0')}'${seconds.toFixed(1).padStart(4, '0')}"`;
}

/** Formats a UTC offset in seconds as `+05:30` or `+00:19:32`. */
export function formatOffset(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const absolute = Math.abs(offsetSeconds);
  const hours = String(Math.floor(absolute / 3600)).padStart(2, '0');
  const minutes = String(Math.floor((absolute % 3600) / 60)).padStart(2, '0');
  const seconds = absolute % 60;
  return `${sign}${hours}:${minutes}${seconds === 0 ? '' : `:${String(seconds).padStart(2, '0')}`}`;
}
