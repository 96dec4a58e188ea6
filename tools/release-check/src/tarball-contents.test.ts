import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { filesWithSizes, unwantedFiles } from './tarball-contents';

const folder = mkdtempSync(join(tmpdir(), 'tarball-contents-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('filesWithSizes', () => {
  it('lists nested files largest first', () => {
    mkdirSync(join(folder, 'dist'));
    writeFileSync(join(folder, 'dist', 'index.js'), 'x'.repeat(300));
    writeFileSync(join(folder, 'package.json'), '{}');
    expect(filesWithSizes(folder)).toEqual([
      { path: 'dist/index.js', bytes: 300 },
      { path: 'package.json', bytes: 2 },
    ]);
  });
});

describe('unwantedFiles', () => {
  it('flags tests, fixtures and Swiss Ephemeris files, and nothing else', () => {
    const paths = ['dist/index.js', 'dist/index.test.js', 'test/fixtures/positions.json', 'dist/swisseph.wasm', 'README.md', 'dist/latest.js'];
    expect(unwantedFiles(paths.map((path) => ({ path, bytes: 1 })))).toEqual(['dist/index.test.js', 'test/fixtures/positions.json', 'dist/swisseph.wasm']);
  });
});
