// Guards what a person installing a public package downloads: every runtime dependency is one the
// shipped code (the `src/` files tsup bundles into `dist/`) imports, and everything that code imports
// outside the package is a runtime dependency. tsup leaves `dependencies` external and bundles the
// rest, so a shipped import of a devDependency would be copied into `dist/` without a word.
import { describe, expect, it } from 'vitest';
import { externalPackageOf, importedModules, shippedSourceFiles, workspaceMembers } from './workspace';

const publicPackages = workspaceMembers(['packages']).filter((member) => member.manifest.private !== true);

/** The npm packages the shipped files of a member import, each with the first file that does. */
function shippedImports(folder: string, self: string): Map<string, string> {
  const imported = new Map<string, string>();
  for (const file of shippedSourceFiles(folder)) {
    for (const specifier of importedModules(file)) {
      const name = externalPackageOf(specifier);
      if (name !== undefined && name !== self && !imported.has(name)) imported.set(name, file);
    }
  }
  return imported;
}

describe('runtime dependencies of the public packages', () => {
  it('finds the public packages', () => {
    expect(publicPackages.length).toBeGreaterThan(0);
  });

  for (const { folder, manifest } of publicPackages) {
    const imported = shippedImports(folder, manifest.name);
    const runtime = { ...manifest.dependencies, ...manifest.peerDependencies, ...manifest.optionalDependencies };

    it(`${manifest.name} uses every runtime dependency in what it ships`, () => {
      const unused = Object.keys(runtime)
        .filter((name) => !imported.has(name))
        .map((name) => `${folder}/package.json lists ${name}, which no shipped file of src/ imports (move it to devDependencies)`);
      expect(unused).toEqual([]);
    });

    it(`${manifest.name} ships imports of its runtime dependencies only`, () => {
      const undeclared = [...imported]
        .filter(([name]) => !Object.hasOwn(runtime, name))
        .map(([name, file]) => `${file} imports ${name}, which is not in dependencies or peerDependencies`);
      expect(undeclared).toEqual([]);
    });
  }
});
