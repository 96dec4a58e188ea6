// Guards the one shape every package.json has (CONTRIBUTING.md, "Adding a package") and pins the
// published surface: an export map change is an API decision and must show up in review.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workspaceMembers, workspaceRoot } from './workspace';

const members = workspaceMembers();
/** Public packages with more than the root entry; every other public package exports `.` and `./package.json`. */
const pinnedExportMaps: Readonly<Record<string, readonly string[]>> = {
  // `./png` loads the native @resvg/resvg-js; SVG-only users never import it.
  '@mandala/bodygraph-svg': ['.', './png', './package.json'],
};
/**
 * Packages whose entry does work when loaded: every other package declares `sideEffects: false`. The ephemeris's
 * Node entry adds every span of the position tables (its `browser` entry loads them on demand instead); a bundler
 * told the package had no side effects would drop that step and leave Node bundles without tables.
 */
const entriesWithSideEffects: Readonly<Record<string, readonly string[]>> = {
  '@mandala/ephemeris': ['./src/index.ts', './dist/index.js'],
};
/** Apps that ship built static files rather than a module: no `.` export, no `src/index.ts` path (only `./package.json`). */
const staticFileApps: ReadonlySet<string> = new Set(['@mandala/web']);
const publicPackages = members.filter((member) => member.manifest.private !== true);
const basePaths = (JSON.parse(readFileSync(join(workspaceRoot, 'tsconfig.base.json'), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } })
  .compilerOptions.paths;

describe('package shape', () => {
  it('publishes exactly the engine packages', () => {
    expect(publicPackages.map((member) => member.manifest.name).sort()).toEqual([
      '@mandala/atlas',
      '@mandala/bodygraph',
      '@mandala/bodygraph-svg',
      '@mandala/celebrities',
      '@mandala/client',
      '@mandala/ephemeris',
      '@mandala/reference-library',
      '@mandala/calendar',
    ].sort());
  });

  for (const { folder, manifest } of members) {
    it(`${manifest.name} has the workspace shape`, () => {
      expect(manifest.name).toBe(`@mandala/${folder.split('/')[1]}`);
      expect(manifest.type).toBe('module');
      expect(manifest.sideEffects).toEqual(entriesWithSideEffects[manifest.name] ?? false);
      expect(manifest.engines?.node).toBe('>=24');
      expect(manifest.files).toContain('dist');
      if (staticFileApps.has(manifest.name)) {
        expect(Object.keys(manifest.exports ?? {})).toEqual(['./package.json']);
        return;
      }
      const rootExport = manifest.exports?.['.'] as Record<string, string> | undefined;
      expect(Object.keys(rootExport ?? {})[0]).toBe('types');
      expect(basePaths[manifest.name]).toEqual([`./${folder}/src/index.ts`]);
    });
  }

  const rootLicense = readFileSync(join(workspaceRoot, 'LICENSE'), 'utf8');
  for (const { folder, manifest } of publicPackages) {
    it(`${manifest.name} publishes publicly with a pinned export map`, () => {
      expect(manifest.publishConfig?.access).toBe('public');
      expect(Object.keys(manifest.exports ?? {})).toEqual(pinnedExportMaps[manifest.name] ?? ['.', './package.json']);
    });

    it(`${manifest.name} ships the repository's MIT licence text`, () => {
      expect(manifest.license).toBe('MIT');
      expect(manifest.files).toContain('LICENSE');
      expect(readFileSync(join(workspaceRoot, folder, 'LICENSE'), 'utf8')).toBe(rootLicense);
    });
  }
});
