// Holds each README's "Install size" paragraph to the measured sizes.
import { formatBytes } from './format-bytes';
import { statedInstallSize } from './readme-claims';
import type { PackageSizes } from './size-budget';

/** How far a README figure may be from the measurement, in percent (it is rounded, and sizes move a little). */
export const README_TOLERANCE_PERCENT = 10;

/** What is wrong with the README's install-size paragraph of a package measured at `sizes`; `[]` when it holds. */
export function readmeSizeProblems(readme: string, sizes: PackageSizes, checkInstalled: boolean): string[] {
  const stated = statedInstallSize(readme);
  const expected = `**Install size:** ${formatBytes(sizes.tarballBytes)} download, ${formatBytes(sizes.unpackedBytes)} unpacked, ${formatBytes(sizes.installedBytes)} with its dependencies`;
  if (stated === undefined) return [`README has no "**Install size:**" paragraph above its first section; measured: ${expected}`];
  const figures: [string, number | undefined, number][] = [
    ['download', stated.downloadBytes, sizes.tarballBytes],
    ['unpacked', stated.unpackedBytes, sizes.unpackedBytes],
  ];
  if (checkInstalled) figures.push(['with its dependencies', stated.installedBytes, sizes.installedBytes]);
  return figures.flatMap(([label, claimed, measured]) => {
    if (claimed === undefined) return [`README install-size paragraph gives no "<size> ${label}" figure (measured ${formatBytes(measured)})`];
    const off = Math.abs(claimed / measured - 1) * 100;
    return off > README_TOLERANCE_PERCENT ? [`README says ${formatBytes(claimed)} ${label}, measured ${formatBytes(measured)} (${off.toFixed(0)} % off)`] : [];
  });
}
