// Issue 23, defect 2: `pnpm pack` in a package without a build silently packed no dist/. Each public package's
// prepack now builds it first, so the tarball always carries what its exports name.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workspaceRoot } from './workspace-paths';

const packagesFolder = join(workspaceRoot, 'packages');
const publicPackages = readdirSync(packagesFolder)
  .map((folder) => ({ folder, manifest: JSON.parse(readFileSync(join(packagesFolder, folder, 'package.json'), 'utf8')) as { name: string; private?: boolean; scripts?: Record<string, string> } }))
  .filter(({ manifest }) => manifest.private !== true);

describe('packing a public package', () => {
  it('builds the package first in every public package', () => {
    expect(publicPackages.length).toBeGreaterThan(0);
    for (const { manifest } of publicPackages) {
      expect(manifest.scripts?.prepack, manifest.name).toBe(`turbo run build --filter=${manifest.name} --output-logs=errors-only`);
    }
  });

  it('packs dist/ even when it was deleted (the package with no workspace dependency, to stay quick)', () => {
    const folder = join(packagesFolder, 'reference-library');
    rmSync(join(folder, 'dist'), { recursive: true, force: true });
    const destination = mkdtempSync(join(tmpdir(), 'mandala-pack-'));
    try {
      execFileSync('pnpm', ['pack', '--pack-destination', destination], { cwd: folder, stdio: 'pipe', timeout: 240_000 });
      const [tarball] = readdirSync(destination).filter((name) => name.endsWith('.tgz'));
      const files = execFileSync('tar', ['tzf', join(destination, tarball ?? '')], { encoding: 'utf8' }).split('\n');
      expect(files).toEqual(expect.arrayContaining(['package/dist/index.js', 'package/dist/index.d.ts', 'package/package.json']));
    } finally {
      rmSync(destination, { recursive: true, force: true });
    }
  }, 300_000);
});
