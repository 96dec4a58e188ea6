// The table the dry run ends with: one row per package, its version, sizes, example and CommonJS outcome.
import { formatBytes } from './format-bytes';
import type { PackageSizes } from './size-budget';

export interface SummaryRow {
  readonly name: string;
  readonly version: string;
  readonly sizes: PackageSizes;
  /** How long the README example ran; `undefined` when it failed or there was none. */
  readonly exampleMs: number | undefined;
  readonly requireWorks: boolean;
  /** The biggest file of the tarball. */
  readonly largestFile: { readonly path: string; readonly bytes: number } | undefined;
}

const COLUMNS: readonly (readonly [string, number])[] = [
  ['package', 28],
  ['version', 8],
  ['download', 10],
  ['unpacked', 10],
  ['installed', 10],
  ['README example', 15],
  ['require()', 11],
  ['largest file', 0],
];

function line(cells: readonly string[]): string {
  return cells
    .map((cell, index) => cell.padEnd(COLUMNS[index]?.[1] ?? 0))
    .join(' ')
    .trimEnd();
}

export function summaryTable(rows: readonly SummaryRow[]): string[] {
  return [
    line(COLUMNS.map(([title]) => title)),
    ...rows.map((row) =>
      line([
        row.name,
        row.version,
        formatBytes(row.sizes.tarballBytes),
        formatBytes(row.sizes.unpackedBytes),
        formatBytes(row.sizes.installedBytes),
        row.exampleMs === undefined ? 'FAILED' : `ok ${(row.exampleMs / 1000).toFixed(1)} s`,
        row.requireWorks ? 'works' : 'ESM only',
        row.largestFile === undefined ? '' : `${row.largestFile.path} (${Math.round((row.largestFile.bytes / row.sizes.unpackedBytes) * 100)} %)`,
      ]),
    ),
  ];
}
