import { builtinModules } from 'node:module';
import type { Plugin } from 'esbuild';

const builtInNames = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/** True for `node:fs`, `fs`, `fs/promises`, `node:test`…: a module only Node provides. */
export function isNodeBuiltIn(specifier: string): boolean {
  return specifier.startsWith('node:') || builtInNames.has(specifier);
}

/**
 * An esbuild plugin that fails the build on every import of a Node built-in, naming the importing file
 * (esbuild's browser platform would fail too, without saying that a browser bundle is the reason).
 */
export function rejectNodeBuiltIns(found: string[]): Plugin {
  return {
    name: 'reject-node-built-ins',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (!isNodeBuiltIn(args.path)) return undefined;
        found.push(`${args.importer} imports the Node built-in "${args.path}"`);
        // Resolved to an empty CommonJS stand-in (any named import binds), so the build goes on and every
        // such import is reported at once.
        return { path: args.path, namespace: 'node-built-in' };
      });
      build.onLoad({ filter: /.*/, namespace: 'node-built-in' }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
    },
  };
}
