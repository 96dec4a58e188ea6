// Guards the package arrows drawn in CONTRIBUTING.md: who may depend on whom (packages on packages,
// never on apps; apps not on each other), that every file of a member (tests, benches and scripts
// included) imports only workspace packages its package.json declares, and that the engine packages
// stay pure (no I/O, no environment, no frameworks) in what they ship.
import { describe, expect, it } from 'vitest';
import { codeFiles, importedModules, sourceFiles, workspaceMembers, workspacePackageOf, type Manifest } from './workspace';

/** For each package, the workspace packages it may depend on at run time. Apps may use any package. */
const allowedDependencies: Record<string, readonly string[]> = {
  '@mandala/ephemeris': [],
  '@mandala/reference-library': [],
  '@mandala/bodygraph': ['@mandala/ephemeris', '@mandala/reference-library'],
  '@mandala/bodygraph-svg': ['@mandala/bodygraph', '@mandala/reference-library'],
  '@mandala/calendar': ['@mandala/ephemeris', '@mandala/bodygraph', '@mandala/reference-library'],
  '@mandala/atlas': ['@mandala/ephemeris', '@mandala/reference-library'],
  '@mandala/reports': ['@mandala/bodygraph', '@mandala/bodygraph-svg', '@mandala/reference-library'],
  '@mandala/celebrities': ['@mandala/ephemeris', '@mandala/bodygraph', '@mandala/calendar', '@mandala/reference-library'],
  '@mandala/access': [],
  '@mandala/site-layout': [],
  '@mandala/authorization': ['@mandala/access', '@mandala/site-layout'],
  '@mandala/client': [],
  '@mandala/operations': [
    '@mandala/ephemeris',
    '@mandala/bodygraph',
    '@mandala/bodygraph-svg',
    '@mandala/reference-library',
    '@mandala/calendar',
    '@mandala/atlas',
    '@mandala/celebrities',
    '@mandala/reports',
    '@mandala/access',
  ],
};

const enginePackages = ['ephemeris', 'bodygraph', 'bodygraph-svg', 'reference-library', 'calendar', 'atlas', 'celebrities', 'reports'].map((name) => `packages/${name}`);
const forbiddenInEngine = /^(node:)?(fs|fs\/promises|http|https|net|child_process|worker_threads)$|^(koa|@koa\/router|@modelcontextprotocol\/sdk|zod)$/;

/**
 * Apps that compose other apps into one service (one process serving every surface). They alone may
 * depend on apps; every other app depends on packages only, and no package depends on an app.
 */
const compositionRoots: ReadonlySet<string> = new Set(['@mandala/server']);

/**
 * Apps whose shipped code runs in the browser (built by Vite into static files that a composition root serves):
 * they may depend only on these pure engine packages, and their `src/` imports no Node built-in.
 */
const browserApps: Readonly<Record<string, readonly string[]>> = {
  '@mandala/web': ['@mandala/ephemeris', '@mandala/bodygraph', '@mandala/bodygraph-svg', '@mandala/reference-library', '@mandala/site-layout'],
};
const nodeBuiltIn = /^node:|^(fs|fs\/promises|path|os|http|https|net|child_process|worker_threads|crypto|stream|zlib|url|module)$/;

const members = workspaceMembers(['packages', 'apps', 'tools']);
const appNames: ReadonlySet<string> = new Set(members.filter((member) => member.group === 'apps').map((member) => member.manifest.name));

/** Dependencies in both sections of a manifest, as `package.json <section> <name>`, that are apps other than `self`. */
function declaredAppDependencies(folder: string, manifest: Manifest): string[] {
  return (['dependencies', 'devDependencies'] as const).flatMap((section) =>
    Object.keys(manifest[section] ?? {})
      .filter((name) => appNames.has(name) && name !== manifest.name)
      .map((name) => `${folder}/package.json ${section} has ${name}`),
  );
}

/** Imports of apps other than `self` in every code file of a member, tests included, as `file imports specifier`. */
function appImports(folder: string, self: string): string[] {
  return codeFiles(folder).flatMap((file) =>
    importedModules(file)
      .filter((specifier) => {
        const name = workspacePackageOf(specifier);
        return name !== undefined && name !== self && appNames.has(name);
      })
      .map((specifier) => `${file} imports ${specifier}`),
  );
}

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

  for (const member of members.filter((candidate) => candidate.group === 'packages')) {
    it(`${member.manifest.name} neither depends on nor imports an app`, () => {
      expect([...declaredAppDependencies(member.folder, member.manifest), ...appImports(member.folder, member.manifest.name)]).toEqual([]);
    });
  }

  for (const member of members.filter((candidate) => candidate.group === 'apps' && !compositionRoots.has(candidate.manifest.name))) {
    it(`${member.manifest.name} neither depends on nor imports another app`, () => {
      expect([...declaredAppDependencies(member.folder, member.manifest), ...appImports(member.folder, member.manifest.name)]).toEqual([]);
    });
  }

  it('knows every browser app under apps/', () => {
    expect(Object.keys(browserApps).every((name) => appNames.has(name))).toBe(true);
  });

  for (const member of members.filter((candidate) => Object.hasOwn(browserApps, candidate.manifest.name))) {
    it(`${member.manifest.name} runs in the browser: only engine packages, no Node built-ins in what it ships`, () => {
      const allowed = browserApps[member.manifest.name] ?? [];
      const workspaceDependencies = Object.keys(member.manifest.dependencies ?? {}).filter((name) => name.startsWith('@mandala/'));
      const offending = sourceFiles(member.folder).flatMap((file) =>
        importedModules(file)
          .filter((specifier) => nodeBuiltIn.test(specifier))
          .map((specifier) => `${file} imports ${specifier}`),
      );
      expect([...workspaceDependencies.filter((name) => !allowed.includes(name)), ...offending]).toEqual([]);
    });
  }

  for (const member of members) {
    it(`${member.manifest.name} imports only workspace packages it declares, in every file`, () => {
      const { name, dependencies = {}, devDependencies = {} } = member.manifest;
      // What the member ships must find its imports in `dependencies`; its tests, benches and scripts
      // may also use `devDependencies`. A member may import itself by name (examples do).
      const shipped = new Set(sourceFiles(member.folder));
      const undeclared = codeFiles(member.folder).flatMap((file) =>
        importedModules(file).flatMap((specifier) => {
          const imported = workspacePackageOf(specifier);
          if (imported === undefined || imported === name || Object.hasOwn(dependencies, imported)) return [];
          if (shipped.has(file)) return [`${file} imports ${specifier}, not in dependencies`];
          return Object.hasOwn(devDependencies, imported) ? [] : [`${file} imports ${specifier}, in neither dependencies nor devDependencies`];
        }),
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
