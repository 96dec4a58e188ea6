// What a package README says about installing it, read back so the dry run can hold it to the measurement:
// the "Install size" paragraph near the top, and whether it says the package is ESM only.
import { parseBytes } from './format-bytes';

/** The sizes an "Install size" paragraph states, in bytes; a figure it leaves out is `undefined`. */
export interface StatedInstallSize {
  /** The paragraph, its lines joined by single spaces. */
  readonly text: string;
  readonly downloadBytes: number | undefined;
  readonly unpackedBytes: number | undefined;
  readonly installedBytes: number | undefined;
}

const SIZE = String.raw`([\d.,]+\s*(?:B|kB|MB))`;

/**
 * The paragraph starting `**Install size:**` before the README's first `##` section, with the figures it gives
 * as `<size> download`, `<size> unpacked` and `<size> with its dependencies`; `undefined` when there is none.
 */
export function statedInstallSize(readme: string): StatedInstallSize | undefined {
  const top = readme.split(/^## /m)[0] ?? '';
  const paragraph = top.split(/\n\s*\n/).find((candidate) => /^\*\*Install size[:.]?\*\*/.test(candidate.trimStart()));
  if (paragraph === undefined) return undefined;
  const text = paragraph.trim().replace(/\s+/g, ' ');
  const figure = (label: string) => {
    const match = new RegExp(`${SIZE}\\s+${label}`).exec(text);
    return match === null ? undefined : parseBytes(match[1] as string);
  };
  return {
    text,
    downloadBytes: figure('download'),
    unpackedBytes: figure('unpacked'),
    installedBytes: figure('with its dependencies'),
  };
}

/** Whether the README tells people the package is ESM only (no `require()`). */
export function statesEsmOnly(readme: string): boolean {
  return /\bESM[ -]only\b/i.test(readme);
}
