// Guards the package arrows drawn in CONTRIBUTING.md: who may depend on whom, and that the engine
// packages stay pure (no I/O, no environment, no frameworks) in what they ship.
import { describe, expect, it } from 'vitest';
import { importedModules, sourceFiles, workspaceMembers } from './workspace';

/** For each package, the workspace packages it may depend on at run time. Apps may use any package. */
const allowedDependencies: Record<string, readonly string[]> = {
  '@mandala/ephemeris': [],
  '@mandala/reference-library': [],
  '@mandala/bodygraph': ['@mandala/ephemeris', '@mandala/reference-library'],
  '@mandala/calendar': ['@mandala/ephemeris', '@mandala/bodygraph', '@mandala/reference-library'],
  '@mandala/atlas': ['@mandala/ephemeris'],
  '@mandala/celebrities': ['@mandala/ephemeris', '@mandala/bodygraph', '@mandala/reference-library'],
  '@mandala/access': [],
  '@mandala/operations': [
    '@mandala/ephemeris',
    '@mandala/bodygraph',
    '@mandala/reference-library',
    '@mandala/calendar',
    '@mandala/atlas',
    '@mandala/celebrities',
    '@mandala/access',
  ],
};

const enginePackages = ['ephemeris', 'bodygraph', 'reference-library', 'calendar', 'atlas', 'celebrities'].map((name) => `packages/${name}`);
const forbiddenInEngine = /^(node:)?(fs|fs\/promises|http|https|net|child_process|worker_threads)$|^(koa|@koa\/router|@modelcontextprotocol\/sdk|zod)$/;

const members = workspaceMembers();

describe('package arrows', () => {
  it('knows every package under packages/', () => {
    expect(members.filter((member) => member.group === 'packages').map((member) => member.manifest.name).sort()).toEqual(
      Object.keys(allowedDependencies).sort(),
    );
  });

  for (const member of members.filter((candidate) => candidate.group === 'packages')) {
    it(`${member.manifest.name} depends only on packages its arrows allow`, () => {
      const workspaceDependencies = Object.keys(member.manifest.dependencies ?? {}).filter((name) => name.startsWith('@mandala/'));
      const allowed = allowedDependencies[member.manifest.name] ?? [];
      expect(workspaceDependencies.filter((name) => !allowed.includes(name))).toEqual([]);
    });
  }

  for (const member of members) {
    it(`${member.manifest.name} imports only workspace packages it declares`, () => {
      const declared = new Set(Object.keys(member.manifest.dependencies ?? {}));
      const undeclared = sourceFiles(member.folder).flatMap((file) =>
        importedModules(file)
          .filter((specifier) => specifier.startsWith('@mandala/') && !declared.has(specifier))
          .map((specifier) => `${file} imports ${specifier}`),
      );
      expect(undeclared).toEqual([]);
    });
  }

  for (const folder of enginePackages) {
    it(`${folder} ships no I/O, environment or framework imports`, () => {
      const offending = sourceFiles(folder).flatMap((file) =>
        importedModules(file)
          .filter((specifier) => forbiddenInEngine.test(specifier))
          .map((specifier) => `${file} imports ${specifier}`),
      );
      expect(offending).toEqual([]);
    });
  }
});
