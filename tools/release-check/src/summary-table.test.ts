import { describe, expect, it } from 'vitest';
import { summaryTable } from './summary-table';

describe('summaryTable', () => {
  it('lines up one row per package under the headings', () => {
    const [heading, row, failed] = summaryTable([
      {
        name: '@mandala/ephemeris',
        version: '0.2.0',
        sizes: { tarballBytes: 5_226_719, unpackedBytes: 7_210_982, installedBytes: 7_210_982 },
        exampleMs: 1_234,
        requireWorks: false,
        largestFile: { path: 'dist/index.js', bytes: 7_166_700 },
      },
      {
        name: '@mandala/x',
        version: '1.0.0',
        sizes: { tarballBytes: 1, unpackedBytes: 2, installedBytes: 3 },
        exampleMs: undefined,
        requireWorks: true,
        largestFile: undefined,
      },
    ]);
    expect(heading).toBe('package                      version  download   unpacked   installed  README example  require()   largest file');
    expect(row).toBe('@mandala/ephemeris           0.2.0    5.23 MB    7.21 MB    7.21 MB    ok 1.2 s        ESM only    dist/index.js (99 %)');
    expect(failed).toBe('@mandala/x                   1.0.0    1 B        2 B        3 B        FAILED          works');
  });
});
