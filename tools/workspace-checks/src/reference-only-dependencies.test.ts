// Keeps test references out of what is published. `swisseph-wasm` (Swiss Ephemeris, AGPL) is the
// accuracy reference the tests measure against; a public package must neither depend on it nor ship
// any of it, or its MIT licence would no longer describe what people install.
import { describe, expect, it } from 'vitest';
import { externalPackageOf, importedModules, shippedSourceFiles, workspaceMembers } from './workspace';

/** npm packages used only as test references, with why they may not ship. */
const referenceOnlyPackages: Readonly<Record<string, string>> = {
  'swisseph-wasm': 'AGPL-3.0; the accuracy reference of the tests',
};
const referenceOnly = Object.keys(referenceOnlyPackages);
/** `files` entries that would publish a reference package or the fixtures measured against it. */
const referenceFilePattern = /swisseph|(^|\/)(test|tests|fixtures)(\/|$)/i;

const publicPackages = workspaceMembers(['packages']).filter((member) => member.manifest.private !== true);

describe('reference-only dependencies', () => {
  for (const { folder, manifest } of publicPackages) {
    it(`${manifest.name} neither depends on nor publishes ${referenceOnly.join(', ')}`, () => {
      const problems = [
        ...(['dependencies', 'peerDependencies', 'optionalDependencies'] as const).flatMap((section) =>
          referenceOnly
            .filter((name) => Object.hasOwn(manifest[section] ?? {}, name))
            .map((name) => `${folder}/package.json ${section} has ${name} (${referenceOnlyPackages[name]})`),
        ),
        ...(manifest.files ?? [])
          .filter((entry) => referenceFilePattern.test(entry))
          .map((entry) => `${folder}/package.json files publishes ${entry}`),
        ...shippedSourceFiles(folder).flatMap((file) =>
          importedModules(file)
            .filter((specifier) => referenceOnly.includes(externalPackageOf(specifier) ?? ''))
            .map((specifier) => `${file} imports ${specifier}`),
        ),
      ];
      expect(problems).toEqual([]);
    });
  }
});
