import { describe, expect, it } from 'vitest';
import { statedInstallSize, statesEsmOnly } from './readme-claims';

const readme = [
  '# @mandala/example',
  '',
  'What it does.',
  '',
  '**Install size:** 1.2 MB download, 4.5 MB unpacked, 4.6 MB with its',
  'dependencies; mostly the tables.',
  '',
  '## Usage',
  '',
  '**Install size:** 9 MB unpacked',
].join('\n');

describe('statedInstallSize', () => {
  it('reads the three figures of the paragraph near the top, across its lines', () => {
    expect(statedInstallSize(readme)).toEqual({
      text: '**Install size:** 1.2 MB download, 4.5 MB unpacked, 4.6 MB with its dependencies; mostly the tables.',
      downloadBytes: 1_200_000,
      unpackedBytes: 4_500_000,
      installedBytes: 4_600_000,
    });
  });

  it('leaves out figures the paragraph does not give', () => {
    expect(statedInstallSize('# x\n\n**Install size:** 39.9 kB unpacked.\n')).toMatchObject({
      downloadBytes: undefined,
      unpackedBytes: 39_900,
      installedBytes: undefined,
    });
  });

  it('ignores a line below the first section', () => {
    expect(statedInstallSize('# x\n\n## Later\n\n**Install size:** 1 MB unpacked\n')).toBeUndefined();
  });
});

describe('statesEsmOnly', () => {
  it('finds "ESM only" in any spelling', () => {
    expect(statesEsmOnly('**ESM only:** `import` it.')).toBe(true);
    expect(statesEsmOnly('This package is esm-only.')).toBe(true);
    expect(statesEsmOnly('Works with require().')).toBe(false);
  });
});
