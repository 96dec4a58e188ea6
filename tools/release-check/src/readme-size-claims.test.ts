import { describe, expect, it } from 'vitest';
import { readmeSizeProblems } from './readme-size-claims';

const sizes = { tarballBytes: 1_230_000, unpackedBytes: 4_560_000, installedBytes: 4_600_000 };

describe('readmeSizeProblems', () => {
  it('accepts rounded figures near the measurement', () => {
    const readme = '# x\n\n**Install size:** 1.2 MB download, 4.6 MB unpacked, 4.6 MB with its dependencies.\n';
    expect(readmeSizeProblems(readme, sizes, true)).toEqual([]);
  });

  it('names a stale figure and a missing one', () => {
    const readme = '# x\n\n**Install size:** 1.2 MB download, 3 MB unpacked.\n';
    expect(readmeSizeProblems(readme, sizes, true)).toEqual([
      'README says 3 MB unpacked, measured 4.56 MB (34 % off)',
      'README install-size paragraph gives no "<size> with its dependencies" figure (measured 4.6 MB)',
    ]);
  });

  it('skips the installed figure when it was measured on another platform', () => {
    const readme = '# x\n\n**Install size:** 1.2 MB download, 4.6 MB unpacked, 9 MB with its dependencies.\n';
    expect(readmeSizeProblems(readme, sizes, false)).toEqual([]);
  });

  it('gives the line to write when there is none', () => {
    expect(readmeSizeProblems('# x\n', sizes, true)).toEqual([
      'README has no "**Install size:**" paragraph above its first section; measured: **Install size:** 1.23 MB download, 4.56 MB unpacked, 4.6 MB with its dependencies',
    ]);
  });
});
