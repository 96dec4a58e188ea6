import { describe, expect, it } from 'vitest';
import { bundleForBrowser } from './bundle-for-browser';
import { BODYGRAPH_ENTRY, BROWSER_ENGINE_PACKAGES } from './engine-entries';
import { NodeInBrowserBundleError } from './errors';

const fixture = (name: string) => new URL(`../test/fixtures/${name}`, import.meta.url).pathname;

async function findingsOf(entry: string): Promise<readonly string[]> {
  const failure = await bundleForBrowser({ entry }).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(NodeInBrowserBundleError);
  return (failure as NodeInBrowserBundleError).findings;
}

describe('bundleForBrowser', () => {
  it('bundles @mandala/bodygraph with ephemeris and reference-library, minified', async () => {
    const bundle = await bundleForBrowser({ entry: BODYGRAPH_ENTRY });
    expect(bundle.inputs.some((input) => input.includes('packages/ephemeris/src/'))).toBe(true);
    expect(bundle.inputs.some((input) => input.includes('packages/reference-library/src/'))).toBe(true);
    expect(bundle.code).toMatch(/export\s*\{/);
    expect(bundle.code).not.toMatch(/^\s*import\s/m);
    expect(bundle.gzipBytes).toBeLessThan(bundle.bytes);
  });

  for (const name of BROWSER_ENGINE_PACKAGES) {
    it(`finds nothing of Node in ${name}`, async () => {
      await expect(bundleForBrowser({ entry: `export * from '${name}';` })).resolves.toMatchObject({ bytes: expect.any(Number) });
    });
  }

  it('fails on an import of a Node built-in, naming the importing file', async () => {
    const findings = await findingsOf(`export * from '${fixture('reads-a-file.ts')}';`);
    expect(findings).toEqual([expect.stringMatching(/reads-a-file\.ts imports the Node built-in "node:fs"$/)]);
  });

  it('fails on bare built-in names too', async () => {
    expect(await findingsOf("import { join } from 'path'; export const joined = join('a', 'b');")).toEqual([
      expect.stringMatching(/imports the Node built-in "path"$/),
    ]);
  });

  it('fails on Node globals (Buffer, process, globalThis.setImmediate), naming the file', async () => {
    const findings = await findingsOf(`export * from '${fixture('uses-node-globals.ts')}';`);
    expect(findings.map((finding) => finding.replace(/^.*\/fixtures\//, ''))).toEqual([
      'uses-node-globals.ts uses the Node global `Buffer`',
      'uses-node-globals.ts uses the Node global `process`',
      'uses-node-globals.ts uses the Node global `setImmediate`',
    ]);
  });

  it('leaves locals that share a Node global name alone', async () => {
    const bundle = await bundleForBrowser({ entry: `export * from '${fixture('shadows-node-globals.ts')}';` });
    expect(bundle.code).toContain('export');
  });
});
