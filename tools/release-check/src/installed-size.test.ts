import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installedBytes, installedClosure } from './installed-size';

const project = mkdtempSync(join(tmpdir(), 'installed-size-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** Writes an installed package (a manifest and an index.js of `codeBytes`) and returns its bytes on disk. */
function installed(path: string, manifest: object, codeBytes: number): number {
  const manifestText = JSON.stringify(manifest);
  mkdirSync(join(project, path), { recursive: true });
  writeFileSync(join(project, path, 'package.json'), manifestText);
  writeFileSync(join(project, path, 'index.js'), 'x'.repeat(codeBytes));
  return manifestText.length + codeBytes;
}

describe('installedBytes', () => {
  it('adds the dependency closure once each, nested copies included, missing optional ones skipped', () => {
    const expected = [
      installed('node_modules/a', { dependencies: { b: '1', c: '1' }, optionalDependencies: { 'not-for-this-platform': '1' } }, 100),
      installed('node_modules/b', { dependencies: { c: '1' } }, 200),
      installed('node_modules/c', {}, 300),
      installed('node_modules/a/node_modules/c', {}, 400),
    ].reduce((total, bytes) => total + bytes, 0);
    installed('node_modules/unrelated', {}, 5000);
    const closure = installedClosure(project, 'a').map((folder) => folder.slice(project.length)).sort();
    expect(closure).toEqual(['/node_modules/a', '/node_modules/a/node_modules/c', '/node_modules/b', '/node_modules/c']);
    expect(installedBytes(project, 'a')).toBe(expected);
  });
});
