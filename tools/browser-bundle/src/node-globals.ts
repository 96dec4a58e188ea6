/** Globals that exist in Node but not in browsers. */
export const NODE_GLOBALS = ['Buffer', 'process', 'global', '__dirname', '__filename', 'require', 'setImmediate', 'clearImmediate'] as const;

const markerPrefix = '__nodeGlobalInBrowserBundle_';

/**
 * esbuild `define` entries that replace every free use of a Node global (also as `globalThis.<name>`) with a
 * marker identifier; locals of the same name are left alone, as `define` only touches unbound names.
 */
export function nodeGlobalMarkers(): Record<string, string> {
  return Object.fromEntries(NODE_GLOBALS.flatMap((name) => [[name, `${markerPrefix}${name}`], [`globalThis.${name}`, `${markerPrefix}${name}`]]));
}

/**
 * The markers left in an unminified esbuild bundle, each as "`<global>` in <file>", the file read from the
 * `// <path>` comment esbuild writes before each module's code.
 */
export function findNodeGlobals(bundleText: string): string[] {
  const findings = new Set<string>();
  for (const match of bundleText.matchAll(new RegExp(`${markerPrefix}(\\w+)`, 'g'))) {
    const before = bundleText.slice(0, match.index);
    const file = [...before.matchAll(/^\/\/ (\S+)$/gm)].at(-1)?.[1] ?? 'an unknown file';
    findings.add(`${file} uses the Node global \`${match[1]}\``);
  }
  return [...findings];
}
