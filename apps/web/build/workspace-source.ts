import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const packagesFolder = fileURLToPath(new URL('../../../packages/', import.meta.url));

/**
 * Imports a build module that re-exports workspace packages, with every `@mandala/<name>` read from its source
 * (`packages/<name>/src/index.ts`) through Vite's module runner: the pages build from sources, with no package built
 * first (`@mandala/web#build` depends on nothing in turbo.json).
 */
export async function importWorkspaceSource<Module>(moduleUrl: URL): Promise<Module> {
  const { module } = await runnerImport<Module>(fileURLToPath(moduleUrl), {
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: [{ find: /^@mandala\/([a-z-]+)$/, replacement: `${packagesFolder}$1/src/index.ts` }] },
    ssr: { noExternal: [/^@mandala\//] },
  });
  return module;
}
